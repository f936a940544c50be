import {
  accountList,
  userCreate,
  userList,
  UserResponseSchema,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { hashPassword, readIdentityToken, requireUser } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { checkOutput } from '../http/validation.js';
import { loyaltyAccount } from '../loyalty/index.js';
import { accountSummary, EMAIL_TAKEN_MESSAGE, findProfile, rememberPassword } from './members.js';

/** Registration, the member's profile (`user/`) and account with its Beauty Pass (`account/`). */
export function profileRoutes(db: Database) {
  const app = new Hono();

  mount(app, userList, async ({ c }) => {
    const member = await requireUser(c, db);
    const profile = await findProfile(db, member.id);
    if (!profile) throw new ApiError(404, 'User not found');
    return { data: profile };
  });

  mount(app, userCreate, async ({ c, body, country, language }) => {
    // A social identity is linked only when its provider's signature was checked.
    const identity = body.social
      ? await readIdentityToken(body.social.provider, body.social.idToken)
      : null;
    if (body.social && !identity?.verified) throw new ApiError(401, 'Authentication failed.');
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
      if (row && body.social && identity) {
        await tx.query(
          `INSERT INTO social_identities (provider, subject, user_id) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [body.social.provider, identity.subject, row.id],
        );
      }
      return row?.id;
    });
    if (!userId) throw new ApiError(409, EMAIL_TAKEN_MESSAGE);
    const profile = await findProfile(db, userId);
    return c.json(checkOutput(UserResponseSchema, { data: profile! }), 201);
  });

  mount(app, accountList, async ({ c, language }) => {
    const member = await requireUser(c, db);
    return {
      data: {
        ...(await accountSummary(db, member.id)),
        email: member.email,
        loyalty: await loyaltyAccount(db, member.id, new Date(), language),
      },
    };
  });

  return app;
}
