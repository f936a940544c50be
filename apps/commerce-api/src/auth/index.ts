// Auth: who is asking (the session of a signed-in member, the device of a guest) and the
// credentials behind it (passwords, tokens, sign-in throttling, social identities, the signing
// secret). Other modules enter it only through this file.

/** Access tokens and the session of a request: the member it names, if any. */
export {
  ACCESS_TOKEN_TTL_SECONDS,
  AccessTokens,
  requestToken,
  requireUser,
  sessionUser,
  type AccessTokenClaims,
  type SessionUser,
} from './session.js';

/** The device id of a request (its `device-id` cookie): it keys a guest's bag and lists. */
export { ensureDeviceId, readDeviceId } from './device.js';

/** The session cookies a sign-in sets and a sign-out clears. */
export {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  clearSessionCookies,
  SESSION_COOKIE_NAMES,
  setSessionCookies,
} from './cookies.js';

/** Password hashing (scrypt) and checking. */
export { hashPassword, verifyPassword } from './password.js';

/** Refresh tokens (rotated, revoked by family) and other secret tokens, stored hashed. */
export {
  findRefreshToken,
  hashToken,
  issueRefreshToken,
  markRotated,
  newSecretToken,
  REFRESH_REUSE_GRACE_SECONDS,
  revokeAllSessions,
  revokeFamily,
} from './tokens.js';

/** Sign-in throttling: a password check is reserved before it is made, then recorded. */
export {
  forgiveSignInFailures,
  MAX_FAILURES_PER_EMAIL_AND_CLIENT,
  recordSignInFailure,
  recordSignInSuccess,
  reserveSignInAttempt,
} from './throttle.js';

/** Identity tokens of social sign-in providers. */
export { notLinkedMessage, readIdentityToken } from './social.js';

/** The access-token signing secret: the given one, or the embedded database's own. */
export { resolveSigningSecret } from './signing-secret.js';

/** Auth's parts of the shipped migrations, for the list in `db/migrations.ts`. */
export * as authMigrations from './migrations.js';
