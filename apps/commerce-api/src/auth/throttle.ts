import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';

/**
 * Password checks allowed per email and client within the window; then that client is refused
 * for that email until the window ends. A successful sign-in starts the count again.
 */
export const MAX_FAILURES_PER_EMAIL_AND_CLIENT = 5;
/** Password checks allowed per client across emails within the window (credential stuffing). */
export const MAX_FAILURES_PER_CLIENT = 20;
/**
 * Failures of an email from all clients within the window before its password checks are slowed
 * down: never a lock, which anyone knowing the email could impose on its owner.
 */
export const SLOW_DOWN_AFTER_FAILURES_PER_EMAIL = 10;
/** The wait after the first slowed-down failure; it doubles with each further failure. */
export const SLOW_DOWN_FIRST_DELAY_SECONDS = 1;
/** The longest wait between two password checks of a slowed-down email. */
export const SLOW_DOWN_MAX_DELAY_SECONDS = 30;
/** The window attempts are counted in, from the first attempt of a bucket. */
export const THROTTLE_WINDOW_MINUTES = 15;

/** An attempt refused before the password is checked, recorded with its reference id. */
export interface SignInRefusal {
  /** The reference the shopper quotes to support. */
  referenceId: string;
  /** Set when the email is only slowed down: the attempt may be repeated after this many seconds. */
  retryAfterSeconds?: number;
}

/** A reference the shopper quotes to support: short, unambiguous characters. */
function newReferenceId(): string {
  return `SI-${randomBytes(5).toString('hex').toUpperCase()}`;
}

// A bucket is one row of `sign_in_buckets`: ('', client) counts a client's attempts for any email,
// (email, '') an email's from any client. A window that has ended counts again from one.
const expired = `b.window_started_at <= now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})`;

/** Counts an attempt in a bucket unless it holds `limit` already; false when it does. */
async function reserve(tx: Queryable, email: string, client: string, limit: number) {
  const rows = await tx.query(
    `INSERT INTO sign_in_buckets AS b (email, client, attempts) VALUES ($1, $2, 1)
     ON CONFLICT (email, client) DO UPDATE SET
       attempts = CASE WHEN ${expired} THEN 1 ELSE b.attempts + 1 END,
       window_started_at = CASE WHEN ${expired} THEN now() ELSE b.window_started_at END
     WHERE ${expired} OR b.attempts < $3
     RETURNING 1`,
    [email, client, limit],
  );
  return rows.length > 0;
}

/**
 * Counts an attempt in the email's bucket unless the email is slowed down; from the limit on,
 * each attempt makes the next one wait, twice as long each time up to the cap. Returns the
 * seconds still to wait when the attempt is refused.
 */
async function reserveForEmail(tx: Queryable, email: string): Promise<number | null> {
  const attempts = `CASE WHEN ${expired} THEN 1 ELSE b.attempts + 1 END`;
  const [reserved] = await tx.query(
    `INSERT INTO sign_in_buckets AS b (email, client, attempts) VALUES ($1, '', 1)
     ON CONFLICT (email, client) DO UPDATE SET
       attempts = ${attempts},
       window_started_at = CASE WHEN ${expired} THEN now() ELSE b.window_started_at END,
       slowed_until = CASE WHEN ${attempts} < $2 THEN NULL
         ELSE now() + make_interval(secs => least($3 * power(2, least(${attempts} - $2, 30)), $4)) END
     WHERE ${expired} OR b.slowed_until IS NULL OR b.slowed_until <= now()
     RETURNING 1`,
    [
      email,
      SLOW_DOWN_AFTER_FAILURES_PER_EMAIL,
      SLOW_DOWN_FIRST_DELAY_SECONDS,
      SLOW_DOWN_MAX_DELAY_SECONDS,
    ],
  );
  if (reserved) return null;
  const [wait] = await tx.query<{ seconds: number }>(
    `SELECT greatest(ceil(extract(epoch FROM slowed_until - now())), 1)::int AS seconds
     FROM sign_in_buckets WHERE email = $1 AND client = ''`,
    [email],
  );
  return wait?.seconds ?? SLOW_DOWN_FIRST_DELAY_SECONDS;
}

/** Thrown inside the reservation's transaction to roll back the buckets already counted. */
class Refused extends Error {
  constructor(readonly retryAfterSeconds?: number) {
    super('Sign-in attempt refused');
  }
}

/**
 * Reserves a password check for this email and client before the password is verified, counting
 * it atomically in the database (so parallel attempts cannot slip past a limit) in three buckets:
 * the email and client (hard limit), the email from any client (slowed down, never locked) and
 * the client for any email (hard limit). A reservation that the password then fails stays
 * counted; {@link recordSignInSuccess} clears it. A refused attempt counts nowhere, is recorded
 * with a reference id and returned.
 */
export async function reserveSignInAttempt(
  db: Database,
  email: string,
  client: string,
): Promise<SignInRefusal | null> {
  // Buckets are always taken in this order, so concurrent reservations cannot deadlock.
  const refused = await db
    .transaction(async (tx) => {
      if (!(await reserve(tx, email, client, MAX_FAILURES_PER_EMAIL_AND_CLIENT))) {
        throw new Refused();
      }
      const wait = await reserveForEmail(tx, email);
      if (wait !== null) throw new Refused(wait);
      if (!(await reserve(tx, '', client, MAX_FAILURES_PER_CLIENT))) throw new Refused();
      return null;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error;
      throw error;
    });
  if (!refused) return null;
  const referenceId = newReferenceId();
  const slowed = refused.retryAfterSeconds !== undefined;
  await logAttempt(db, email, client, slowed ? 'slowed' : 'blocked', referenceId);
  return slowed ? { referenceId, retryAfterSeconds: refused.retryAfterSeconds } : { referenceId };
}

/** Records a wrong password (or unknown email); its reservation stays counted. */
export async function recordSignInFailure(
  db: Queryable,
  email: string,
  client: string,
): Promise<void> {
  await logAttempt(db, email, client, 'failed');
}

/**
 * Records a successful sign-in: the failures of the email, from this client and from any, are
 * forgiven (only the password's holder can do that). The client's other failures still count,
 * so a credential stuffer cannot clear them with an account of its own.
 */
export async function recordSignInSuccess(
  tx: Queryable,
  email: string,
  client: string,
): Promise<void> {
  await logAttempt(tx, email, client, 'succeeded');
  // The buckets in the reservation's order, so that this cannot deadlock with a reservation.
  await tx.query('DELETE FROM sign_in_buckets WHERE email = $1 AND client = $2', [email, client]);
  await tx.query("DELETE FROM sign_in_buckets WHERE email = $1 AND client = ''", [email]);
  await tx.query(
    "UPDATE sign_in_buckets SET attempts = attempts - 1 WHERE email = '' AND client = $1 AND attempts > 0",
    [client],
  );
}

/**
 * Lifts every sign-in block of an email, from all clients: its owner proved they read its mail
 * (an unlock link). Clients' own buckets across emails are left as they are.
 */
export async function forgiveSignInFailures(tx: Queryable, email: string): Promise<void> {
  await tx.query('DELETE FROM sign_in_buckets WHERE email = $1', [email]);
  await logAttempt(tx, email, '', 'unlocked');
}

/** The audit trail support searches by email, client or reference id. */
async function logAttempt(
  db: Queryable,
  email: string,
  client: string,
  outcome: 'succeeded' | 'failed' | 'blocked' | 'slowed' | 'unlocked',
  referenceId: string | null = null,
): Promise<void> {
  await db.query(
    'INSERT INTO sign_in_attempts (email, client, outcome, reference_id) VALUES ($1, $2, $3, $4)',
    [email, client, outcome, referenceId],
  );
}
