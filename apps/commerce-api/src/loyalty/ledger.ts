import type { PointLogEntry, PointSource } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { iso } from '../db/timestamps.js';

/** Points expire after 18 months with no purchase or redemption (spec section 9). */
export const POINTS_EXPIRY_MONTHS = 18;

/** Sources that count as activity: a purchase or a redemption keeps the points alive. */
export const ACTIVITY_SOURCES: readonly PointSource[] = [
  'purchase_points',
  'purchase_points_with_order_number',
  'used_points',
  'level_redemption',
];

/**
 * When a member's points expire, as SQL over `users u`: 18 months after the last purchase or
 * redemption (or joining, before any). One expression for the account and the sweep.
 */
export const EXPIRY_SQL = `(coalesce(
    (SELECT max(a.created_at) FROM point_log a
     WHERE a.user_id = u.id AND a.source = ANY('{${ACTIVITY_SOURCES.join(',')}}'::text[])),
    u.created_at) + interval '${POINTS_EXPIRY_MONTHS} months')`;

/** How the keys of order entries start: SQL matches them to orders (`'purchase:' || o.id`). */
export const orderKeyPrefix = { purchase: 'purchase:', purchaseReversal: 'purchase-reversal:' };

/** Keys of entries written at most once: by a sweep, a hook or a retried request. */
export const entryKeys = {
  purchase: (orderId: number) => `${orderKeyPrefix.purchase}${orderId}`,
  purchaseReversal: (orderId: number) => `${orderKeyPrefix.purchaseReversal}${orderId}`,
  redemption: (redemptionId: number) => `redemption:${redemptionId}`,
  redemptionRefund: (redemptionId: number) => `redemption-refund:${redemptionId}`,
  expiry: (userId: number, lastEntryId: number) => `expiry:${userId}:${lastEntryId}`,
  beautyProfile: (userId: number) => `beauty-profile:${userId}`,
};

/** A new entry of the point log. */
export interface NewEntry {
  userId: number;
  source: PointSource;
  /** Negative for spent, expired or reversed points. */
  points: number;
  orderId?: number | null;
  orderNumber?: string | null;
  productName?: string | null;
  /** Written at most once per key: a second write is ignored. */
  key?: string | null;
  /** When, if not now (tests and the seed's history). */
  at?: Date | null;
}

/**
 * Appends an entry to the point log, in the caller's transaction: the one way points change. The
 * database adds it to the member's balance (`users.points`, always the sum of the log) and refuses
 * a balance below zero. Returns `false` when an entry of the same key was already written.
 */
export async function addEntry(tx: Queryable, entry: NewEntry): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO point_log (user_id, source, points, order_id, order_number, product_name, key,
       created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8, now()))
     ON CONFLICT (key) DO NOTHING RETURNING id`,
    [
      entry.userId,
      entry.source,
      entry.points,
      entry.orderId ?? null,
      entry.orderNumber ?? null,
      entry.productName ?? null,
      entry.key ?? null,
      entry.at ?? null,
    ],
  );
  return rows.length > 0;
}

/**
 * A member's balance, with the member locked for the rest of the transaction (with `lock`):
 * whoever spends points holds the lock, so two redemptions never spend the same points.
 */
export async function balanceOf(
  tx: Queryable,
  userId: number,
  { lock = false } = {},
): Promise<number | undefined> {
  const [row] = await tx.query<{ points: number }>(
    `SELECT points FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return row?.points;
}

/** Points of the rewards a member holds in a bag: taken when the order is placed. */
export async function pointsOnHold(tx: Queryable, userId: number): Promise<number> {
  const [row] = await tx.query<{ points: number }>(
    'SELECT coalesce(sum(points), 0)::int AS points FROM reward_redemptions WHERE user_id = $1 AND held',
    [userId],
  );
  return row?.points ?? 0;
}

interface EntryRow {
  id: number;
  source: PointSource;
  points: number;
  order_number: string | null;
  product_name: string | null;
  created_at: Date | string;
}

const toEntry = (row: EntryRow): PointLogEntry => ({
  id: row.id,
  source: row.source,
  points: row.points,
  createdAt: iso(row.created_at),
  orderNumber: row.order_number,
  productName: row.product_name,
});

/** A page of a member's point log, newest first, and how many entries it has. */
export async function pointLogPage(
  db: Queryable,
  userId: number,
  { perPage, offset }: { perPage: number; offset: number },
): Promise<{ entries: PointLogEntry[]; total: number }> {
  const rows = await db.query<EntryRow>(
    `SELECT id, source, points, order_number, product_name, created_at
     FROM point_log WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, perPage, offset],
  );
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM point_log WHERE user_id = $1',
    [userId],
  );
  return { entries: rows.map(toEntry), total: count?.total ?? 0 };
}
