import {
  IdParamSchema,
  NotificationChannelSchema,
  NotificationTopicSchema,
  notificationSubscriptionCreate,
  notificationSubscriptionList,
  notificationSubscriptionSubscribeCreate,
  notificationSubscriptionSubscribeList,
  rewardsCreate,
  rewardsList,
  waitlistList,
  waitlistUpdate,
  wishlistList,
  wishlistUpdate,
  type CountryCode,
  type NotificationPreference,
  type Reward,
  type Subscription,
} from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { sessionUser, type SessionUser } from '../auth/session.js';
import { ensureDeviceId, readDeviceId } from '../bag/device.js';
import { lineVariant, loadVariants, loadVariantsBySku } from '../bag/lines.js';
import { currencyOf } from '../http/site.js';
import { redeemReward } from '../bag/rewards.js';
import { BagMessages, fitsIdColumn } from '../bag/rules.js';
import type { RewardRow } from '../bag/state.js';
import { rewardGroup } from '../bag/view.js';
import { loadTiles } from '../catalogue/listing.js';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';

/** Most variants a wish list or a waitlist holds: a limit the server keeps, whatever the client. */
export const MAX_SAVED_VARIANTS = 200;

export const MemberMessages = {
  listFull: `A list holds at most ${MAX_SAVED_VARIANTS} items`,
  inStock: 'This item is in stock: add it to your bag instead',
  emailRequired: 'Required field',
} as const;

const iso = (value: Date | string) => new Date(value).toISOString();

async function member(c: Context, db: Queryable): Promise<SessionUser> {
  const user = await sessionUser(c, db);
  if (!user) throw new ApiError(401, BagMessages.notAuthorized);
  return user;
}

/** The variant id of the path: 404 when it is not one, or names no variant. */
async function variantOf(db: Queryable, params: Record<string, string>, country: CountryCode) {
  const parsed = v.safeParse(IdParamSchema, params.id);
  if (!parsed.success || !fitsIdColumn(parsed.output))
    throw new ApiError(404, BagMessages.resourceNotFound);
  const variant = (await loadVariants(db, [parsed.output], country)).get(parsed.output);
  if (!variant) throw new ApiError(404, BagMessages.resourceNotFound);
  return variant;
}

/** Saved variants as tiles of the country; variants it does not sell are left out. */
async function savedTiles<Row extends { variant_id: number; created_at: Date | string }>(
  db: Queryable,
  rows: Row[],
  country: CountryCode,
) {
  const tiles = new Map(
    (
      await loadTiles(
        db,
        rows.map((row) => row.variant_id),
        country,
      )
    ).map((tile) => [tile.id, tile]),
  );
  return rows.flatMap((row) => {
    const variant = tiles.get(row.variant_id);
    return variant ? [{ row, variant, createdAt: iso(row.created_at) }] : [];
  });
}

const channels = NotificationChannelSchema.options;
const topics = NotificationTopicSchema.options;

/** Until a member chooses, order updates go everywhere and back-in-stock news by email. */
const defaultSubscribed = (channel: string, topic: string) =>
  topic === 'order_updates' || (topic === 'back_in_stock' && channel === 'email');

/**
 * Member routes: wish list, waitlist, notification preferences, newsletter subscriptions and
 * Beauty Pass rewards.
 */
export function memberRoutes(db: Database) {
  const app = new Hono();

  // Lists of one visitor: no shared cache may keep them.
  for (const path of ['/wishlist/*', '/waitlist/*', '/notification-subscription/*', '/rewards/*'])
    app.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    });

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

  mount(app, wishlistList, async ({ c, country }) => wishList((await member(c, db)).id, country));

  mount(app, wishlistUpdate, async ({ c, params, body, country }) => {
    const user = await member(c, db);
    const variant = await variantOf(db, params, country);
    if (!body.saved) {
      await db.query('DELETE FROM wishlist_items WHERE user_id = $1 AND variant_id = $2', [
        user.id,
        variant.id,
      ]);
      return wishList(user.id, country);
    }
    if (variant.price === null) throw new ApiError(400, BagMessages.unavailableInCountry);
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
    if (variant.price === null) throw new ApiError(400, BagMessages.unavailableInCountry);
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

  const preferences = async (userId: number) => {
    const rows = await db.query<NotificationPreference>(
      'SELECT channel, topic, subscribed FROM notification_preferences WHERE user_id = $1',
      [userId],
    );
    const chosen = new Map(rows.map((row) => [`${row.channel}:${row.topic}`, row.subscribed]));
    const data = channels.flatMap((channel) =>
      topics.map((topic) => ({
        channel,
        topic,
        subscribed: chosen.get(`${channel}:${topic}`) ?? defaultSubscribed(channel, topic),
      })),
    );
    return { data, meta: { total: data.length } };
  };

  mount(app, notificationSubscriptionList, async ({ c }) => preferences((await member(c, db)).id));

  mount(app, notificationSubscriptionCreate, async ({ c, body }) => {
    const user = await member(c, db);
    // One row per channel and topic: the last of duplicates in the body wins.
    const latest = new Map(
      body.preferences.map((preference) => [
        `${preference.channel}:${preference.topic}`,
        preference,
      ]),
    );
    await db.query(
      `INSERT INTO notification_preferences (user_id, channel, topic, subscribed)
       SELECT $1, channel, topic, subscribed
       FROM jsonb_to_recordset($2::jsonb) AS p(channel text, topic text, subscribed boolean)
       ON CONFLICT (user_id, channel, topic) DO UPDATE SET subscribed = EXCLUDED.subscribed`,
      [user.id, JSON.stringify([...latest.values()])],
    );
    return preferences(user.id);
  });

  const subscription = (row: {
    email: string;
    topics: Subscription['topics'];
    created_at: Date | string;
  }): Subscription => ({ email: row.email, topics: row.topics, createdAt: iso(row.created_at) });

  mount(app, notificationSubscriptionSubscribeList, async ({ c }) => {
    const user = await sessionUser(c, db);
    const deviceId = readDeviceId(c);
    const rows =
      user || deviceId
        ? await db.query<{ email: string; topics: Subscription['topics']; created_at: Date }>(
            `SELECT email, topics, created_at FROM newsletter_subscriptions
             WHERE email = lower($1) OR device_id = $2 ORDER BY created_at, email`,
            [user?.email ?? null, user ? null : deviceId],
          )
        : [];
    return { data: rows.map(subscription), meta: { total: rows.length } };
  });

  mount(app, notificationSubscriptionSubscribeCreate, async ({ c, body }) => {
    const user = await sessionUser(c, db);
    const deviceId = user ? null : ensureDeviceId(c);
    // Subscribing again adds topics, never removes them: unsubscribing is a preference change.
    const [row] = await db.query<{
      email: string;
      topics: Subscription['topics'];
      created_at: Date;
    }>(
      `INSERT INTO newsletter_subscriptions (email, device_id, topics) VALUES (lower($1), $2, $3::text[])
       ON CONFLICT (email) DO UPDATE SET
         topics = ARRAY(SELECT DISTINCT unnest(newsletter_subscriptions.topics || EXCLUDED.topics) ORDER BY 1),
         device_id = coalesce(EXCLUDED.device_id, newsletter_subscriptions.device_id)
       RETURNING email, topics, created_at`,
      [body.email, deviceId, [...new Set(body.topics)].sort()],
    );
    return { data: subscription(row!) };
  });

  const rewardOf = (row: RewardRow): Reward => ({
    id: row.id,
    title: row.title,
    description: row.description,
    image: null,
    points: row.points,
    group: rewardGroup(row.points),
    minimumTier: row.minimum_tier,
    validTill: row.valid_till,
    fullyRedeemed: row.remaining === 0,
  });

  mount(app, rewardsList, async ({ country }) => {
    const rows = await db.query<RewardRow>(
      `SELECT id, title, description, sku, points, minimum_tier, valid_till::text AS valid_till, remaining
       FROM beauty_pass_rewards ORDER BY position, id`,
    );
    const gifts = await loadVariantsBySku(
      db,
      rows.map((row) => row.sku),
      country,
    );
    const data = rows.flatMap((row) => {
      const gift = gifts.get(row.sku);
      if (!gift || gift.price === null) return [];
      return [
        {
          ...rewardOf(row),
          image: lineVariant(gift, currencyOf[country]).image,
        },
      ];
    });
    return { data, meta: { total: data.length } };
  });

  mount(app, rewardsCreate, async ({ c, body, country }) => {
    const user = await sessionUser(c, db);
    if (!user) throw new ApiError(401, BagMessages.membersOnly);
    const redemption = await db.transaction((tx) =>
      redeemReward(tx, { user, rewardId: body.rewardId, country }),
    );
    if (!redemption) throw new Error('A redemption outside a bag always happens');
    return {
      data: {
        id: redemption.id,
        reward: rewardOf(redemption.reward),
        pointsSpent: redemption.pointsSpent,
        pointsBalance: redemption.pointsBalance,
        createdAt: iso(redemption.createdAt),
      },
    };
  });

  return app;
}
