import { describe, expect, it } from 'vitest';
import { TRUSTED_PROXIES_VARIABLE } from '../http/client-address.js';
import {
  MAX_FAILURES_PER_CLIENT,
  MAX_FAILURES_PER_EMAIL_AND_CLIENT,
  SLOW_DOWN_AFTER_FAILURES_PER_EMAIL,
  SLOW_DOWN_FIRST_DELAY_SECONDS,
  SLOW_DOWN_MAX_DELAY_SECONDS,
  THROTTLE_WINDOW_MINUTES,
} from './throttle.js';
import { createCommerceApi, readCommerceConfig } from '../index.js';
import { TEST_SIGNING_SECRET, useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';
import { browser, type Json } from '../test/browser.js';

const PASSWORD = 'Beauty#2026';
const WRONG = 'Wrong#Pass1';
const BLOCKED = 'This sign-in attempt was blocked.';
const PARALLEL_ATTEMPTS = 60;
let addressCounter = 0;
/** Each test signs in from its own addresses, so per-client throttling stays in its test. */
const nextAddress = () => `198.51.100.${++addressCounter}`;
const referenceIdOf = (body: Json) => body.data?.referenceId as string;

describe.each(engines)('sign-in throttling on %s', (engine) => {
  const shop = useTestApi(engine);

  const signIn = (
    email: string,
    password: string,
    address: string,
    { through = shop.api, forwardedFor }: { through?: typeof shop.api; forwardedFor?: string } = {},
  ) =>
    browser(through, address).call('POST', 'auth/token', {
      body: { grant_type: 'password', email, password },
      headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
    });
  const recorded = (email: string, outcome: string) =>
    shop.db.query<{ client: string; reference_id: string | null }>(
      'SELECT client, reference_id FROM sign_in_attempts WHERE email = $1 AND outcome = $2 ORDER BY id',
      [email, outcome],
    );

  it('lets at most the limit of parallel wrong passwords for one email and client reach the password check', async () => {
    const email = 'black.member@example.com';
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_ATTEMPTS }, () => signIn(email, WRONG, address)),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(
      MAX_FAILURES_PER_EMAIL_AND_CLIENT,
    );
    expect(await recorded(email, 'failed')).toHaveLength(MAX_FAILURES_PER_EMAIL_AND_CLIENT);
    const blocked = answers.filter((answer) => answer.status === 429);
    expect(blocked).toHaveLength(PARALLEL_ATTEMPTS - MAX_FAILURES_PER_EMAIL_AND_CLIENT);
    for (const answer of blocked) {
      expect(answer.body).toEqual({
        message: BLOCKED,
        statusCode: 429,
        statusMessage: 'Too Many Requests',
        data: { referenceId: expect.stringMatching(/^SI-[0-9A-F]{10}$/) },
      });
    }
    // Support finds every refused attempt by the reference id the shopper quotes.
    expect((await recorded(email, 'blocked')).map((row) => row.reference_id).sort()).toEqual(
      blocked.map((answer) => referenceIdOf(answer.body)).sort(),
    );
    expect((await signIn(email, PASSWORD, address)).status).toBe(429);
  });

  it('keeps a limit per client across emails, for parallel attempts too (credential stuffing)', async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_ATTEMPTS }, (_, index) =>
        signIn(`stuffed${index}@example.com`, WRONG, address),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(MAX_FAILURES_PER_CLIENT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
      PARALLEL_ATTEMPTS - MAX_FAILURES_PER_CLIENT,
    );
    const email = 'new.member@example.com';
    expect(await signIn(email, PASSWORD, address)).toMatchObject({
      status: 429,
      body: { message: BLOCKED },
    });
    expect((await signIn(email, PASSWORD, nextAddress())).status).toBe(200);
  });

  it("lets the owner in from another client after an attacker's failures: the attacker's client alone is locked", async () => {
    const email = 'staff.member@example.com';
    const attacker = nextAddress();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL_AND_CLIENT; attempt += 1) {
      expect((await signIn(email, WRONG, attacker)).status).toBe(401);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(email, WRONG, attacker)).status).toBe(429);
    }
    // Even the right password stays refused from the attacker's client: no oracle there.
    expect((await signIn(email, PASSWORD, attacker)).status).toBe(429);
    expect((await signIn(email, PASSWORD, nextAddress())).status).toBe(200);
    expect((await signIn(email, PASSWORD, attacker)).status).toBe(429);
    // The lock of the attacker's client ends with the window.
    await shop.db.query(
      `UPDATE sign_in_buckets SET window_started_at = window_started_at - make_interval(mins => $2)
       WHERE email = $1`,
      [email, THROTTLE_WINDOW_MINUTES + 1],
    );
    expect((await signIn(email, PASSWORD, attacker)).status).toBe(200);
  });

  it('slows attempts beyond the per-email limit across clients, doubling up to a cap, and never locks', async () => {
    const email = 'pink.member@example.com';
    for (let attempt = 0; attempt < SLOW_DOWN_AFTER_FAILURES_PER_EMAIL; attempt += 1) {
      expect((await signIn(email, WRONG, nextAddress())).status).toBe(401);
    }
    const waitOver = () =>
      shop.db.query(
        "UPDATE sign_in_buckets SET slowed_until = now() WHERE email = $1 AND client = ''",
        [email],
      );
    let delay = SLOW_DOWN_FIRST_DELAY_SECONDS;
    for (let step = 0; step < 7; step += 1) {
      const slowed = await signIn(email, PASSWORD, nextAddress());
      expect(slowed.status).toBe(429);
      expect(slowed.body.message).toBe(BLOCKED);
      const retryAfter = Number(slowed.headers.get('Retry-After'));
      // The delay started with the previous failure: a moment of it has passed.
      expect(retryAfter).toBeLessThanOrEqual(delay);
      expect(retryAfter).toBeGreaterThanOrEqual(Math.max(1, delay - 1));
      expect(slowed.body.data).toEqual({
        referenceId: expect.stringMatching(/^SI-/),
        retryAfterSeconds: retryAfter,
      });
      expect((await recorded(email, 'slowed')).map((row) => row.reference_id)).toContain(
        referenceIdOf(slowed.body),
      );
      await waitOver();
      expect((await signIn(email, WRONG, nextAddress())).status).toBe(401);
      delay = Math.min(delay * 2, SLOW_DOWN_MAX_DELAY_SECONDS);
    }
    expect(delay).toBe(SLOW_DOWN_MAX_DELAY_SECONDS);
    await waitOver();
    expect((await signIn(email, PASSWORD, nextAddress())).status).toBe(200);
  });

  it('clears the failures of the email and client, and of the email, on a successful sign-in', async () => {
    const email = 'white.member@example.com';
    const address = nextAddress();
    for (let attempt = 1; attempt < MAX_FAILURES_PER_EMAIL_AND_CLIENT; attempt += 1) {
      expect((await signIn(email, WRONG, address)).status).toBe(401);
    }
    expect((await signIn(email, PASSWORD, address)).status).toBe(200);
    expect(
      await shop.db.query('SELECT client FROM sign_in_buckets WHERE email = $1', [email]),
    ).toEqual([]);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL_AND_CLIENT; attempt += 1) {
      expect((await signIn(email, WRONG, address)).status).toBe(401);
    }
    expect((await signIn(email, PASSWORD, address)).status).toBe(429);
  });

  it('believes X-Forwarded-For only from a configured trusted proxy', async () => {
    const email = 'gold.member@example.com';
    const proxy = '10.0.0.1';
    expect((await signIn(email, WRONG, proxy, { forwardedFor: '203.0.113.50' })).status).toBe(401);
    expect((await recorded(email, 'failed')).map((row) => row.client)).toEqual([proxy]);

    const proxied = createCommerceApi({
      db: shop.db,
      signingSecret: TEST_SIGNING_SECRET,
      trustedProxies: readCommerceConfig({ [TRUSTED_PROXIES_VARIABLE]: '10.0.0.0/8' })
        .trustedProxies,
    });
    const viaProxy = (password: string, forwardedFor: string) =>
      signIn(email, password, proxy, { through: proxied, forwardedFor });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL_AND_CLIENT; attempt += 1) {
      // A shopper cannot choose its key: the forged left part is not believed.
      expect((await viaProxy(WRONG, `forged-${attempt}, 203.0.113.51`)).status).toBe(401);
    }
    expect((await recorded(email, 'failed')).map((row) => row.client).slice(1)).toEqual(
      Array(MAX_FAILURES_PER_EMAIL_AND_CLIENT).fill('203.0.113.51'),
    );
    expect((await viaProxy(PASSWORD, '203.0.113.51')).status).toBe(429);
    // Another shopper behind the same proxy is another client.
    expect((await viaProxy(PASSWORD, '203.0.113.52')).status).toBe(200);
  });
});
