import {
  ServerMessages,
  wishlistList,
  wishlistUpdate,
  type CountryCode,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { requireUser } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { MAX_SAVED_VARIANTS, MemberMessages, savedTiles, variantOf } from './saved.js';

/** The member's wish list: `wishlist/`. */
export function wishlistRoutes(db: Database) {
  const app = new Hono();

  const wishList = async (userId: number, country: CountryCode) => {
    const rows = await db.query<{ variant_id: number; created_at: Date | string }>(
      'SELECT variant_id, created_at FROM wishlist_items WHERE user_id = $1 ORDER BY created_at DESC, variant_id',
      [userId],
    );
    const data = (await savedTiles(db, rows, country)).map(({ variant, createdAt }) => ({
      variant,
      createdAt,
    }));
    return { data, meta: { total: data.length } };
  };

  mount(app, wishlistList, async ({ c, country }) =>
    wishList((await requireUser(c, db)).id, country),
  );

  mount(app, wishlistUpdate, async ({ c, params, body, country }) => {
    const user = await requireUser(c, db);
    const variant = await variantOf(db, params, country);
    if (!body.saved) {
      await db.query('DELETE FROM wishlist_items WHERE user_id = $1 AND variant_id = $2', [
        user.id,
        variant.id,
      ]);
      return wishList(user.id, country);
    }
    if (variant.price === null) throw new ApiError(400, ServerMessages.unavailableInCountry);
    await db.transaction(async (tx) => {
      // The member row is locked so concurrent saves cannot pass the size limit together.
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const [count] = await tx.query<{ count: number; saved: boolean }>(
        `SELECT count(*)::int AS count, bool_or(variant_id = $2) AS saved
         FROM wishlist_items WHERE user_id = $1`,
        [user.id, variant.id],
      );
      if (!count?.saved && (count?.count ?? 0) >= MAX_SAVED_VARIANTS)
        throw new ApiError(400, MemberMessages.listFull, { maxItems: MAX_SAVED_VARIANTS });
      await tx.query(
        'INSERT INTO wishlist_items (user_id, variant_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [user.id, variant.id],
      );
    });
    return wishList(user.id, country);
  });

  return app;
}
