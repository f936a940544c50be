import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** Failed sign-ins tolerated per email within the window before further attempts are blocked. */
export const MAX_FAILURES_PER_EMAIL = 5;
/** Failed sign-ins tolerated per client (network address): higher, as shops and homes share one. */
export const MAX_FAILURES_PER_CLIENT = 20;
/** The window failures are counted in. */
export const THROTTLE_WINDOW_MINUTES = 15;

/** Why an attempt is refused before the password is even checked. */
export interface SignInBlock {
  referenceId: string;
}

/** A reference the shopper quotes to support: short, unambiguous characters. */
function newReferenceId(): string {
  return `SI-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Whether this sign-in must be blocked: too many recent failures for the email (since its last
 * success) or from the client. A blocked attempt is recorded with its reference id, so support
 * can find it.
 */
export async function checkSignInThrottle(
  db: Queryable,
  email: string,
  client: string,
): Promise<SignInBlock | null> {
  const [counts] = await db.query<{ by_email: number; by_client: number }>(
    `SELECT
       (SELECT count(*)::int FROM sign_in_attempts
        WHERE email = $1 AND outcome = 'failed'
          AND attempted_at > now() - make_interval(mins => $3)
          AND attempted_at > coalesce((SELECT max(attempted_at) FROM sign_in_attempts
                                       WHERE email = $1 AND outcome = 'succeeded'), '-infinity')
       ) AS by_email,
       (SELECT count(*)::int FROM sign_in_attempts
        WHERE client = $2 AND outcome = 'failed'
          AND attempted_at > now() - make_interval(mins => $3)) AS by_client`,
    [email, client, THROTTLE_WINDOW_MINUTES],
  );
  if (
    (counts?.by_email ?? 0) < MAX_FAILURES_PER_EMAIL &&
    (counts?.by_client ?? 0) < MAX_FAILURES_PER_CLIENT
  ) {
    return null;
  }
  const referenceId = newReferenceId();
  await recordSignInAttempt(db, email, client, 'blocked', referenceId);
  return { referenceId };
}

/** Records the outcome of a sign-in attempt. */
export async function recordSignInAttempt(
  db: Queryable,
  email: string,
  client: string,
  outcome: 'succeeded' | 'failed' | 'blocked',
  referenceId: string | null = null,
): Promise<void> {
  await db.query(
    'INSERT INTO sign_in_attempts (email, client, outcome, reference_id) VALUES ($1, $2, $3, $4)',
    [email, client, outcome, referenceId],
  );
}
