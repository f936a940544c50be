import type { CommerceClient } from '@beauty/commerce-sdk';
import type { SocialLink } from '@beauty/commerce-sdk/contract';
import type { GoogleSignInConfig } from '../../../server/googleSignIn';
import { GOOGLE_CALLBACK_PATH } from './googleConfig';

/** What the shop keeps in the tab between sending the shopper to the provider and their return. */
interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}

const PENDING_KEY = 'beauty:google-sign-in';
const LINK_KEY = 'beauty:google-link';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** 32 random bytes, base64url: a state, a nonce or a PKCE verifier (43 characters). */
const randomValue = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** The PKCE S256 challenge of a verifier. */
async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

const redirectUri = () => new URL(GOOGLE_CALLBACK_PATH, window.location.origin).href;

/**
 * The authorization request of an authorization-code flow with PKCE: a fresh state (against
 * forged returns), nonce (against replayed ID tokens) and verifier, kept in this tab only.
 */
export async function authorizationUrl(
  config: GoogleSignInConfig,
  returnTo: string,
): Promise<string> {
  const pending: PendingSignIn = {
    state: randomValue(),
    nonce: randomValue(),
    verifier: randomValue(),
    returnTo,
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(config.authorizationUrl, window.location.origin);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri(),
    scope: 'openid email',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await challengeOf(pending.verifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

/** Why a return from the provider is refused. */
export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
}

/** The claims of a JWT's payload, unverified (the API verifies the signature). */
function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
}

/**
 * Completes the flow on the callback page: the state must be the one this tab sent, the code is
 * exchanged with the verifier (the SDK's `auth.social.exchangeCode`), and the ID token must carry
 * this tab's nonce. Each return is usable once.
 */
export async function completeSignIn(
  config: GoogleSignInConfig,
  params: { code?: string; state?: string },
  social: Pick<CommerceClient['auth']['social'], 'exchangeCode'>,
): Promise<{ idToken: string; email?: string; returnTo: string }> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = raw ? (JSON.parse(raw) as PendingSignIn) : undefined;
  if (!pending || !params.code || params.state !== pending.state) {
    throw new GoogleSignInError('The sign-in did not start in this tab');
  }
  const { idToken } = await social.exchangeCode({
    tokenUrl: config.tokenUrl,
    clientId: config.clientId,
    code: params.code,
    codeVerifier: pending.verifier,
    redirectUri: redirectUri(),
  });
  const claims = claimsOf(idToken);
  if (claims.nonce !== pending.nonce) throw new GoogleSignInError('The ID token is not this tab’s');
  const email = typeof claims.email === 'string' ? claims.email : undefined;
  return { idToken, email, returnTo: pending.returnTo };
}

/** A Google identity no member has linked, waiting for the registration that links it. */
export interface PendingLink {
  link: SocialLink;
  email?: string;
}

/** Keeps an unlinked identity in this tab for the registration page. */
export function keepPendingLink(pending: PendingLink): void {
  sessionStorage.setItem(LINK_KEY, JSON.stringify(pending));
}

/** The raw pending link of this tab (cheap to compare: see `usePendingLink`). */
export const readPendingLinkRaw = (): string | null => sessionStorage.getItem(LINK_KEY);

/** Forgets the pending link once the registration used it. */
export const clearPendingLink = (): void => sessionStorage.removeItem(LINK_KEY);
