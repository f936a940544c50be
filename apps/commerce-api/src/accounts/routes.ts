import {
  accountList,
  authSocialCreate,
  authTokenCreate,
  authTokenVerifyCreate,
  ownershipMismatchMessage,
  passwordsCreate,
  passwordsReplace,
  ServerMessages,
  sessionsDelete,
  userCreate,
  userList,
  UserResponseSchema,
  type TokensResponse,
} from '@beauty/commerce-sdk/contract';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  clearSessionCookies,
  ensureDeviceId,
  SessionCookie,
  setSessionCookies,
} from '../auth/cookies.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { readDeviceId } from '../bag/device.js';
import { mergeGuestBag } from '../bag/merge.js';
import { ACCESS_TOKEN_TTL_SECONDS, requestToken, requireUser } from '../auth/session.js';
import { notLinkedMessage, readIdentityToken } from '../auth/social.js';
import { clientKey, type TrustedProxies } from '../auth/client-address.js';
import {
  recordSignInFailure,
  recordSignInSuccess,
  reserveSignInAttempt,
} from '../auth/throttle.js';
import {
  findRefreshToken,
  hashToken,
  issueRefreshToken,
  markRotated,
  newSecretToken,
  revokeAllSessions,
  revokeFamily,
} from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { checkOutput } from '../http/validation.js';
import { loyaltyAccount } from './loyalty.js';
import {
  accountSummary,
  changePassword,
  EMAIL_TAKEN_MESSAGE,
  findProfile,
  rememberPassword,
} from './members.js';
import { sendEmail } from './outbox.js';
import { sandboxRoutes } from './sandbox.js';

/** A reset link is valid for an hour, once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Reset emails sent per member per hour at most: more are silently dropped (no mail bombing). */
export const MAX_RESET_EMAILS_PER_HOUR = 5;

/** The answer to a reset request, the same whether or not the email is registered. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, we have sent a link to reset your password.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Please sign in with your new password.';

const authenticationFailed = () => new ApiError(401, 'Authentication failed.');

/**
 * Who is calling, for throttling: the socket's peer, or the address a trusted proxy forwarded.
 * Requests served without a socket share one key.
 */
function clientAddress(c: Context, trustedProxies: TrustedProxies): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  return clientKey(peer, c.req.header('X-Forwarded-For'), trustedProxies);
}

// Verifying against a throwaway hash when the email is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));

/** Accounts and auth: registration, sign-in and tokens, sessions, profile, Beauty Pass, passwords, sandbox users. */
export function accountRoutes(db: Database, trustedProxies: TrustedProxies) {
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
    setSessionCookies(c, accessToken, refreshToken);
    return {
      data: {
        accessToken,
        refreshToken,
        tokenType: 'Bearer',
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        account: await accountSummary(db, userId),
      },
    };
  }

  /** Rotates a refresh token: a token presented twice revokes its whole family. */
  async function refresh(
    c: Context,
    presented: string | undefined,
    server: { userId: number; deviceId: string } | undefined,
  ): Promise<TokensResponse> {
    if (!presented) throw authenticationFailed();
    const outcome = await db.transaction(async (tx) => {
      const row = await findRefreshToken(tx, presented);
      if (!row || row.revoked || row.expired) return { kind: 'invalid' as const };
      if (row.rotated) {
        await revokeFamily(tx, row.family_id);
        return { kind: 'reused' as const };
      }
      if (server && server.userId !== row.user_id) return { kind: 'not-owned' as const };
      if (server && row.device_id && server.deviceId !== row.device_id)
        return { kind: 'invalid' as const };
      await markRotated(tx, presented);
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
      const client = clientAddress(c, trustedProxies);
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
      return refresh(c, getCookie(c, SessionCookie.refreshToken), undefined);
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

  mount(app, sessionsDelete, async ({ c }) => {
    const token = requestToken(c);
    const claims = token ? await c.var.accessTokens.verify(token, { ignoreExpiry: true }) : null;
    const refreshToken = getCookie(c, SessionCookie.refreshToken);
    await db.transaction(async (tx) => {
      const row = refreshToken ? await findRefreshToken(tx, refreshToken) : undefined;
      if (row && claims && row.user_id !== claims.userId) {
        throw new ApiError(403, ownershipMismatchMessage('jwt-refresh-token'));
      }
      if (row) await revokeFamily(tx, row.family_id);
      if (claims?.sessionId) await revokeFamily(tx, claims.sessionId);
    });
    clearSessionCookies(c);
    return { data: { deleted: true as const } };
  });

  mount(app, userList, async ({ c }) => {
    const member = await requireUser(c, db);
    const profile = await findProfile(db, member.id);
    if (!profile) throw new ApiError(404, 'User not found');
    return { data: profile };
  });

  mount(app, userCreate, async ({ c, body, country, language }) => {
    const hash = await hashPassword(body.password);
    const userId = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, country, language,
           phone_calling_code, phone_number, birthday, marketing_consent, consented_at)
         VALUES (lower($1), $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          body.email,
          hash,
          body.firstName,
          body.lastName,
          country,
          language,
          body.phone?.callingCode ?? null,
          body.phone?.number ?? null,
          body.birthday,
          body.consents.marketing,
        ],
      );
      if (row) await rememberPassword(tx, row.id, hash);
      return row?.id;
    });
    if (!userId) throw new ApiError(409, EMAIL_TAKEN_MESSAGE);
    const profile = await findProfile(db, userId);
    return c.json(checkOutput(UserResponseSchema, { data: profile! }), 201);
  });

  mount(app, accountList, async ({ c }) => {
    const member = await requireUser(c, db);
    return {
      data: {
        ...(await accountSummary(db, member.id)),
        email: member.email,
        loyalty: await loyaltyAccount(db, member.id),
      },
    };
  });

  mount(app, passwordsCreate, async ({ body }) => {
    const email = body.email.toLowerCase();
    const [user] = await db.query<{ id: number; recent: number }>(
      `SELECT id, (SELECT count(*)::int FROM password_reset_tokens t
                   WHERE t.user_id = users.id AND t.created_at > now() - interval '1 hour') AS recent
       FROM users WHERE lower(email) = $1`,
      [email],
    );
    if (user && user.recent < MAX_RESET_EMAILS_PER_HOUR) {
      const token = newSecretToken();
      await db.transaction(async (tx) => {
        // Only the newest link works.
        await tx.query(
          'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
          [user.id],
        );
        await tx.query(
          `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
           VALUES ($1, $2, now() + make_interval(mins => $3))`,
          [await hashToken(token), user.id, PASSWORD_RESET_TTL_MINUTES],
        );
      });
      sendEmail({
        to: email,
        kind: 'password-reset',
        link: `/reset-password?token=${encodeURIComponent(token)}`,
      });
    }
    return { data: { message: RESET_REQUESTED_MESSAGE } };
  });

  mount(app, passwordsReplace, async ({ c, body }) => {
    const tokenHash = await hashToken(body.token);
    await db.transaction(async (tx) => {
      const [reset] = await tx.query<{ user_id: number; usable: boolean }>(
        `SELECT user_id, used_at IS NULL AND expires_at > now() AS usable
         FROM password_reset_tokens WHERE token_hash = $1 FOR UPDATE`,
        [tokenHash],
      );
      if (!reset?.usable) throw new ApiError(400, 'has expired');
      await changePassword(tx, reset.user_id, body.password);
      await tx.query('UPDATE password_reset_tokens SET used_at = now() WHERE token_hash = $1', [
        tokenHash,
      ]);
      // Whoever knew the old password is signed out everywhere.
      await revokeAllSessions(tx, reset.user_id);
    });
    clearSessionCookies(c);
    return { data: { message: PASSWORD_CHANGED_MESSAGE } };
  });

  app.route('/', sandboxRoutes(db));
  return app;
}
