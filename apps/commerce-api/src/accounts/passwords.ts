import { passwordsCreate, passwordsReplace } from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { clearSessionCookies, forgiveSignInFailures, revokeAllSessions } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { mount } from '../http/route.js';
import { mailLink, redeemLink, type EmailedLink } from './emailed-links.js';
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

const resetLink: EmailedLink = {
  table: 'password_reset_tokens',
  mail: 'password_reset',
  path: '/reset-password',
  ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
  maxPerHour: MAX_RESET_EMAILS_PER_HOUR,
};

/** Password reset: a link sent by email (`passwords/`), then the new password with its token. */
export function passwordRoutes(db: Database) {
  const app = new Hono();

  mount(app, passwordsCreate, async ({ body, country, language }) => {
    await mailLink(db, resetLink, { email: body.email, language, country });
    return { data: { message: RESET_REQUESTED_MESSAGE } };
  });

  mount(app, passwordsReplace, async ({ c, body }) => {
    await redeemLink(db, resetLink, body.token, async (tx, member) => {
      await changePassword(tx, member.id, body.password);
      // Whoever knew the old password is signed out everywhere.
      await revokeAllSessions(tx, member.id);
      // The mailbox's owner chose a new password: the old one's failed attempts block no one.
      await forgiveSignInFailures(tx, member.email);
    });
    clearSessionCookies(c);
    return { data: { message: PASSWORD_CHANGED_MESSAGE } };
  });

  return app;
}
