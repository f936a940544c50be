import {
  ServerMessages,
  waitlistList,
  waitlistUpdate,
  type CountryCode,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { ensureDeviceId, readDeviceId, sessionUser, type SessionUser } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { iso } from '../db/timestamps.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { MAX_SAVED_VARIANTS, MemberMessages, savedTiles, variantOf } from './saved.js';

/** The waitlist of out-of-stock variants, a member's or a guest device's: `waitlist/`. */
export function waitlistRoutes(db: Database) {
  const app = new Hono();

  /** Whose waitlist: the member's, else the guest device's (`null`: a guest without a device). */
  const waitlistOwner = (user: SessionUser | null, deviceId: string | null) =>
    user
      ? { column: 'user_id', key: user.id as number | string }
      : deviceId
        ? { column: 'device_id', key: deviceId as number | string }
        : null;

  const waitlist = async (owner: ReturnType<typeof waitlistOwner>, country: CountryCode) => {
    if (!owner) return { data: [], meta: { total: 0 } };
    const rows = await db.query<{
      variant_id: number;
      created_at: Date | string;
      notified_at: Date | string | null;
    }>(
      `SELECT variant_id, created_at, notified_at FROM waitlist_entries
       WHERE ${owner.column} = $1 ORDER BY created_at DESC, id`,
      [owner.key],
    );
    const data = (await savedTiles(db, rows, country)).map(({ row, variant, createdAt }) => ({
      variant,
      createdAt,
      notifiedAt: row.notified_at === null ? null : iso(row.notified_at),
    }));
    return { data, meta: { total: data.length } };
  };

  mount(app, waitlistList, async ({ c, country }) =>
    waitlist(waitlistOwner(await sessionUser(c, db), readDeviceId(c)), country),
  );

  mount(app, waitlistUpdate, async ({ c, params, body, country }) => {
    const user = await sessionUser(c, db);
    const variant = await variantOf(db, params, country);
    const owner = waitlistOwner(user, user ? null : ensureDeviceId(c))!;
    if (!body.subscribed) {
      await db.query(
        `DELETE FROM waitlist_entries WHERE ${owner.column} = $1 AND variant_id = $2`,
        [owner.key, variant.id],
      );
      return waitlist(owner, country);
    }
    const email = user?.email ?? body.email;
    if (!email)
      throw new ApiError(400, MemberMessages.emailRequired, {
        issues: { nested: { email: [MemberMessages.emailRequired] } },
      });
    if (variant.price === null) throw new ApiError(400, ServerMessages.unavailableInCountry);
    if ((variant.stock ?? 0) > 0) throw new ApiError(400, MemberMessages.inStock);
    await db.transaction(async (tx) => {
      const [count] = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM waitlist_entries WHERE ${owner.column} = $1`,
        [owner.key],
      );
      if ((count?.count ?? 0) >= MAX_SAVED_VARIANTS)
        throw new ApiError(400, MemberMessages.listFull, { maxItems: MAX_SAVED_VARIANTS });
      const conflict = user
        ? '(user_id, variant_id) WHERE user_id IS NOT NULL'
        : '(device_id, variant_id) WHERE device_id IS NOT NULL';
      await tx.query(
        `INSERT INTO waitlist_entries (${owner.column}, email, variant_id, country) VALUES ($1, $2, $3, $4)
         ON CONFLICT ${conflict} DO UPDATE SET email = EXCLUDED.email, country = EXCLUDED.country`,
        [owner.key, email, variant.id, country],
      );
    });
    return waitlist(owner, country);
  });

  return app;
}
