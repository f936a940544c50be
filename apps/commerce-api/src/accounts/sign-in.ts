import { SessionCookies } from '@beauty/commerce-sdk';
import {
  authSocialCreate,
  authTokenCreate,
  authTokenVerifyCreate,
  ownershipMismatchMessage,
  ServerMessages,
  sessionsDelete,
  type TokensResponse,
} from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  clearSessionCookies,
  ensureDeviceId,
  findRefreshToken,
  hashPassword,
  issueRefreshToken,
  markRotated,
  notLinkedMessage,
  readDeviceId,
  readIdentityToken,
  recordSignInFailure,
  recordSignInSuccess,
  requestToken,
  reserveSignInAttempt,
  revokeAllSessions,
  revokeFamily,
  setSessionCookies,
  verifyPassword,
} from '../auth/index.js';
import { mergeGuestBag } from '../bag/index.js';
import type { Database } from '../db/database.js';
import { requestClient, type TrustedProxies } from '../http/client-address.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { accountSummary } from './members.js';

const authenticationFailed = () => new ApiError(401, 'Authentication failed.');

// Verifying against a throwaway hash when the email is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));

/**
 * Sign-in and sessions: `auth/token` (password, refresh), `auth/social`, `auth/token/verify` and
 * signing out (`sessions`).
 */
export function signInRoutes(db: Database, trustedProxies: TrustedProxies) {
  const app = new Hono();

  /**
   * Opens a session for a signed-in member: a new refresh-token family, the guest bag of the
   * device merged into the member's, the cookies and the tokens.
   */
  async function startSession(
    c: Context,
    userId: number,
    deviceId: string,
    attempt?: { email: string; client: string },
  ): Promise<TokensResponse> {
    const guestDevice = readDeviceId(c);
    const { token, familyId } = await db.transaction(async (tx) => {
      if (attempt) await recordSignInSuccess(tx, attempt.email, attempt.client);
      // The bag the shopper filled as a guest on this device becomes part of the member's bag.
      if (guestDevice) await mergeGuestBag(tx, { deviceId: guestDevice, userId });
      return issueRefreshToken(tx, { userId, deviceId });
    });
    return tokensAnswer(c, userId, familyId, token);
  }

  async function tokensAnswer(
    c: Context,
    userId: number,
    familyId: string,
    refreshToken: string,
  ): Promise<TokensResponse> {
    const accessToken = await c.var.accessTokens.sign(userId, { sessionId: familyId });
    const account = await accountSummary(db, userId);
    setSessionCookies(c, accessToken, refreshToken, account);
    return {
      data: {
        accessToken,
        refreshToken,
        tokenType: 'Bearer',
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        account,
      },
    };
  }

  /**
   * Rotates a refresh token. A token presented again revokes its whole family (a stolen token
   * used after its owner), unless it comes from its own device within the grace window of its
   * rotation: two tabs refreshing at once then both get a pair of the family.
   */
  async function refresh(
    c: Context,
    presented: string | undefined,
    server: { userId: number; deviceId: string } | undefined,
  ): Promise<TokensResponse> {
    if (!presented) throw authenticationFailed();
    const deviceId = server ? server.deviceId : readDeviceId(c);
    const outcome = await db.transaction(async (tx) => {
      const row = await findRefreshToken(tx, presented);
      if (!row || row.revoked || row.expired) return { kind: 'invalid' as const };
      const ownDevice = row.device_id === null || deviceId === row.device_id;
      if (row.rotated && !(row.rotated_within_grace && ownDevice)) {
        await revokeFamily(tx, row.family_id);
        return { kind: 'reused' as const };
      }
      if (server && server.userId !== row.user_id) return { kind: 'not-owned' as const };
      if (server && !ownDevice) return { kind: 'invalid' as const };
      if (!row.rotated) await markRotated(tx, presented);
      const next = await issueRefreshToken(tx, {
        userId: row.user_id,
        deviceId: row.device_id,
        familyId: row.family_id,
      });
      return { kind: 'rotated' as const, userId: row.user_id, ...next };
    });
    if (outcome.kind === 'not-owned') {
      throw new ApiError(403, ownershipMismatchMessage('refresh_token'));
    }
    if (outcome.kind !== 'rotated') {
      clearSessionCookies(c);
      throw authenticationFailed();
    }
    return tokensAnswer(c, outcome.userId, outcome.familyId, outcome.token);
  }

  mount(app, authTokenCreate, async ({ c, body }) => {
    if (body.grant_type === 'password') {
      const email = body.email.toLowerCase();
      const client = requestClient(c, trustedProxies);
      // Reserved before the password is checked, so parallel attempts cannot exceed the limits.
      const refusal = await reserveSignInAttempt(db, email, client);
      if (refusal) {
        if (refusal.retryAfterSeconds) c.header('Retry-After', String(refusal.retryAfterSeconds));
        throw new ApiError(429, ServerMessages.signInBlocked, refusal);
      }
      const [user] = await db.query<{ id: number; password_hash: string }>(
        'SELECT id, password_hash FROM users WHERE lower(email) = $1',
        [email],
      );
      const valid = await verifyPassword(body.password, user?.password_hash ?? (await decoy()));
      if (!user || !valid) {
        await recordSignInFailure(db, email, client);
        throw authenticationFailed();
      }
      return startSession(c, user.id, ensureDeviceId(c, body.device_id), { email, client });
    }
    if (body.flow === 'client') {
      ensureDeviceId(c);
      return refresh(c, getCookie(c, SessionCookies.refreshToken), undefined);
    }
    // Server flow: the holder proves who it is with the (possibly expired) token it has.
    const header = c.req.header('authorization') ?? '';
    const bearer = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const claims = bearer ? await c.var.accessTokens.verify(bearer, { ignoreExpiry: true }) : null;
    if (!claims) throw authenticationFailed();
    return refresh(c, body.refresh_token, { userId: claims.userId, deviceId: body.device_id });
  });

  mount(app, authSocialCreate, async ({ c, body }) => {
    const identity = await readIdentityToken(body.provider, body.idToken);
    if (!identity) throw authenticationFailed();
    const [link] = await db.query<{ user_id: number }>(
      'SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2',
      [body.provider, identity.subject],
    );
    if (!link)
      throw new ApiError(404, notLinkedMessage(body.provider), { provider: body.provider });
    // An identity token whose signature could not be checked never signs anyone in.
    if (!identity.verified) throw authenticationFailed();
    return startSession(c, link.user_id, ensureDeviceId(c, body.device_id));
  });

  mount(app, authTokenVerifyCreate, async ({ c, body }) => {
    const claims = await c.var.accessTokens.verify(body.token);
    const [live] = claims
      ? await db.query<{ id: number }>(
          `SELECT id FROM users WHERE id = $1 AND NOT EXISTS (
             SELECT 1 FROM refresh_tokens WHERE family_id = $2 AND revoked_at IS NOT NULL)`,
          [claims.userId, claims.sessionId ?? null],
        )
      : [];
    return {
      data:
        claims && live
          ? { active: true, userId: claims.userId, expiresAt: claims.expiresAt.toISOString() }
          : { active: false, userId: null, expiresAt: null },
    };
  });

  mount(app, sessionsDelete, async ({ c, query }) => {
    const token = requestToken(c);
    const claims = token ? await c.var.accessTokens.verify(token, { ignoreExpiry: true }) : null;
    const refreshToken = getCookie(c, SessionCookies.refreshToken);
    const everywhere = query.scope === 'all';
    await db.transaction(async (tx) => {
      const row = refreshToken ? await findRefreshToken(tx, refreshToken) : undefined;
      if (row && claims && row.user_id !== claims.userId) {
        throw new ApiError(403, ownershipMismatchMessage('jwt-refresh-token'));
      }
      // Everywhere: every session of the member the token or refresh token names, on any device.
      const member = claims?.userId ?? row?.user_id;
      if (everywhere && member !== undefined) await revokeAllSessions(tx, member);
      if (row) await revokeFamily(tx, row.family_id);
      if (claims?.sessionId) await revokeFamily(tx, claims.sessionId);
    });
    clearSessionCookies(c);
    return { data: { deleted: true as const } };
  });

  return app;
}
