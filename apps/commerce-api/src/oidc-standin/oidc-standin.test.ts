import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../test/api.js';
import { browser } from '../test/browser.js';
import { engines } from '../test/databases.js';
import { OIDC_STANDIN_CLIENT_ID, OIDC_STANDIN_ISSUER, oidcStandInRoutes } from './index.js';

const ORIGIN = 'http://shop.test';
const REDIRECT = `${ORIGIN}/sign_in/google`;
const verifier = 'v'.repeat(43);
const challenge = createHash('sha256').update(verifier).digest('base64url');

/** The authorization request the shop sends, with overrides. */
const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: OIDC_STANDIN_CLIENT_ID,
    redirect_uri: REDIRECT,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  });

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Goes through the stand-in's page as a tester would: the code it redirects back with. */
async function authorize(
  app: ReturnType<typeof oidcStandInRoutes>,
  account: { email: string; subject: string },
  overrides: Record<string, string> = {},
): Promise<string> {
  const query = Object.fromEntries(authorizeQuery(overrides));
  const answer = await app.request(`${ORIGIN}/authorize`, form({ ...query, ...account }));
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe(overrides.state ?? 'state-1');
  return back.searchParams.get('code')!;
}

/** Exchanges a code at the token endpoint. */
const exchange = (
  app: ReturnType<typeof oidcStandInRoutes>,
  code: string,
  codeVerifier = verifier,
) =>
  app.request(
    `${ORIGIN}/token`,
    form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: OIDC_STANDIN_CLIENT_ID,
      code_verifier: codeVerifier,
    }),
  );

/** An ID token of the stand-in for an account, through the whole flow. */
async function standInIdToken(account: { email: string; subject: string }): Promise<string> {
  const app = oidcStandInRoutes();
  const answer = await exchange(app, await authorize(app, account));
  return ((await answer.json()) as { id_token: string }).id_token;
}

describe('the OIDC stand-in', () => {
  it('shows its page for a well-formed request and refuses other clients, sites and PKCE-less ones', async () => {
    const app = oidcStandInRoutes();
    const page = await app.request(`${ORIGIN}/authorize?${authorizeQuery()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain('name="state" value="state-1"');
    const refusals: Record<string, string>[] = [
      { client_id: 'someone-else' },
      { redirect_uri: 'https://evil.example/sign_in/google' },
      { redirect_uri: '//evil.example/x' },
      { code_challenge_method: 'plain' },
      { code_challenge: 'short' },
      { state: '' },
      { nonce: '' },
    ];
    for (const overrides of refusals) {
      const refused = await app.request(`${ORIGIN}/authorize?${authorizeQuery(overrides)}`);
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
    }
    const escaped = await app.request(
      `${ORIGIN}/authorize?${authorizeQuery({ state: '"><script>alert(1)</script>' })}`,
    );
    expect(await escaped.text()).not.toContain('<script>');
  });

  it('exchanges a code once, with its PKCE verifier, for an ID token its JWKS verifies', async () => {
    const app = oidcStandInRoutes();
    const account = { email: 'Ana@Example.com', subject: 'google-123' };
    const wrongVerifier = await exchange(app, await authorize(app, account), 'w'.repeat(43));
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    const code = await authorize(app, account, { nonce: 'nonce-2' });
    const answer = await exchange(app, code);
    expect(answer.status).toBe(200);
    const { id_token: idToken, token_type: tokenType } = (await answer.json()) as Record<
      string,
      string
    >;
    expect(tokenType).toBe('Bearer');
    const jwks = (await (await app.request(`${ORIGIN}/jwks`)).json()) as Parameters<
      typeof createLocalJWKSet
    >[0];
    const { payload } = await jwtVerify(idToken!, createLocalJWKSet(jwks), {
      issuer: OIDC_STANDIN_ISSUER,
      audience: OIDC_STANDIN_CLIENT_ID,
    });
    expect(payload).toMatchObject({
      sub: 'google-123',
      email: 'ana@example.com',
      email_verified: true,
      nonce: 'nonce-2',
    });
    expect((await exchange(app, code)).status).toBe(400);
  });

  it('describes itself at the discovery address', async () => {
    const app = oidcStandInRoutes();
    const discovery = await app.request(`${ORIGIN}/.well-known/openid-configuration`);
    expect(await discovery.json()).toMatchObject({
      issuer: OIDC_STANDIN_ISSUER,
      authorization_endpoint: `${ORIGIN}/authorize`,
      token_endpoint: `${ORIGIN}/token`,
      jwks_uri: `${ORIGIN}/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
  });
});

describe.each(engines)('sign-in with the stand-in playing Google on %s', (engine) => {
  const shop = useTestApi(engine);
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
  });

  it('tells an unlinked identity to register, links it at registration, then signs it in', async () => {
    const account = { email: 'linked.google@example.com', subject: 'google-standin-1' };
    const idToken = await standInIdToken(account);
    const guest = browser(shop.api, '198.51.100.201');
    const unlinked = await guest.call('POST', 'auth/social', {
      body: { provider: 'google', idToken },
    });
    expect(unlinked).toMatchObject({
      status: 404,
      body: { message: 'Google account not yet linked, please register.' },
    });
    const registered = await guest.call('POST', 'user', {
      body: {
        email: account.email,
        password: 'Linked#2026',
        passwordConfirmation: 'Linked#2026',
        firstName: 'Lin',
        lastName: 'Ked',
        phone: null,
        birthday: null,
        consents: {
          dataCollection: true,
          thirdPartyDisclosure: true,
          over14: true,
          marketing: false,
        },
        social: { provider: 'google', idToken },
      },
    });
    expect(registered.status).toBe(201);
    const signedIn = await browser(shop.api, '198.51.100.202').call('POST', 'auth/social', {
      body: { provider: 'google', idToken: await standInIdToken(account) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.account.firstName).toBe('Lin');
  });

  it('never trusts the stand-in in production mode', async () => {
    const idToken = await standInIdToken({ email: 'x@example.com', subject: 'google-standin-2' });
    process.env.NODE_ENV = 'production';
    const refused = await browser(shop.api, '198.51.100.203').call('POST', 'auth/social', {
      body: { provider: 'google', idToken },
    });
    expect(refused).toMatchObject({ status: 401, body: { message: 'Authentication failed.' } });
  });

  it('refuses to link an identity token whose signature it cannot check', async () => {
    const registered = await browser(shop.api, '198.51.100.204').call('POST', 'user', {
      body: {
        email: 'forged.link@example.com',
        password: 'Forged#2026',
        passwordConfirmation: 'Forged#2026',
        firstName: 'For',
        lastName: 'Ged',
        phone: null,
        birthday: null,
        consents: {
          dataCollection: true,
          thirdPartyDisclosure: true,
          over14: true,
          marketing: false,
        },
        social: { provider: 'google', idToken: 'e30.e30.e30' },
      },
    });
    expect(registered).toMatchObject({ status: 401, body: { message: 'Authentication failed.' } });
  });
});
