import { OIDC_STANDIN_CLIENT_ID, OIDC_STANDIN_PATH, oidcStandInRoutes } from '@beauty/commerce-api';
import { Hono } from 'hono';

/** Where the shop sends a shopper to sign in with Google, and the shop's client id there. */
export interface GoogleSignInConfig {
  clientId: string;
  /** The provider's authorization endpoint: a URL, or a path of the shop (the local stand-in). */
  authorizationUrl: string;
  /** The provider's token endpoint, called from the browser with the PKCE verifier. */
  tokenUrl: string;
}

/** Google's endpoints, unless `SHOP_GOOGLE_AUTHORIZATION_URL` / `SHOP_GOOGLE_TOKEN_URL` say otherwise. */
export const GOOGLE_AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** The variables {@link readGoogleSignIn} reads. */
export interface GoogleSignInEnv {
  SHOP_GOOGLE_CLIENT_ID?: string;
  SHOP_GOOGLE_AUTHORIZATION_URL?: string;
  SHOP_GOOGLE_TOKEN_URL?: string;
  NODE_ENV?: string;
}

/** Sign-in with Google as the pages offer it, and what the server mounts for it. */
export interface GoogleSignIn {
  /** What the pages are told (`boot.googleSignIn`); `null` hides the button. */
  config: GoogleSignInConfig | null;
  /** The local OIDC stand-in's routes, under `/oidc-standin`, when it plays Google's part. */
  standIn: Hono | null;
  /** Origins the pages exchange codes with, for the Content-Security-Policy. */
  connectSources: string[];
}

const httpsUrl = (name: string, value: string): string => {
  const url = new URL(value);
  if (url.protocol !== 'https:') throw new Error(`${name} must be an https URL`);
  return url.href;
};

/**
 * With `SHOP_GOOGLE_CLIENT_ID`, pages sign in with Google itself (the API verifies its tokens
 * with the keys of `COMMERCE_SOCIAL_PROVIDERS`). Without it, outside production mode, the API's
 * OIDC stand-in plays Google on this origin; in production there is no Google sign-in.
 */
export function readGoogleSignIn(env: GoogleSignInEnv): GoogleSignIn {
  if (env.SHOP_GOOGLE_CLIENT_ID) {
    const tokenUrl = httpsUrl(
      'SHOP_GOOGLE_TOKEN_URL',
      env.SHOP_GOOGLE_TOKEN_URL || GOOGLE_TOKEN_URL,
    );
    return {
      config: {
        clientId: env.SHOP_GOOGLE_CLIENT_ID,
        authorizationUrl: httpsUrl(
          'SHOP_GOOGLE_AUTHORIZATION_URL',
          env.SHOP_GOOGLE_AUTHORIZATION_URL || GOOGLE_AUTHORIZATION_URL,
        ),
        tokenUrl,
      },
      standIn: null,
      connectSources: [new URL(tokenUrl).origin],
    };
  }
  if (env.NODE_ENV === 'production') return { config: null, standIn: null, connectSources: [] };
  return {
    config: {
      clientId: OIDC_STANDIN_CLIENT_ID,
      authorizationUrl: `${OIDC_STANDIN_PATH}/authorize`,
      tokenUrl: `${OIDC_STANDIN_PATH}/token`,
    },
    standIn: new Hono().route(OIDC_STANDIN_PATH, oidcStandInRoutes()),
    connectSources: [],
  };
}
