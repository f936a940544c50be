import {
  AccountResponseSchema,
  PointSourceSchema,
  UserResponseSchema,
} from '@beauty/commerce-sdk/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';
import { EMAIL_TAKEN_MESSAGE } from './members.js';
import { PASSWORD_CHANGED_MESSAGE, RESET_REQUESTED_MESSAGE } from './passwords.js';
import { browser, type Json } from '../test/browser.js';

const PASSWORD = 'Beauty#2026';
let counter = 0;
const unique = (prefix: string) => `${prefix}.${Date.now()}.${++counter}@example.com`;

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: unique('shopper'),
  password: 'Glow#2026x',
  passwordConfirmation: 'Glow#2026x',
  firstName: 'Nur',
  lastName: 'Aziz',
  phone: { callingCode: '+65', number: '91234567' },
  birthday: '1995-04-12',
  consents: { dataCollection: true, thirdPartyDisclosure: true, over14: true, marketing: false },
  ...overrides,
});

describe.each(engines)('accounts on %s', (engine) => {
  const shop = useTestApi(engine);

  const client = () => browser(shop.api, `192.0.2.${++counter % 250}`);
  /** The emails the sandbox shows for an address, oldest first. */
  const sentEmails = async (to: string): Promise<Json[]> =>
    (await client().call('GET', `sandbox/mail?to=${encodeURIComponent(to)}`)).body.data;
  const lastLink = async (to: string): Promise<string> =>
    String((await sentEmails(to)).at(-1)!.data.link);
  const signedIn = async (email: string, password = PASSWORD) => {
    const member = client();
    const answer = await member.call('POST', 'auth/token', {
      body: { grant_type: 'password', email, password },
    });
    return Object.assign(member, { status: answer.status });
  };
  const passwordIssues = (body: Json) => (body.data?.issues?.nested?.password ?? []) as string[];

  describe('POST user (registration)', () => {
    it('registers a member with the site country and language, and the password hashed', async () => {
      const body = registration({
        consents: {
          dataCollection: true,
          thirdPartyDisclosure: true,
          over14: true,
          marketing: true,
        },
      });
      const answer = await client().call('POST', 'user', {
        body,
        headers: { 'X-Site-Country': 'th', 'Accept-Language': 'th' },
      });
      expect(answer.status).toBe(201);
      const { data } = v.parse(UserResponseSchema, answer.body);
      expect(data).toMatchObject({
        email: body.email.toLowerCase(),
        firstName: 'Nur',
        country: 'th',
        language: 'th',
        phone: { callingCode: '+65', number: '91234567' },
        birthday: '1995-04-12',
        consents: { marketing: true },
        isEmployee: false,
      });
      const [row] = await shop.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [data.id],
      );
      expect(row?.password_hash).toMatch(/^scrypt\$/);
      expect(row?.password_hash).not.toContain('Glow#2026x');
      const member = await signedIn(body.email, 'Glow#2026x');
      expect(member.status).toBe(200);
      expect((await member.call('GET', 'user')).body.data.id).toBe(data.id);
    });

    it('requires data collection, third-party disclosure and over 14; marketing is optional', async () => {
      for (const consent of ['dataCollection', 'thirdPartyDisclosure', 'over14'] as const) {
        const consents = {
          dataCollection: true,
          thirdPartyDisclosure: true,
          over14: true,
          marketing: true,
          [consent]: false,
        };
        const answer = await client().call('POST', 'user', { body: registration({ consents }) });
        expect(answer.status).toBe(400);
        expect(answer.body.data.issues.nested[`consents.${consent}`]).toEqual(['Required field']);
      }
      const noMarketing = await client().call('POST', 'user', { body: registration() });
      expect(noMarketing.status).toBe(201);
      expect(noMarketing.body.data.consents).toEqual({ marketing: false });
    });

    it('enforces each password rule with its code as the message', async () => {
      const cases: [string, string][] = [
        ['Ab1#', 'AUTH_MS_PV_001'],
        ['Abcdefg#', 'AUTH_MS_PV_002'],
        ['Abcdefg1', 'AUTH_MS_PV_003'],
        ['abcdefg1#', 'AUTH_MS_PV_004'],
        ['ABCDEFG1#', 'AUTH_MS_PV_004'],
      ];
      for (const [password, code] of cases) {
        const answer = await client().call('POST', 'user', {
          body: registration({ password, passwordConfirmation: password }),
        });
        expect(answer.status).toBe(400);
        expect(passwordIssues(answer.body)).toEqual([code]);
      }
      const email = 'Ab1.cd@example.com';
      const sameAsEmail = await client().call('POST', 'user', {
        body: registration({ email, password: email, passwordConfirmation: email }),
      });
      expect(passwordIssues(sameAsEmail.body)).toEqual(['AUTH_MS_PV_005']);
      const mismatch = await client().call('POST', 'user', {
        body: registration({ passwordConfirmation: 'Other#2026x' }),
      });
      expect(mismatch.body.data.issues.nested.passwordConfirmation).toEqual(['AUTH_MS_PV_007']);
    });

    it('refuses an email already registered, in any letter case, without saying more', async () => {
      const answer = await client().call('POST', 'user', {
        body: registration({ email: 'Gold.Member@example.com' }),
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: EMAIL_TAKEN_MESSAGE,
        statusCode: 409,
        statusMessage: 'Conflict',
        data: null,
      });
    });

    it('answers malformed, mistyped and oversize bodies with a 4xx error object', async () => {
      const cases: [unknown, number][] = [
        ['{"email":', 400],
        [{ ...registration(), firstName: 42 }, 400],
        [{ ...registration(), consents: 'yes' }, 400],
        [{ ...registration(), firstName: 'x'.repeat(101) }, 400],
        [{ ...registration(), phone: { callingCode: '65', number: 'abc' } }, 400],
        [{ ...registration(), firstName: 'x'.repeat(200_000) }, 413],
      ];
      for (const [body, status] of cases) {
        const answer = await client().call('POST', 'user', { body });
        expect(answer.status).toBe(status);
        expect(answer.body).toMatchObject({ statusCode: status, message: expect.any(String) });
      }
    });
  });

  describe('GET user and GET account', () => {
    it("refuse a guest with 'You are not authorized to perform this action'", async () => {
      for (const path of ['user', 'account']) {
        const answer = await client().call('GET', path);
        expect(answer.status).toBe(401);
        expect(answer.body.message).toBe('You are not authorized to perform this action');
      }
    });

    it('serve the profile and the Beauty Pass account with a point log that sums to the balance', async () => {
      const member = await signedIn('gold.member@example.com');
      const user = v.parse(UserResponseSchema, (await member.call('GET', 'user')).body).data;
      expect(user).toMatchObject({ email: 'gold.member@example.com', country: 'hk', phone: null });
      const first = await member.call('GET', 'account');
      expect(first.status).toBe(200);
      const { data } = v.parse(AccountResponseSchema, first.body);
      expect(data).toMatchObject({
        id: user.id,
        firstName: 'Ka Yan',
        tier: 'gold',
        email: user.email,
      });
      const { loyalty } = data;
      expect(loyalty).toMatchObject({ tier: 'gold', pointsBalance: 8_900, nextTier: null });
      expect(loyalty.cardNumber).toMatch(/^\d{14}$/);
      expect(loyalty.pointLog.reduce((sum, entry) => sum + entry.points, 0)).toBe(8_900);
      for (const entry of loyalty.pointLog)
        expect(v.is(PointSourceSchema, entry.source)).toBe(true);
      // Points expire 18 months after the last purchase or redemption (joining, before any).
      const [joined] = await shop.db.query<{ expiry: string }>(
        `SELECT to_char((created_at + interval '18 months') AT TIME ZONE 'Asia/Hong_Kong', 'YYYY-MM-DD')
           AS expiry FROM users WHERE id = $1`,
        [user.id],
      );
      expect(loyalty.pointsExpiring).toEqual({ points: 8_900, expiresAt: joined!.expiry });
      expect(loyalty.insiderGifts.map((gift) => gift.type)).toContain('gold_welcome');
      const again = v.parse(AccountResponseSchema, (await member.call('GET', 'account')).body);
      expect(again.data.loyalty.pointLog).toEqual(loyalty.pointLog);
    });

    it('gives a member without points an empty log and nothing expiring', async () => {
      const member = await signedIn('new.member@example.com');
      const { data } = v.parse(AccountResponseSchema, (await member.call('GET', 'account')).body);
      expect(data.loyalty).toMatchObject({
        pointsBalance: 0,
        pointsExpiring: null,
        pointLog: [],
        nextTier: 'black',
      });
    });
  });

  describe('POST and PUT passwords (reset)', () => {
    it('answers the same whether or not the email exists, and emails a link only to a member', async () => {
      const known = await client().call('POST', 'passwords', {
        body: { email: 'White.Member@example.com' },
      });
      const unknown = await client().call('POST', 'passwords', {
        body: { email: 'ghost@example.com' },
      });
      expect(known).toMatchObject({
        status: 200,
        body: { data: { message: RESET_REQUESTED_MESSAGE } },
      });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      const [mail] = (await sentEmails('white.member@example.com')).slice(-1);
      expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Reset your password' });
      expect(mail!.text).toContain(mail!.data.link);
      expect(await sentEmails('ghost@example.com')).toEqual([]);
      const [stored] = await shop.db.query<{ token_hash: string }>(
        `SELECT token_hash FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
         WHERE u.email = 'white.member@example.com' ORDER BY t.created_at DESC LIMIT 1`,
      );
      const link = await lastLink('white.member@example.com');
      expect(link).not.toContain(stored!.token_hash);
    });

    const requestReset = async (email: string) => {
      await client().call('POST', 'passwords', { body: { email } });
      const link = await lastLink(email);
      return new URL(link, 'https://shop.example').searchParams.get('token')!;
    };

    it('sets a new password once with the emailed token, and signs the member out everywhere', async () => {
      const email = 'black.member@example.com';
      const before = await signedIn(email);
      const token = await requestReset(email);
      const reset = await client().call('PUT', 'passwords', {
        body: { token, password: 'Fresh#2026y', passwordConfirmation: 'Fresh#2026y' },
      });
      expect(reset).toMatchObject({
        status: 200,
        body: { data: { message: PASSWORD_CHANGED_MESSAGE } },
      });
      expect(
        (
          await before.call('POST', 'auth/token', {
            body: { grant_type: 'refresh_token', flow: 'client' },
          })
        ).status,
      ).toBe(401);
      expect((await signedIn(email)).status).toBe(401);
      expect((await signedIn(email, 'Fresh#2026y')).status).toBe(200);
      const again = await client().call('PUT', 'passwords', {
        body: { token, password: 'Again#2026z', passwordConfirmation: 'Again#2026z' },
      });
      expect(again).toMatchObject({ status: 400, body: { message: 'has expired' } });
    });

    it("answers 'has expired' for an expired, superseded or unknown token", async () => {
      const email = 'pink.member@example.com';
      const body = (token: string) => ({
        token,
        password: 'Fresh#2026y',
        passwordConfirmation: 'Fresh#2026y',
      });
      const expired = await requestReset(email);
      await shop.db.query(
        "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'",
      );
      const superseded = await requestReset(email);
      await requestReset(email);
      for (const token of [expired, superseded, 'made-up-token']) {
        const answer = await client().call('PUT', 'passwords', { body: body(token) });
        expect(answer).toMatchObject({
          status: 400,
          body: { message: 'has expired', statusCode: 400 },
        });
      }
    });

    it('refuses the email and the previous 2 passwords with AUTH_MS_PV_006, keeping the token usable', async () => {
      const email = 'Ab1.cd@example.com';
      expect(
        (
          await client().call('POST', 'user', {
            body: registration({
              email,
              password: 'First#2026a',
              passwordConfirmation: 'First#2026a',
            }),
          })
        ).status,
      ).toBe(201);
      const change = async (password: string) => {
        const token = await requestReset(email.toLowerCase());
        return client().call('PUT', 'passwords', {
          body: { token, password, passwordConfirmation: password },
        });
      };
      expect((await change('Second#2026b')).status).toBe(200);
      const token = await requestReset(email.toLowerCase());
      for (const password of [email, 'First#2026a', 'Second#2026b']) {
        const answer = await client().call('PUT', 'passwords', {
          body: { token, password, passwordConfirmation: password },
        });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('AUTH_MS_PV_006');
        expect(passwordIssues(answer.body)).toEqual(['AUTH_MS_PV_006']);
      }
      const third = await client().call('PUT', 'passwords', {
        body: { token, password: 'Third#2026c', passwordConfirmation: 'Third#2026c' },
      });
      expect(third.status).toBe(200);
      // Two changes later the first password may come back.
      expect((await change('Fourth#2026d')).status).toBe(200);
      expect((await change('First#2026a')).status).toBe(200);
      const hashes = await shop.db.query<{ password_hash: string }>(
        'SELECT h.password_hash FROM password_history h JOIN users u ON u.id = h.user_id WHERE u.email = $1',
        [email.toLowerCase()],
      );
      expect(hashes.length).toBe(5);
      expect(hashes.every((row) => row.password_hash.startsWith('scrypt$'))).toBe(true);
    });

    it('checks the reset body with the contract (rules and confirmation)', async () => {
      const weak = await client().call('PUT', 'passwords', {
        body: { token: 't', password: 'short', passwordConfirmation: 'short' },
      });
      expect(weak.status).toBe(400);
      expect(passwordIssues(weak.body)).toContain('AUTH_MS_PV_001');
      const mismatch = await client().call('PUT', 'passwords', {
        body: { token: 't', password: 'Fresh#2026y', passwordConfirmation: 'x' },
      });
      expect(mismatch.body.data.issues.nested.passwordConfirmation).toEqual(['AUTH_MS_PV_007']);
    });
  });

  describe('sandbox/users', () => {
    it('creates, lists, reads, updates and deletes test users', async () => {
      const sandbox = client();
      const email = unique('sandbox');
      const created = await sandbox.call('POST', 'sandbox/users', {
        body: {
          email,
          password: 'Sandbox#1',
          firstName: 'Test',
          lastName: 'User',
          tier: 'black',
          pointsBalance: 1_500,
          country: 'my',
        },
      });
      expect(created.status).toBe(201);
      const { id } = created.body.data as { id: number };
      expect(created.body.data).toEqual({
        id,
        email,
        firstName: 'Test',
        lastName: 'User',
        tier: 'black',
        pointsBalance: 1_500,
        isEmployee: false,
        country: 'my',
      });
      const list = await sandbox.call('GET', 'sandbox/users');
      expect(list.body.data.map((user: { email: string }) => user.email)).toEqual(
        expect.arrayContaining([email, 'gold.member@example.com']),
      );
      expect(list.body.meta.total).toBe(list.body.data.length);
      expect((await sandbox.call('GET', `sandbox/users/${id}`)).body.data.email).toBe(email);
      // The member signs in and their log explains the balance, adjustments included.
      const member = await signedIn(email, 'Sandbox#1');
      expect((await member.call('GET', 'account')).body.data.loyalty.pointsBalance).toBe(1_500);
      const updated = await sandbox.call('PATCH', `sandbox/users/${id}`, {
        body: { tier: 'gold', pointsBalance: 1_200, isEmployee: true },
      });
      expect(updated.body.data).toMatchObject({
        tier: 'gold',
        pointsBalance: 1_200,
        isEmployee: true,
      });
      const log = (await member.call('GET', 'account')).body.data.loyalty.pointLog as {
        source: string;
        points: number;
      }[];
      expect(log[0]).toMatchObject({ source: 'manual_points_adjustment', points: -300 });
      expect(log.reduce((sum, entry) => sum + entry.points, 0)).toBe(1_200);
      expect((await sandbox.call('DELETE', `sandbox/users/${id}`)).body).toEqual({
        data: { deleted: true },
      });
      expect((await member.call('GET', 'user')).status).toBe(401);
      for (const [method, body] of [['GET'], ['PATCH', { tier: 'white' }], ['DELETE']] as const) {
        const missing = await sandbox.call(method, `sandbox/users/${id}`, { body });
        expect(missing).toMatchObject({ status: 404, body: { message: 'User not found' } });
      }
      expect((await sandbox.call('GET', 'sandbox/users/99999999999')).status).toBe(404);
      expect((await sandbox.call('GET', 'sandbox/users/abc')).status).toBe(400);
      expect(
        (await sandbox.call('PATCH', `sandbox/users/1`, { body: { tier: 'platinum' } })).status,
      ).toBe(400);
      expect(
        (await sandbox.call('POST', 'sandbox/users', { body: { email, password: 'weak' } })).status,
      ).toBe(400);
    });

    it('is refused in production', async () => {
      const previous = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        const answer = await client().call('GET', 'sandbox/users');
        expect(answer).toMatchObject({
          status: 403,
          body: { message: 'You are not authorized to perform this action' },
        });
      } finally {
        process.env.NODE_ENV = previous;
      }
    });
  });
});
