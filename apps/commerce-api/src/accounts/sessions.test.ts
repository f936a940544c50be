import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  hashToken,
  REFRESH_REUSE_GRACE_SECONDS,
} from '../auth/index.js';
import { testTokens, useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';
import { browser } from '../test/browser.js';

const PASSWORD = 'Beauty#2026';
let addressCounter = 0;
/** Each test signs in from its own address, so per-client throttling stays in its test. */
const nextAddress = () => `198.51.100.${++addressCounter}`;

describe.each(engines)('sign-in, tokens and sessions on %s', (engine) => {
  const shop = useTestApi(engine);

  const signIn = async (email: string, password = PASSWORD, address = nextAddress()) => {
    const client = browser(shop.api, address);
    const answer = await client.call('POST', 'auth/token', {
      body: { grant_type: 'password', email, password },
    });
    return { client, answer };
  };
  const userId = async (email: string) =>
    (await shop.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

  describe('POST auth/token (password)', () => {
    it('signs in and sets jwt-data, HTTP-only jwt-signature and jwt-refresh-token as the spec says', async () => {
      const { answer } = await signIn('gold.member@example.com');
      expect(answer.status).toBe(200);
      const { accessToken, refreshToken, tokenType, expiresIn, account } = answer.body.data;
      expect({ tokenType, expiresIn, account }).toEqual({
        tokenType: 'Bearer',
        expiresIn: 900,
        account: { id: await userId('gold.member@example.com'), firstName: 'Ka Yan', tier: 'gold' },
      });
      const [header, payload, signature] = (accessToken as string).split('.');
      const data = answer.cookies.get('jwt-data')!;
      const sig = answer.cookies.get('jwt-signature')!;
      const refresh = answer.cookies.get('jwt-refresh-token')!;
      expect(data.value).toBe(`${header}.${payload}`);
      expect(sig.value).toBe(signature);
      expect(refresh.value).toBe(refreshToken);
      for (const cookie of [data, sig, refresh]) {
        expect(cookie.attributes).toMatchObject({
          'max-age': String(AUTH_COOKIE_MAX_AGE_SECONDS),
          path: '/',
          samesite: 'Lax',
          secure: true,
        });
      }
      expect(AUTH_COOKIE_MAX_AGE_SECONDS).toBe(5_184_000);
      expect(data.attributes.httponly).toBeUndefined();
      expect(sig.attributes.httponly).toBe(true);
      expect(refresh.attributes.httponly).toBe(true);
    });

    it('sets luxola-account, readable by the shop, so a sign-in through the API alone signs the browser in', async () => {
      const { answer } = await signIn('gold.member@example.com');
      const cached = answer.cookies.get('luxola-account')!;
      expect(JSON.parse(cached.value)).toEqual(answer.body.data.account);
      expect(cached.attributes).toMatchObject({
        'max-age': String(AUTH_COOKIE_MAX_AGE_SECONDS),
        path: '/',
        samesite: 'Lax',
        secure: true,
      });
      expect(cached.attributes.httponly).toBeUndefined();
    });

    it('sets the device-id cookie only when it is missing, from the body device id if given', async () => {
      const first = browser(shop.api, nextAddress());
      const answer = await first.call('POST', 'auth/token', {
        body: {
          grant_type: 'password',
          email: 'pink.member@example.com',
          password: PASSWORD,
          device_id: 'device-abc',
        },
      });
      expect(answer.cookies.get('device-id')).toMatchObject({
        value: 'device-abc',
        attributes: { path: '/', samesite: 'Lax', secure: true },
      });
      const again = await first.call('POST', 'auth/token', {
        body: { grant_type: 'password', email: 'pink.member@example.com', password: PASSWORD },
      });
      expect(again.status).toBe(200);
      expect(again.cookies.has('device-id')).toBe(false);
      const fresh = await signIn('pink.member@example.com');
      expect(fresh.answer.cookies.get('device-id')?.value).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("merges the device's guest bag into the member's bag on sign-in", async () => {
      const member = await userId('white.member@example.com');
      const [variant] = await shop.db.query<{ id: number }>(
        'SELECT id FROM variants ORDER BY id LIMIT 1',
      );
      const [guestBag] = await shop.db.query<{ id: number }>(
        "INSERT INTO carts (device_id) VALUES ('guest-device-merge-1') RETURNING id",
      );
      await shop.db.query(
        'INSERT INTO cart_lines (cart_id, variant_id, quantity) VALUES ($1, $2, 2)',
        [guestBag!.id, variant!.id],
      );
      const client = browser(shop.api, nextAddress());
      client.jar.set('device-id', 'guest-device-merge-1');
      const answer = await client.call('POST', 'auth/token', {
        body: { grant_type: 'password', email: 'white.member@example.com', password: PASSWORD },
      });
      expect(answer.status).toBe(200);
      const lines = await shop.db.query<{ variant_id: number; quantity: number }>(
        'SELECT l.variant_id, l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = $1',
        [member],
      );
      expect(lines).toContainEqual({ variant_id: variant!.id, quantity: 2 });
      expect(
        await shop.db.query("SELECT id FROM carts WHERE device_id = 'guest-device-merge-1'"),
      ).toEqual([]);
    });

    it('signs in with any letter case of the email, and keeps the refresh token hashed', async () => {
      const { answer } = await signIn('White.Member@Example.com');
      expect(answer.status).toBe(200);
      const rows = await shop.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM refresh_tokens WHERE user_id = $1',
        [await userId('white.member@example.com')],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.token_hash)).not.toContain(answer.body.data.refreshToken);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    });

    it("answers 401 'Authentication failed.' alike for a wrong password and an unknown email", async () => {
      const wrong = await signIn('black.member@example.com', 'Wrong#Pass1');
      const unknown = await signIn('nobody@example.com', 'Wrong#Pass1');
      for (const { answer } of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({
          message: 'Authentication failed.',
          statusCode: 401,
          statusMessage: 'Unauthorized',
          data: null,
        });
        expect(answer.cookies.has('jwt-data')).toBe(false);
      }
    });

    it('answers malformed bodies with a 400 error object, never a 500', async () => {
      const client = browser(shop.api, nextAddress());
      const cases: unknown[] = [
        '{"grant_type": "password",',
        { grant_type: 'password', email: 'not-an-email', password: 'x' },
        { grant_type: 'password', email: 'gold.member@example.com', password: 42 },
        { grant_type: 'client_credentials' },
        { grant_type: 'refresh_token', flow: 'app' },
        [],
      ];
      for (const body of cases) {
        const answer = await client.call('POST', 'auth/token', { body });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ statusCode: 400, statusMessage: 'Bad Request' });
      }
    });
  });

  describe('POST auth/token (refresh)', () => {
    it('client flow: rotates the refresh token from its cookie and sets new cookies', async () => {
      const { client, answer } = await signIn('gold.member@example.com');
      const first = answer.body.data.refreshToken as string;
      const refreshed = await client.call('POST', 'auth/token', {
        body: { grant_type: 'refresh_token', flow: 'client' },
      });
      expect(refreshed.status).toBe(200);
      const second = refreshed.body.data.refreshToken as string;
      expect(second).not.toBe(first);
      expect(refreshed.cookies.get('jwt-refresh-token')?.value).toBe(second);
      expect(refreshed.cookies.get('jwt-refresh-token')?.attributes.httponly).toBe(true);
      expect((await client.call('GET', 'user')).body.data.email).toBe('gold.member@example.com');
    });

    it('a reused (already rotated) refresh token revokes its whole family', async () => {
      const { client, answer } = await signIn('black.member@example.com');
      const stolen = answer.body.data.refreshToken as string;
      expect(
        (
          await client.call('POST', 'auth/token', {
            body: { grant_type: 'refresh_token', flow: 'client' },
          })
        ).status,
      ).toBe(200);
      const attacker = browser(shop.api, nextAddress());
      attacker.jar.set('jwt-refresh-token', stolen);
      const replay = await attacker.call('POST', 'auth/token', {
        body: { grant_type: 'refresh_token', flow: 'client' },
      });
      expect(replay.status).toBe(401);
      expect(replay.body.message).toBe('Authentication failed.');
      expect(replay.cookies.get('jwt-refresh-token')?.attributes['max-age']).toBe('0');
      // The legitimate holder's newer token died with the family, and so did its access token.
      expect((await client.call('GET', 'user')).status).toBe(401);
      const victim = await client.call('POST', 'auth/token', {
        body: { grant_type: 'refresh_token', flow: 'client' },
      });
      expect(victim.status).toBe(401);
    });

    it('two tabs refreshing with one token both stay signed in, within the grace window', async () => {
      const { client: first, answer } = await signIn('gold.member@example.com');
      // A second tab of the same browser: the same cookies, the same device.
      const second = browser(shop.api, nextAddress());
      for (const [name, value] of first.jar) second.jar.set(name, value);
      const body = { grant_type: 'refresh_token', flow: 'client' };
      const [a, b] = await Promise.all([
        first.call('POST', 'auth/token', { body }),
        second.call('POST', 'auth/token', { body }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.data.refreshToken).not.toBe(answer.body.data.refreshToken);
      expect(b.body.data.refreshToken).not.toBe(a.body.data.refreshToken);
      for (const tab of [first, second]) {
        expect((await tab.call('GET', 'user')).body.data.email).toBe('gold.member@example.com');
        expect((await tab.call('POST', 'auth/token', { body })).status).toBe(200);
      }
    });

    it('a token replayed after the grace window, even from its own device, revokes the family', async () => {
      const { client, answer } = await signIn('staff.member@example.com');
      const old = answer.body.data.refreshToken as string;
      const body = { grant_type: 'refresh_token', flow: 'client' };
      expect((await client.call('POST', 'auth/token', { body })).status).toBe(200);
      await shop.db.query(
        `UPDATE refresh_tokens SET rotated_at = now() - make_interval(secs => $2 + 1)
         WHERE token_hash = $1`,
        [await hashToken(old), REFRESH_REUSE_GRACE_SECONDS],
      );
      const sameDevice = browser(shop.api, nextAddress());
      sameDevice.jar.set('device-id', client.jar.get('device-id')!);
      sameDevice.jar.set('jwt-refresh-token', old);
      expect((await sameDevice.call('POST', 'auth/token', { body })).status).toBe(401);
      expect((await client.call('GET', 'user')).status).toBe(401);
      expect((await client.call('POST', 'auth/token', { body })).status).toBe(401);
    });

    it('refuses a missing, unknown or expired refresh token', async () => {
      const client = browser(shop.api, nextAddress());
      const body = { grant_type: 'refresh_token', flow: 'client' };
      expect((await client.call('POST', 'auth/token', { body })).status).toBe(401);
      client.jar.set('jwt-refresh-token', 'made-up');
      expect((await client.call('POST', 'auth/token', { body })).status).toBe(401);
      const { client: member } = await signIn('white.member@example.com');
      await shop.db.query(
        "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash IS NOT NULL AND user_id = $1",
        [await userId('white.member@example.com')],
      );
      expect((await member.call('POST', 'auth/token', { body })).status).toBe(401);
    });

    it('app flow: refresh token and device id in the body, the current token as bearer, no cookies', async () => {
      const { answer } = await signIn('gold.member@example.com');
      const { accessToken, refreshToken } = answer.body.data as Record<string, string>;
      const server = browser(shop.api, nextAddress());
      const deviceId = answer.cookies.get('device-id')!.value;
      const refreshed = await server.call('POST', 'auth/token', {
        body: {
          grant_type: 'refresh_token',
          flow: 'app',
          refresh_token: refreshToken,
          device_id: deviceId,
        },
        headers: { Authorization: `Bearer ${accessToken}`, Cookie: '' },
      });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.data.refreshToken).not.toBe(refreshToken);
      const next = refreshed.body.data as Record<string, string>;
      const noBearer = await server.call('POST', 'auth/token', {
        body: {
          grant_type: 'refresh_token',
          flow: 'app',
          refresh_token: next.refreshToken,
          device_id: deviceId,
        },
        headers: { Cookie: '' },
      });
      expect(noBearer.status).toBe(401);
      const otherDevice = await server.call('POST', 'auth/token', {
        body: {
          grant_type: 'refresh_token',
          flow: 'app',
          refresh_token: next.refreshToken,
          device_id: 'other',
        },
        headers: { Authorization: `Bearer ${next.accessToken}` },
      });
      expect(otherDevice.status).toBe(401);
    });

    it('app flow accepts an expired bearer, and refuses one of another member (ownership mismatch)', async () => {
      const { answer } = await signIn('pink.member@example.com');
      const { refreshToken } = answer.body.data as Record<string, string>;
      const deviceId = answer.cookies.get('device-id')!.value;
      const server = browser(shop.api, nextAddress());
      const someoneElse = await testTokens.sign(await userId('gold.member@example.com'));
      const mismatch = await server.call('POST', 'auth/token', {
        body: {
          grant_type: 'refresh_token',
          flow: 'app',
          refresh_token: refreshToken,
          device_id: deviceId,
        },
        headers: { Authorization: `Bearer ${someoneElse}` },
      });
      expect(mismatch.status).toBe(403);
      expect(mismatch.body.message).toBe('refresh_token does not belong to the current user');
      const expired = await testTokens.sign(await userId('pink.member@example.com'), {
        now: new Date(Date.now() - 60 * 60_000),
      });
      const refreshed = await server.call('POST', 'auth/token', {
        body: {
          grant_type: 'refresh_token',
          flow: 'app',
          refresh_token: refreshToken,
          device_id: deviceId,
        },
        headers: { Authorization: `Bearer ${expired}` },
      });
      expect(refreshed.status).toBe(200);
    });
  });

  describe('DELETE sessions', () => {
    it('signs out: clears the cookies, revokes the refresh family and ends the access token at once', async () => {
      const { client, answer } = await signIn('gold.member@example.com');
      const { accessToken } = answer.body.data as Record<string, string>;
      const out = await client.call('DELETE', 'sessions');
      expect(out).toMatchObject({ status: 200, body: { data: { deleted: true } } });
      for (const name of ['jwt-data', 'jwt-signature', 'jwt-refresh-token']) {
        expect(out.cookies.get(name)).toMatchObject({
          value: '',
          attributes: { 'max-age': '0', path: '/' },
        });
      }
      expect(out.cookies.has('device-id')).toBe(false);
      const old = browser(shop.api, nextAddress());
      old.jar.set('jwt-refresh-token', answer.body.data.refreshToken);
      expect(
        (
          await old.call('POST', 'auth/token', {
            body: { grant_type: 'refresh_token', flow: 'client' },
          })
        ).status,
      ).toBe(401);
      const reuse = await old.call('GET', 'user', {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(reuse.status).toBe(401);
      const verify = await old.call('POST', 'auth/token/verify', { body: { token: accessToken } });
      expect(verify.body.data).toEqual({ active: false, userId: null, expiresAt: null });
    });

    it('is harmless for a guest, and refuses a refresh token of another member', async () => {
      expect((await browser(shop.api, nextAddress()).call('DELETE', 'sessions')).status).toBe(200);
      const gold = await signIn('gold.member@example.com');
      const pink = await signIn('pink.member@example.com');
      gold.client.jar.set('jwt-refresh-token', pink.answer.body.data.refreshToken);
      const mixed = await gold.client.call('DELETE', 'sessions');
      expect(mixed.status).toBe(403);
      expect(mixed.body.message).toBe('jwt-refresh-token does not belong to the current user');
    });
  });

  describe('POST auth/token/verify', () => {
    it('says whether a token is valid, whose, until when', async () => {
      const { answer } = await signIn('white.member@example.com');
      const client = browser(shop.api, nextAddress());
      const verify = await client.call('POST', 'auth/token/verify', {
        body: { token: answer.body.data.accessToken },
      });
      expect(verify.status).toBe(200);
      expect(verify.body.data).toMatchObject({
        active: true,
        userId: await userId('white.member@example.com'),
      });
      expect(Date.parse(verify.body.data.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
      for (const token of ['abc.def.ghi', `${answer.body.data.accessToken}x`]) {
        expect(
          (await client.call('POST', 'auth/token/verify', { body: { token } })).body.data.active,
        ).toBe(false);
      }
      expect((await client.call('POST', 'auth/token/verify', { body: {} })).status).toBe(400);
    });
  });

  describe('POST auth/social', () => {
    const idToken = async (
      key: Parameters<SignJWT['sign']>[0],
      subject: string,
      issuer = 'https://accounts.google.com',
    ) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject(subject)
        .setIssuer(issuer)
        .setAudience('beauty-web')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    afterEach(() => {
      delete process.env.COMMERCE_SOCIAL_PROVIDERS;
    });

    it("answers 'Google account not yet linked, please register.' for an unlinked identity", async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const answer = await browser(shop.api, nextAddress()).call('POST', 'auth/social', {
        body: { provider: 'google', idToken: await idToken(privateKey, 'google-unlinked') },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Google account not yet linked, please register.');
    });

    it('signs a linked member in with a verified identity token, never with an unverified one', async () => {
      const { privateKey, publicKey } = await generateKeyPair('RS256');
      const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
      await shop.db.query(
        "INSERT INTO social_identities (provider, subject, user_id) VALUES ('google', 'google-linked', $1)",
        [await userId('new.member@example.com')],
      );
      const body = { provider: 'google', idToken: await idToken(privateKey, 'google-linked') };
      const unverified = await browser(shop.api, nextAddress()).call('POST', 'auth/social', {
        body,
      });
      expect(unverified.status).toBe(401);
      process.env.COMMERCE_SOCIAL_PROVIDERS = JSON.stringify({
        google: { audience: 'beauty-web', jwks: { keys: [jwk] } },
      });
      const signedIn = await browser(shop.api, nextAddress()).call('POST', 'auth/social', { body });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.account.firstName).toBe('Olivia');
      expect(signedIn.cookies.get('jwt-signature')?.attributes.httponly).toBe(true);
      const { privateKey: forger } = await generateKeyPair('RS256');
      const forged = await browser(shop.api, nextAddress()).call('POST', 'auth/social', {
        body: { provider: 'google', idToken: await idToken(forger, 'google-linked') },
      });
      expect(forged.status).toBe(401);
      const garbage = await browser(shop.api, nextAddress()).call('POST', 'auth/social', {
        body: { provider: 'google', idToken: 'not-a-token' },
      });
      expect(garbage).toMatchObject({ status: 401, body: { message: 'Authentication failed.' } });
    });
  });
});
