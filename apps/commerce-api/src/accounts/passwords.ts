import { passwordsCreate, passwordsReplace } from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import {
  clearSessionCookies,
  hashToken,
  newSecretToken,
  revokeAllSessions,
} from '../auth/index.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { queueMail } from '../mail/index.js';
import { changePassword } from './members.js';

/** A reset link is valid for an hour, once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Reset emails sent per member per hour at most: more are silently dropped (no mail bombing). */
export const MAX_RESET_EMAILS_PER_HOUR = 5;

/** The answer to a reset request, the same whether or not the email is registered. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, we have sent a link to reset your password.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Please sign in with your new password.';

/** Password reset: a link sent by email (`passwords/`), then the new password with its token. */
export function passwordRoutes(db: Database) {
  const app = new Hono();

  mount(app, passwordsCreate, async ({ body, country, language }) => {
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
        await queueMail(tx, {
          to: email,
          kind: 'password_reset',
          language,
          country,
          data: { link: `/reset-password?token=${encodeURIComponent(token)}` },
        });
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

  return app;
}
