import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from './cookies.js';

/** SHA-256 of a secret token, hex: only this is stored, so a database leak yields no usable token. */
export async function hashToken(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Buffer.from(digest).toString('hex');
}

/** A new opaque secret token (256 random bits, base64url). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Seconds after its rotation during which a refresh token presented again from the same device is
 * a race (two tabs of one browser refreshing at once, an answer lost to a page unload), not a
 * theft: it gets a fresh pair of its family instead of revoking it.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** A refresh token as stored. */
export interface RefreshTokenRow {
  family_id: string;
  user_id: number;
  device_id: string | null;
  expired: boolean;
  rotated: boolean;
  /** Rotated less than {@link REFRESH_REUSE_GRACE_SECONDS} ago. */
  rotated_within_grace: boolean;
  revoked: boolean;
}

/** Issues a refresh token in a family (a new family, one per sign-in, when none is given). */
export async function issueRefreshToken(
  tx: Queryable,
  {
    userId,
    deviceId,
    familyId = randomUUID(),
  }: { userId: number; deviceId: string | null; familyId?: string },
): Promise<{ token: string; familyId: string }> {
  const token = newSecretToken();
  await tx.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, device_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [await hashToken(token), familyId, userId, deviceId, AUTH_COOKIE_MAX_AGE_SECONDS],
  );
  return { token, familyId };
}

/** Finds a refresh token by its value, locking it for the rotation. */
export async function findRefreshToken(
  tx: Queryable,
  token: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx.query<RefreshTokenRow>(
    `SELECT family_id, user_id, device_id, expires_at <= now() AS expired,
            rotated_at IS NOT NULL AS rotated,
            rotated_at > now() - make_interval(secs => $2) AS rotated_within_grace,
            revoked_at IS NOT NULL AS revoked
     FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [await hashToken(token), REFRESH_REUSE_GRACE_SECONDS],
  );
  return row;
}

/** Marks a refresh token used: presenting it again is a reuse. */
export async function markRotated(tx: Queryable, token: string): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1', [
    await hashToken(token),
  ]);
}

/** Revokes every token of a family: the sign-in it stands for is over. */
export async function revokeFamily(tx: Queryable, familyId: string): Promise<void> {
  await tx.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

/** Revokes every session of a member (after a password reset). */
export async function revokeAllSessions(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}
