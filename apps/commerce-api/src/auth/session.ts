import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';

/** Seconds an access token lives; the refresh token (in its own cookie) renews it. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'beauty-commerce-api';

/** What a valid access token says. */
export interface AccessTokenClaims {
  userId: number;
  /** The sign-in (refresh-token family) it belongs to; absent on tokens signed without one. */
  sessionId: string | undefined;
  expiresAt: Date;
}

/** Signs and verifies the API's access tokens (HS256) with one signing secret. */
export class AccessTokens {
  readonly #key: Uint8Array;

  constructor(signingSecret: string) {
    this.#key = new TextEncoder().encode(signingSecret);
  }

  /**
   * Signs an access token for a member. `sessionId` names the sign-in (the refresh-token family)
   * it belongs to, so signing out ends it at once.
   */
  sign(
    userId: number,
    { sessionId, now = new Date() }: { sessionId?: string; now?: Date } = {},
  ): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT(sessionId ? { sid: sessionId } : {})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.#key);
  }

  /**
   * Verifies an access token: signature, issuer and, unless `ignoreExpiry` (the server refresh
   * flow presents the expired token it holds), expiry. `null` when it is not one of ours.
   */
  async verify(token: string, { ignoreExpiry = false } = {}): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        ...(ignoreExpiry ? { currentDate: new Date(0) } : {}),
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId < 1 || typeof payload.exp !== 'number') {
        return null;
      }
      return {
        userId,
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The app's access tokens: each app instance signs with the secret it was created with. */
    accessTokens: AccessTokens;
  }
}

/** The access token of a request: `Authorization: Bearer`, else the `jwt-data` + `jwt-signature` cookies. */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  const data = getCookie(c, 'jwt-data');
  const signature = getCookie(c, 'jwt-signature');
  return data && signature ? `${data}.${signature}` : undefined;
}

/** The member a valid token names. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  tier: 'pink' | 'white' | 'black' | 'gold';
  isEmployee: boolean;
}

/**
 * The signed-in member of the request, or `null` for a guest. A token that is present but
 * invalid or expired is a 401 ('Authentication failed.'), so the client refreshes and replays.
 */
export async function sessionUser(c: Context, db: Queryable): Promise<SessionUser | null> {
  const token = requestToken(c);
  if (!token) return null;
  const claims = await c.var.accessTokens.verify(token);
  if (!claims) throw new ApiError(401, 'Authentication failed.');
  // A token of a signed-out (revoked) session is dead at once, not when it expires.
  const [user] = await db.query<SessionUser>(
    `SELECT id, email, first_name AS "firstName", tier, is_employee AS "isEmployee" FROM users
     WHERE id = $1 AND NOT EXISTS (
       SELECT 1 FROM refresh_tokens WHERE family_id = $2 AND revoked_at IS NOT NULL
     )`,
    [claims.userId, claims.sessionId ?? null],
  );
  if (!user) throw new ApiError(401, 'Authentication failed.');
  return user;
}

/** Like {@link sessionUser}, for calls only members may make: a guest gets 401. */
export async function requireUser(c: Context, db: Queryable): Promise<SessionUser> {
  const user = await sessionUser(c, db);
  if (!user) throw new ApiError(401, 'You are not authorized to perform this action');
  return user;
}
