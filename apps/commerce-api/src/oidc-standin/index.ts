// OIDC stand-in: a local OpenID Connect provider playing Google's part in social sign-in, for
// development and tests. Not part of `/api/web/v1`: the shop mounts it apart (`/oidc-standin`),
// and only outside production when no real provider is configured. Other modules enter it only
// through this file.

/** The stand-in's routes: authorization page, token endpoint, JWKS and discovery. */
export { oidcStandInRoutes, CODE_TTL_SECONDS, ID_TOKEN_TTL_SECONDS } from './routes.js';

/** Who the stand-in is (issuer, the shop's client id) and how its ID tokens are verified. */
export { OIDC_STANDIN_CLIENT_ID, OIDC_STANDIN_ISSUER, standInVerification } from './keys.js';

/** Where the shop mounts the stand-in. */
export const OIDC_STANDIN_PATH = '/oidc-standin';
