import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../index.js';
import { ApiError, errorBody } from '../http/errors.js';
import { testTokens } from '../test/api.js';
import { openTestDatabase } from '../test/databases.js';
import { requireUser, sessionUser } from './session.js';

describe('member sessions', () => {
  let db: Database;
  let app: Hono;
  let goldId: number;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    [{ id: goldId }] = (await db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'gold.member@example.com'",
    )) as [{ id: number }];
    app = new Hono()
      .use(async (c, next) => {
        c.set('accessTokens', testTokens);
        await next();
      })
      .get('/me', async (c) => c.json({ user: await sessionUser(c, db) }))
      .get('/members-only', async (c) => c.json({ user: await requireUser(c, db) }))
      .onError((error, c) =>
        error instanceof ApiError
          ? c.json(errorBody(error.statusCode, error.message), error.statusCode)
          : c.text('boom', 500),
      );
  });
  afterAll(() => db.close());

  it('is a guest without a token', async () => {
    expect(await (await app.request('/me')).json()).toEqual({ user: null });
    expect(await (await app.request('/members-only')).json()).toMatchObject({
      statusCode: 401,
      message: 'You are not authorized to perform this action',
    });
  });

  it('reads the member from a bearer token or from the split jwt cookies', async () => {
    const token = await testTokens.sign(goldId);
    const bearer = await app.request('/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(await bearer.json()).toMatchObject({
      user: { id: goldId, tier: 'gold', firstName: 'Ka Yan' },
    });
    const [header, payload, signature] = token.split('.');
    const cookies = await app.request('/me', {
      headers: { Cookie: `jwt-data=${header}.${payload}; jwt-signature=${signature}` },
    });
    expect(await cookies.json()).toMatchObject({ user: { id: goldId } });
  });

  it("answers 401 'Authentication failed.' for a tampered or expired token", async () => {
    const token = await testTokens.sign(goldId);
    const tampered = `${token.slice(0, -2)}xx`;
    const expired = await testTokens.sign(goldId, { now: new Date(Date.now() - 60 * 60_000) });
    for (const bad of [tampered, expired, 'not.a.token']) {
      const response = await app.request('/me', { headers: { Authorization: `Bearer ${bad}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Authentication failed.' });
    }
  });
});
