import { createLocalJWKSet, decodeJwt, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { OIDC_STANDIN_ISSUER, standInVerification } from '../oidc-standin/index.js';

/** Social providers a shopper can sign in with. */
export type SocialProvider = 'google' | 'facebook' | 'apple' | 'line';

const issuers: Record<SocialProvider, string[]> = {
  google: ['https://accounts.google.com', 'accounts.google.com'],
  facebook: ['https://www.facebook.com'],
  apple: ['https://appleid.apple.com'],
  line: ['https://access.line.me'],
};

/**
 * How a provider's identity tokens are verified: its public keys, our client id there and, for a
 * provider other than the real one (the local stand-in), its issuer.
 */
interface ProviderKeys {
  audience: string;
  jwks: JSONWebKeySet;
  issuer?: string;
}

/**
 * Verification keys per provider, from `COMMERCE_SOCIAL_PROVIDERS` (JSON:
 * `{ "google": { "audience": "<client id>", "jwks": { "keys": [...] } } }`). The API never calls a
 * provider: keys are configured, so sign-in works offline and in tests. Unset outside production,
 * a Google token issued by the local OIDC stand-in is verified with the stand-in's keys; in
 * production nothing is trusted unless configured.
 */
async function providerKeys(
  provider: SocialProvider,
  idToken: string,
): Promise<ProviderKeys | undefined> {
  const raw = process.env.COMMERCE_SOCIAL_PROVIDERS;
  if (!raw) {
    const standIn =
      provider === 'google' &&
      process.env.NODE_ENV !== 'production' &&
      issuerOf(idToken) === OIDC_STANDIN_ISSUER;
    return standIn ? standInVerification() : undefined;
  }
  try {
    return (JSON.parse(raw) as Partial<Record<SocialProvider, ProviderKeys>>)[provider];
  } catch {
    return undefined;
  }
}

/** The issuer a token names, unverified; `undefined` for what is not a JWT. */
function issuerOf(idToken: string): string | undefined {
  try {
    return decodeJwt(idToken).iss;
  } catch {
    return undefined;
  }
}

/** What an identity token says: the provider's subject, and whether its signature was checked. */
export interface SocialIdentity {
  subject: string;
  verified: boolean;
}

/**
 * Reads a provider's identity token. With the provider's keys configured it is verified
 * (signature, issuer, audience, expiry); without them only decoded, and such an identity may be
 * told it is not linked but never signs anyone in. `null` for a token that is not one.
 */
export async function readIdentityToken(
  provider: SocialProvider,
  idToken: string,
): Promise<SocialIdentity | null> {
  const keys = await providerKeys(provider, idToken);
  try {
    if (keys) {
      const { payload } = await jwtVerify(idToken, createLocalJWKSet(keys.jwks), {
        issuer: keys.issuer ?? issuers[provider],
        audience: keys.audience,
      });
      return payload.sub ? { subject: payload.sub, verified: true } : null;
    }
    const payload = decodeJwt(idToken);
    const issuer = payload.iss ?? '';
    if (!payload.sub || !issuers[provider].includes(issuer)) return null;
    if (typeof payload.exp === 'number' && payload.exp * 1000 < Date.now()) return null;
    return { subject: payload.sub, verified: false };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** The answer to an identity no member has linked (spec section 8 words it for Google). */
export function notLinkedMessage(provider: SocialProvider): string {
  const name = { google: 'Google', facebook: 'Facebook', apple: 'Apple', line: 'LINE' }[provider];
  return `${name} account not yet linked, please register.`;
}
