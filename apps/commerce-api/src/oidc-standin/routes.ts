import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { SignJWT } from 'jose';
import {
  OIDC_STANDIN_CLIENT_ID,
  OIDC_STANDIN_ISSUER,
  STANDIN_KEY_ID,
  standInKeys,
} from './keys.js';

/** An authorization code is exchanged within this many seconds, once. */
export const CODE_TTL_SECONDS = 120;
/** ID tokens are valid for this many seconds. */
export const ID_TOKEN_TTL_SECONDS = 600;
/** Codes waiting for their exchange at most; the oldest are dropped beyond it. */
const MAX_PENDING_CODES = 1000;

/** What the tester's choice on the authorization page grants, until its code is exchanged. */
interface Grant {
  clientId: string;
  redirectUri: string;
  nonce: string;
  codeChallenge: string;
  subject: string;
  email: string;
  expiresAt: number;
}

/** The parameters of an authorization request, as the shop sends them. */
interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * The redirect URI must be a page of the origin the stand-in is served on: the stand-in never
 * sends a code anywhere else.
 */
function sameOriginRedirect(c: Context, value: string): string | null {
  try {
    const own = new URL(c.req.url);
    const target = new URL(value, own);
    return target.origin === own.origin && !target.hash ? target.href : null;
  } catch {
    return null;
  }
}

/** Reads and checks an authorization request (query or form): `null` when it is not one. */
function authorizationRequest(
  c: Context,
  read: (name: string) => string | undefined,
): AuthorizationRequest | null {
  const redirectUri = sameOriginRedirect(c, read('redirect_uri') ?? '');
  const request = {
    clientId: read('client_id') ?? '',
    state: read('state') ?? '',
    nonce: read('nonce') ?? '',
    codeChallenge: read('code_challenge') ?? '',
  };
  const valid =
    redirectUri !== null &&
    request.clientId === OIDC_STANDIN_CLIENT_ID &&
    (read('response_type') ?? 'code') === 'code' &&
    read('code_challenge_method') === 'S256' &&
    /^[\w-]{43}$/.test(request.codeChallenge) &&
    request.state.length > 0 &&
    request.state.length <= 512 &&
    request.nonce.length > 0 &&
    request.nonce.length <= 512;
  return valid ? { ...request, redirectUri } : null;
}

const badRequest = (c: Context, error: string, description: string) =>
  c.json({ error, error_description: description }, 400);

/**
 * A local stand-in for an OpenID Connect provider (Google's role in sign-in), for development and
 * tests: the authorization page (a tester enters the email and subject the "provider" vouches
 * for), the token endpoint (authorization code with PKCE S256, an ES256-signed ID token carrying
 * the nonce), its JWKS and discovery document. Relative to where it is mounted.
 */
export function oidcStandInRoutes(): Hono {
  const app = new Hono();
  const grants = new Map<string, Grant>();

  app.get('/.well-known/openid-configuration', (c) => {
    const base = new URL(c.req.url);
    const root = base.pathname.replace(/\/\.well-known\/openid-configuration$/, '');
    const at = (path: string) => `${base.origin}${root}${path}`;
    return c.json({
      issuer: OIDC_STANDIN_ISSUER,
      authorization_endpoint: at('/authorize'),
      token_endpoint: at('/token'),
      jwks_uri: at('/jwks'),
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code'],
    });
  });

  app.get('/jwks', async (c) => c.json((await standInKeys()).jwks));

  // The consent page: a plain form, no script, so it runs under the shop's CSP as it is.
  app.get('/authorize', (c) => {
    const request = authorizationRequest(c, (name) => c.req.query(name));
    if (!request) {
      return badRequest(c, 'invalid_request', 'Unknown client, redirect URI or PKCE parameters');
    }
    const hidden = Object.entries({
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    }).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`);
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Sign in with Google (local stand-in)</title>
          </head>
          <body>
            <main>
              <h1>Sign in with Google (local stand-in)</h1>
              <p>Choose the Google account this sign-in vouches for.</p>
              <form method="post">
                ${hidden}
                <p>
                  <label for="email">Email</label>
                  <input id="email" name="email" type="email" required />
                </p>
                <p>
                  <label for="subject">Subject (the account's id at Google)</label>
                  <input id="subject" name="subject" required pattern="[A-Za-z0-9_.-]{1,255}" />
                </p>
                <button type="submit">Continue</button>
              </form>
            </main>
          </body>
        </html>`,
    );
  });

  app.post('/authorize', async (c) => {
    const form = await c.req.parseBody();
    const read = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
    const request = authorizationRequest(c, read);
    const subject = read('subject') ?? '';
    const email = (read('email') ?? '').trim().toLowerCase();
    if (!request || !/^[\w.-]{1,255}$/.test(subject) || !/^[^\s@]+@[^\s@]+$/.test(email)) {
      return badRequest(c, 'invalid_request', 'An email and a subject are needed');
    }
    const code = base64url(randomBytes(32));
    if (grants.size >= MAX_PENDING_CODES) grants.delete(grants.keys().next().value!);
    grants.set(code, {
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      nonce: request.nonce,
      codeChallenge: request.codeChallenge,
      subject,
      email,
      expiresAt: Date.now() + CODE_TTL_SECONDS * 1000,
    });
    const target = new URL(request.redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', request.state);
    return c.redirect(target.href, 303);
  });

  app.post('/token', async (c) => {
    const form = await c.req.parseBody();
    const read = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    if (read('grant_type') !== 'authorization_code') {
      return badRequest(c, 'unsupported_grant_type', 'Only authorization_code is supported');
    }
    const code = read('code');
    const grant = grants.get(code);
    // A code works once, whatever the outcome.
    grants.delete(code);
    const challenge = base64url(createHash('sha256').update(read('code_verifier')).digest());
    if (
      !grant ||
      grant.expiresAt < Date.now() ||
      grant.clientId !== read('client_id') ||
      grant.redirectUri !== sameOriginRedirect(c, read('redirect_uri')) ||
      grant.codeChallenge !== challenge
    ) {
      return badRequest(c, 'invalid_grant', 'The code is unknown, used, expired or not yours');
    }
    const { privateKey } = await standInKeys();
    const idToken = await new SignJWT({
      email: grant.email,
      email_verified: true,
      nonce: grant.nonce,
    })
      .setProtectedHeader({ alg: 'ES256', kid: STANDIN_KEY_ID, typ: 'JWT' })
      .setIssuer(OIDC_STANDIN_ISSUER)
      .setAudience(grant.clientId)
      .setSubject(grant.subject)
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
      .sign(privateKey);
    c.header('Cache-Control', 'no-store');
    return c.json({
      access_token: base64url(randomBytes(32)),
      token_type: 'Bearer',
      expires_in: ID_TOKEN_TTL_SECONDS,
      id_token: idToken,
    });
  });

  return app;
}
