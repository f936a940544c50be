import { describe, expect, it } from 'vitest';
import { createCommerceApi, type Database } from '../index.js';
import { TEST_SIGNING_SECRET, useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';

const NUL = '\u0000';
const enc = encodeURIComponent;

describe.each(engines)('request guards (%s)', (engine) => {
  const shop = useTestApi(engine);
  const { call } = shop;

  describe('control characters', () => {
    // The ten operations a NUL byte used to crash with a 500 (and a logged SQL statement).
    const operations: [string, Parameters<typeof call>[1]?][] = [
      [`search?q=${enc(`serum${NUL}`)}`],
      [`products/${enc(`glow${NUL}boost`)}`],
      [`variants?brands=${enc(`dior${NUL}`)}`],
      [`products/filters?q=${enc(`cream${NUL}`)}`],
      [`store-locations?q=${enc(`orchard${NUL}`)}`],
      [`components/search-input-dropdown?q=${enc(`lip${NUL}`)}`],
      ['featured-products', { body: { category: `makeup${NUL}` } }],
      ['cart/discount-coupon', { body: { code: `WELCOME${NUL}10` }, device: 'device-guards-01' }],
      [`contentful/content-entries/${enc(`clean${NUL}beauty`)}`],
      [`preview/overlays/${enc(`welcome${NUL}`)}`],
    ];

    it.each(operations)('%s answers 400 naming the field, never 500', async (path, options) => {
      const { status, body } = await call(path, options);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        statusCode: 400,
        message: 'Invalid request',
        data: { issues: { nested: expect.any(Object) } },
      });
      expect(JSON.stringify(body)).toContain('Control characters are not allowed');
    });

    it('refuses them in cookies, JSON keys and every other C0 character but tab and newlines', async () => {
      expect((await call('cart', { headers: { Cookie: 'device-id=abc%00defghij' } })).status).toBe(
        400,
      );
      expect((await call('featured-products', { body: { [`x${NUL}`]: 1 } })).status).toBe(400);
      for (const character of ['\u0001', '\u001b', '\u007f']) {
        expect((await call(`search?q=${enc(`a${character}`)}`)).status).toBe(400);
      }
      // Tabs and newlines are ordinary text.
      expect((await call(`search?q=${enc('lip\tbalm')}`)).status).toBe(200);
    });
  });

  describe('cross-site writes', () => {
    const write = (headers: Record<string, string>, body = '{"code":"WELCOME10"}') =>
      call('cart/discount-coupon', {
        body,
        headers: { Cookie: 'device-id=device-guards-02', ...headers },
      });

    it('refuses a JSON body sent as text/plain (what a cross-site form can send) with 415', async () => {
      const { status, body } = await write({ 'Content-Type': 'text/plain' });
      expect(status).toBe(415);
      expect(body).toMatchObject({ message: 'Content-Type must be application/json' });
    });

    it('refuses a write another site sends with the shopper’s cookies', async () => {
      const foreign = await write({
        'Content-Type': 'application/json',
        Origin: 'https://evil.example',
      });
      expect(foreign.status).toBe(403);
      const fetchMetadata = await write({
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'cross-site',
      });
      expect(fetchMetadata.status).toBe(403);
      expect(fetchMetadata.body).toMatchObject({
        message: 'You are not authorized to perform this action',
      });
    });

    it('lets the shop’s own pages and clients without a browser write', async () => {
      const own = await write({
        'Content-Type': 'application/json',
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
      });
      expect(own.status).not.toBe(403);
      expect((await write({ 'Content-Type': 'application/json' })).status).not.toBe(403);
      // A form of the shop's own (a payment provider page), posted under no-referrer.
      const ownForm = await write({
        'Content-Type': 'application/json',
        Origin: 'null',
        'Sec-Fetch-Site': 'same-origin',
      });
      expect(ownForm.status).not.toBe(403);
      // Reading is never refused: a cross-site GET changes nothing.
      expect((await call('brands', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(
        200,
      );
    });
  });

  describe('deeply nested JSON', () => {
    // 50,000 brackets fit in 100 KB: walking them exhausted the stack (a 500, found by fuzzing).
    it.each([
      ['arrays', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
      ['objects', `${'{"a":'.repeat(16_000)}1${'}'.repeat(16_000)}`],
    ])('refuses bodies of nested %s with a 400, before parsing them', async (_kind, body) => {
      for (const [path, method] of [
        ['unlocks', 'POST'],
        ['user', 'POST'],
        ['wishlist/12', 'PATCH'],
      ] as const) {
        const response = await call(path, { method, body, device: 'device-guards-02' });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ message: 'Malformed JSON body' });
      }
    });

    it('still reads brackets inside strings as text', async () => {
      const response = await call('cart/discount-coupon', {
        body: { code: `{"\\"${'['.repeat(44)}` },
        device: 'device-guards-03',
      });
      // Read and refused as a promo code, not as malformed JSON.
      expect(response.body).toMatchObject({ message: 'Sorry, the promotion is invalid.' });
    });
  });

  describe('methods', () => {
    it('answers a wrong method with 405 and the methods the path allows', async () => {
      const response = await call('brands', { method: 'DELETE' });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
      expect(response.body).toMatchObject({ statusCode: 405, statusMessage: 'Method Not Allowed' });
      const bag = await call('cart/discount-coupon/', { method: 'PUT' });
      expect(bag.status).toBe(405);
      expect(bag.headers.get('Allow')).toBe('DELETE, POST');
    });

    it('still answers 404 for a path it does not serve', async () => {
      expect((await call('no-such-thing', { method: 'DELETE' })).status).toBe(404);
    });
  });
});

describe('logging an unexpected failure', () => {
  it('keeps the message but never the query or its parameters', async () => {
    const logged: unknown[] = [];
    const failure = Object.assign(new Error('invalid input syntax'), {
      code: '22P02',
      query: 'SELECT * FROM users WHERE email = $1',
      params: ['shopper@example.com'],
      detail: 'Key (email)=(shopper@example.com)',
    });
    const broken = { query: () => Promise.reject(failure) } as unknown as Database;
    const response = await createCommerceApi({
      db: broken,
      signingSecret: TEST_SIGNING_SECRET,
      logError: (error) => logged.push(error),
    }).request('/api/web/v1/brands');
    expect(response.status).toBe(500);
    expect(logged).toHaveLength(1);
    const entry = logged[0] as Error;
    expect(entry.message).toBe('invalid input syntax');
    expect(entry.name).toContain('22P02');
    expect(JSON.stringify({ ...entry, stack: entry.stack })).not.toContain('shopper@example.com');
    expect(Object.keys(entry)).not.toContain('params');
  });
});
