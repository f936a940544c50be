import { exportJWK, generateKeyPair, type CryptoKey, type JSONWebKeySet } from 'jose';

/** The stand-in's issuer (`iss` of its ID tokens): no real provider ever issues it. */
export const OIDC_STANDIN_ISSUER = 'urn:beauty:oidc-standin';
/** The client id the shop uses at the stand-in: the `aud` of its ID tokens. */
export const OIDC_STANDIN_CLIENT_ID = 'beauty-shop';
/** Id of the stand-in's signing key in its JWKS. */
const KEY_ID = 'oidc-standin-1';

interface SigningKeys {
  privateKey: CryptoKey;
  jwks: JSONWebKeySet;
}

// One key pair per process, made on first use: the stand-in and the API that trusts it run in
// the same process, so tokens signed before a restart are simply no longer trusted.
let keys: Promise<SigningKeys> | undefined;

/** The stand-in's signing key and its public JWKS. */
export function standInKeys(): Promise<SigningKeys> {
  keys ??= generateKeyPair('ES256', { extractable: true }).then(async (pair) => ({
    privateKey: pair.privateKey,
    jwks: {
      keys: [{ ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: 'ES256', use: 'sig' }],
    },
  }));
  return keys;
}

/** The key id the stand-in signs with. */
export const STANDIN_KEY_ID = KEY_ID;

/**
 * How the API verifies the stand-in's ID tokens: its issuer, the shop's client id there and its
 * public keys.
 */
export async function standInVerification(): Promise<{
  issuer: string;
  audience: string;
  jwks: JSONWebKeySet;
}> {
  return {
    issuer: OIDC_STANDIN_ISSUER,
    audience: OIDC_STANDIN_CLIENT_ID,
    jwks: (await standInKeys()).jwks,
  };
}
