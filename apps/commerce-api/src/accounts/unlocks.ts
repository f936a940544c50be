import { unlocksCreate, unlocksReplace } from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { forgiveSignInFailures } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { mount } from '../http/route.js';
import { mailLink, redeemLink, type EmailedLink } from './emailed-links.js';

/** An unlock link is valid for an hour, once. */
export const UNLOCK_TTL_MINUTES = 60;
/** Unlock emails sent per member per hour at most: more are silently dropped (no mail bombing). */
export const MAX_UNLOCK_EMAILS_PER_HOUR = 5;

/** The answer to an unlock request, the same whether or not the email is registered. */
export const UNLOCK_REQUESTED_MESSAGE =
  'If an account exists for this email, we have sent a link to unlock it.';
export const UNLOCKED_MESSAGE = 'Your account is unlocked. You can sign in again.';

const unlockLink: EmailedLink = {
  table: 'account_unlock_tokens',
  mail: 'account_unlock',
  path: '/users/unlock',
  ttlMinutes: UNLOCK_TTL_MINUTES,
  maxPerHour: MAX_UNLOCK_EMAILS_PER_HOUR,
};

/**
 * Unlocking (`unlocks`): after too many failed sign-ins a client is refused for the email until
 * the throttle window ends; the email's owner can lift every such block at once with a link sent
 * to that email (the shop's `/users/unlock`). Asking never reveals whether the email exists.
 */
export function unlockRoutes(db: Database) {
  const app = new Hono();

  mount(app, unlocksCreate, async ({ body, country, language }) => {
    await mailLink(db, unlockLink, { email: body.email, language, country });
    return { data: { message: UNLOCK_REQUESTED_MESSAGE } };
  });

  mount(app, unlocksReplace, async ({ body }) => {
    await redeemLink(db, unlockLink, body.token, (tx, member) =>
      forgiveSignInFailures(tx, member.email),
    );
    return { data: { message: UNLOCKED_MESSAGE } };
  });

  return app;
}
