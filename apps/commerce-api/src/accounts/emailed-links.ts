import { ServerMessages, type CountryCode, type LanguageCode } from '@beauty/commerce-sdk/contract';
import { hashToken, newSecretToken } from '../auth/index.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { queueMail } from '../mail/index.js';

/** A link mailed to a member that works once, within its time: password reset or unlock. */
export interface EmailedLink {
  /** Its hashed tokens (`token_hash`, `user_id`, `created_at`, `expires_at`, `used_at`). */
  table: 'password_reset_tokens' | 'account_unlock_tokens';
  mail: 'password_reset' | 'account_unlock';
  /** The shop page the link opens; the token is added as `?token=`. */
  path: string;
  ttlMinutes: number;
  /** Mails sent per member per hour at most: more are silently dropped (no mail bombing). */
  maxPerHour: number;
}

/**
 * Mails a new link to the member of `email`, if there is one: only the newest link works. Nothing
 * is answered either way, so asking never reveals whether an account exists.
 */
export async function mailLink(
  db: Database,
  link: EmailedLink,
  to: { email: string; language: LanguageCode; country: CountryCode },
): Promise<void> {
  const email = to.email.toLowerCase();
  // `link.table` is one of two fixed names, never the caller's input.
  const [user] = await db.query<{ id: number; recent: number }>(
    `SELECT id, (SELECT count(*)::int FROM ${link.table} t
                 WHERE t.user_id = users.id AND t.created_at > now() - interval '1 hour') AS recent
     FROM users WHERE lower(email) = $1`,
    [email],
  );
  if (!user || user.recent >= link.maxPerHour) return;
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE ${link.table} SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
      [user.id],
    );
    await tx.query(
      `INSERT INTO ${link.table} (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [await hashToken(token), user.id, link.ttlMinutes],
    );
    await queueMail(tx, {
      to: email,
      kind: link.mail,
      language: to.language,
      country: to.country,
      data: { link: `${link.path}?token=${encodeURIComponent(token)}` },
    });
  });
}

/**
 * Spends a link: `use` does its work for the link's member in the same transaction, so a link is
 * spent only when the work is done. A stale, used or unknown token 'has expired'.
 */
export async function redeemLink(
  db: Database,
  link: EmailedLink,
  token: string,
  use: (tx: Queryable, member: { id: number; email: string }) => Promise<void>,
): Promise<void> {
  const tokenHash = await hashToken(token);
  await db.transaction(async (tx) => {
    const [found] = await tx.query<{ id: number; email: string; usable: boolean }>(
      `SELECT u.id, lower(u.email) AS email, t.used_at IS NULL AND t.expires_at > now() AS usable
       FROM ${link.table} t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 FOR UPDATE OF t`,
      [tokenHash],
    );
    if (!found?.usable) throw new ApiError(400, ServerMessages.resetTokenExpired);
    await use(tx, { id: found.id, email: found.email });
    await tx.query(`UPDATE ${link.table} SET used_at = now() WHERE token_hash = $1`, [tokenHash]);
  });
}
