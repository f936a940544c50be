// Sessions under concurrency: 1,000 requests with an expired token through the SDK, a refresh
// that fails under 1,000 waiters, two tabs refreshing at once (over HTTP through both instances,
// and in Chromium), and a refresh token replayed after the grace window.
import {
  CommerceSessionExpiredError,
  createCommerceClient,
  createMemoryCookieStore,
} from '@beauty/commerce-sdk';
import { chromium } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { chromiumLaunchOptions } from '../../playwright-chromium.js';
import { exactly, holds } from './figures.js';
import { ok } from './flows.js';
import type { Harness } from './harness.js';
import { registration, Shopper, type Answer } from './shopper.js';

const section = 'Sessions';

/** The member's access token, signed again with an expiry in the past (same member, same sign-in). */
async function expiredTwin(accessToken: string, signingSecret: string): Promise<string> {
  const claims = decodeJwt(accessToken);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims.sid ? { sid: claims.sid } : {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(signingSecret));
}

/** An error with the messages of its causes, which say why a network request failed. */
function withCause(reason: unknown): string {
  const causes: string[] = [];
  for (let cause = (reason as Error)?.cause; cause instanceof Error; cause = cause.cause)
    causes.push(cause.message);
  return causes.length ? `${String(reason)} (cause: ${causes.join(': ')})` : String(reason);
}

/** A member registered for this run, signed in: its shopper and tokens. */
async function member(base: string, name: string) {
  const email = `${name}@example.com`;
  const shopper = new Shopper(base);
  await shopper.call('POST', 'user', { body: registration(email) });
  const answer = await shopper.signIn(email, registration(email).password);
  return {
    email,
    shopper,
    tokens: answer.body.data as { accessToken: string; refreshToken: string },
  };
}

/** An SDK client (server flow: a memory cookie store) holding an expired token; counts refreshes. */
async function sdkWithExpiredToken(
  base: string,
  signedIn: Awaited<ReturnType<typeof member>>,
  signingSecret: string,
) {
  const expired = await expiredTwin(signedIn.tokens.accessToken, signingSecret);
  const cut = expired.lastIndexOf('.');
  const refreshes = { total: 0 };
  const client = createCommerceClient({
    baseUrl: base,
    country: 'sg',
    language: 'en',
    cookies: createMemoryCookieStore({
      'jwt-data': expired.slice(0, cut),
      'jwt-signature': expired.slice(cut + 1),
      'jwt-refresh-token': signedIn.tokens.refreshToken,
      'device-id': signedIn.shopper.jar.get('device-id')!,
    }),
    fetch: (input, init) => {
      if (String(input).includes('/auth/token')) refreshes.total += 1;
      return fetch(input, init);
    },
  });
  return { client, refreshes };
}

export async function sessions(harness: Harness): Promise<void> {
  console.log('\n3. Sessions: refreshes under concurrency, two tabs, replays');
  const { cluster, signingSecret, seed, postgres } = harness;
  const [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
  const callers = 1_000;

  // 1,000 concurrent calls with an expired token: one refresh, 1,000 answers.
  {
    const signedIn = await member(cluster.url, `sdk.${seed}`);
    const { client, refreshes } = await sdkWithExpiredToken(cluster.url, signedIn, signingSecret);
    const results = await Promise.allSettled(
      Array.from({ length: callers }, () => client.user.list()),
    );
    const succeeded = results.filter(
      (result) => result.status === 'fulfilled' && result.value.data.email === signedIn.email,
    ).length;
    exactly(
      section,
      `${callers} concurrent calls with an expired token (SDK): refreshes`,
      refreshes.total,
      1,
    );
    const failure = results.find((result) => result.status === 'rejected') as
      PromiseRejectedResult | undefined;
    exactly(
      section,
      `${callers} concurrent calls with an expired token (SDK): successes`,
      succeeded,
      callers,
      failure ? withCause(failure.reason) : '',
    );
  }

  // The refresh fails (the member signed out everywhere): every waiter, the same typed error.
  {
    const signedIn = await member(cluster.url, `sdk.revoked.${seed}`);
    const other = new Shopper(cluster.url);
    await other.signIn(signedIn.email, registration(signedIn.email).password);
    ok(await other.call('DELETE', 'sessions?scope=all'), 'sign out everywhere');
    const { client, refreshes } = await sdkWithExpiredToken(cluster.url, signedIn, signingSecret);
    const results = await Promise.allSettled(
      Array.from({ length: callers }, () => client.user.list()),
    );
    const reasons = results.map((result) =>
      result.status === 'rejected' ? result.reason : undefined,
    );
    const first = reasons[0];
    exactly(section, `a refused refresh under ${callers} waiters: refreshes`, refreshes.total, 1);
    exactly(
      section,
      `a refused refresh under ${callers} waiters: callers given the same CommerceSessionExpiredError`,
      reasons.filter((reason) => reason === first && reason instanceof CommerceSessionExpiredError)
        .length,
      callers,
      [...new Set(reasons.filter((reason) => reason !== first).map(withCause))]
        .slice(0, 3)
        .join('\n'),
    );
  }

  // Two tabs of one browser refresh at once, each through another instance: both stay signed in.
  {
    const signedIn = await member(cluster.url, `tabs.${seed}`);
    const tabs = [new Shopper(a), new Shopper(b)];
    for (const tab of tabs)
      for (const [name, value] of signedIn.shopper.jar) tab.jar.set(name, value);
    const body = { grant_type: 'refresh_token', flow: 'client' };
    const refreshed = await Promise.all(
      tabs.map((tab) => tab.call('POST', 'auth/token', { body })),
    );
    const reads = await Promise.all(
      tabs.map((tab, index) => tab.call('GET', 'user', { base: index ? a : b })),
    );
    exactly(
      section,
      'two tabs refreshing one token at once (two instances): refreshes granted',
      refreshed.filter((r) => r.status === 200).length,
      2,
    );
    exactly(
      section,
      'two tabs refreshing at once: tabs still signed in',
      reads.filter((r: Answer) => r.body?.data?.email === signedIn.email).length,
      2,
    );

    // The old token replayed after the grace window, even from the same device: the family dies.
    await postgres.query(
      'shop',
      "UPDATE refresh_tokens SET rotated_at = now() - interval '31 seconds' WHERE rotated_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = $1)",
      [signedIn.email],
    );
    const thief = new Shopper(cluster.url);
    for (const [name, value] of signedIn.shopper.jar) thief.jar.set(name, value);
    const replay = await thief.call('POST', 'auth/token', { body });
    const after = await tabs[0]!.call('GET', 'user');
    exactly(section, 'a refresh token replayed after the 30 s window: answer', replay.status, 401);
    exactly(section, 'after that replay, the tabs of the family: status', after.status, 401);
  }

  // Two real tabs in Chromium whose access token expired: one refresh (Web Locks), both signed in.
  {
    const signedIn = await member(cluster.url, `chromium.tabs.${seed}`);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const context = await browser.newContext({ baseURL: cluster.url });
      const expired = await expiredTwin(signedIn.tokens.accessToken, signingSecret);
      const cut = expired.lastIndexOf('.');
      const url = cluster.url;
      await context.addCookies([
        { name: 'jwt-data', value: expired.slice(0, cut), url },
        { name: 'jwt-signature', value: expired.slice(cut + 1), url, httpOnly: true },
        { name: 'jwt-refresh-token', value: signedIn.tokens.refreshToken, url, httpOnly: true },
        { name: 'device-id', value: signedIn.shopper.jar.get('device-id')!, url },
        {
          name: 'luxola-account',
          value: encodeURIComponent(JSON.stringify({ email: signedIn.email })),
          url,
        },
        { name: 'consent', value: 'accepted', url },
      ]);
      let refreshes = 0;
      context.on('request', (request) => {
        if (request.url().includes('/api/web/v1/auth/token')) refreshes += 1;
      });
      const pages = await Promise.all([context.newPage(), context.newPage()]);
      const accounts = await Promise.all(
        pages.map(async (page) => {
          const answered = page.waitForResponse(
            (response) =>
              response.url().includes('/api/web/v1/account') && response.status() === 200,
            { timeout: 30_000 },
          );
          await page.goto('/account');
          return answered.then(
            () => true,
            () => false,
          );
        }),
      );
      exactly(
        section,
        'two Chromium tabs with an expired token: tabs that read the account',
        accounts.filter(Boolean).length,
        2,
      );
      exactly(
        section,
        'two Chromium tabs with an expired token: refreshes (Web Locks)',
        refreshes,
        1,
      );
      await pages[0]!.reload();
      const still = await pages[0]!.evaluate(
        async () =>
          (await fetch('/api/web/v1/user', { headers: { 'X-Site-Country': 'sg' } })).status,
      );
      holds(
        section,
        'both tabs still signed in after a reload',
        still === 200,
        `GET user → ${still}`,
      );
    } finally {
      await browser.close();
    }
  }
}
