import type { CountryCode, OrderStatus } from '@beauty/commerce-sdk/contract';
import type { Database, Queryable } from '../db/database.js';
import { afterWorkingDays } from './calendar.js';
import { addEntry, balanceOf, entryKeys, EXPIRY_SQL, orderKeyPrefix } from './ledger.js';
import { reviewTiers, upgradeOnSpend } from './tiers.js';

/** Points for an order post this many working days after it is delivered (spec section 9). */
export const POINTS_POSTING_WORKING_DAYS = 3;

/** Statuses in which an order has reached the shopper: its points may post. */
const DELIVERED: readonly OrderStatus[] = ['delivered', 'completed'];
/** Statuses that take posted points back: the order was returned or cancelled after all. */
const REVERSING: readonly OrderStatus[] = [
  'returned',
  'cancelled',
  'order_cancelled',
  'invalidated',
];

/** Rows a sweep takes per transaction. */
const BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Posts the points of delivered orders whose 3 working days (Monday to Friday in the order's
 * country) have passed: one `purchase_points_with_order_number` entry per order, with the points
 * its checkout showed (birthday month doubled). An order returned or cancelled before then never
 * posts. Safe with several instances and across restarts: orders are claimed `FOR UPDATE SKIP
 * LOCKED` and the entry's key (`purchase:{orderId}`) is unique. Upgrades the member's tier when
 * the year's spend reaches one. Returns how many orders posted.
 */
export async function postOrderPoints(db: Database, now: Date): Promise<number> {
  // Working days are at least calendar days: older deliveries are the only candidates.
  const candidatesBefore = new Date(now.getTime() - POINTS_POSTING_WORKING_DAYS * DAY_MS);
  let posted = 0;
  let afterId = 0;
  for (;;) {
    const { seen, lastId } = await db.transaction(async (tx) => {
      const orders = await tx.query<{
        id: number;
        number: string;
        user_id: number;
        country: CountryCode;
        points: number;
        delivered_at: Date | string;
      }>(
        `SELECT o.id, o.number, o.user_id, o.country,
                (o.cost_summary->>'pointsEarned')::int AS points, d.at AS delivered_at
         FROM orders o
         JOIN LATERAL (SELECT min(e.at) AS at FROM order_events e
                       WHERE e.order_id = o.id AND e.status = ANY($1::text[])) d ON true
         WHERE o.id > $2 AND o.user_id IS NOT NULL AND o.status = ANY($1::text[])
           AND (o.cost_summary->>'pointsEarned')::int > 0 AND d.at < $3
           AND NOT EXISTS (SELECT 1 FROM point_log l
                           WHERE l.key = '${orderKeyPrefix.purchase}' || o.id)
         ORDER BY o.id LIMIT $4 FOR UPDATE OF o SKIP LOCKED`,
        [DELIVERED, afterId, candidatesBefore, BATCH],
      );
      for (const order of orders) {
        const due = afterWorkingDays(
          new Date(order.delivered_at),
          POINTS_POSTING_WORKING_DAYS,
          order.country,
        );
        if (due > now) continue;
        const written = await addEntry(tx, {
          userId: order.user_id,
          source: 'purchase_points_with_order_number',
          points: order.points,
          orderId: order.id,
          orderNumber: order.number,
          key: entryKeys.purchase(order.id),
          at: now,
        });
        if (written) {
          posted++;
          await upgradeOnSpend(tx, order.user_id, now);
        }
      }
      return { seen: orders.length, lastId: orders.at(-1)?.id ?? afterId };
    });
    afterId = lastId;
    if (seen < BATCH) return posted;
  }
}

/**
 * Takes back the points an order posted when it is returned or cancelled after all, in the
 * order's transaction (`transitionOrder` calls it on every change): a negative
 * `purchase_points_with_order_number` entry naming the order, once. Points already spent are not
 * taken below zero: the reversal takes what is left of them.
 */
export async function reverseOrderPoints(
  tx: Queryable,
  order: { id: number; number: string; userId: number | null },
  to: OrderStatus,
): Promise<void> {
  if (order.userId === null || !REVERSING.includes(to)) return;
  const [purchase] = await tx.query<{ points: number }>(
    'SELECT points FROM point_log WHERE key = $1',
    [entryKeys.purchase(order.id)],
  );
  if (!purchase) return;
  const balance = (await balanceOf(tx, order.userId, { lock: true })) ?? 0;
  await addEntry(tx, {
    userId: order.userId,
    source: 'purchase_points_with_order_number',
    points: -Math.min(purchase.points, balance),
    orderId: order.id,
    orderNumber: order.number,
    key: entryKeys.purchaseReversal(order.id),
  });
}

/**
 * Expires the points of members with no purchase or redemption for 18 months: one
 * `expired_points` entry of the whole balance. Keyed by the member's latest entry, so each
 * lapse expires once whatever instances sweep. Returns how many members' points expired.
 */
export async function expirePoints(db: Database, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const members = await tx.query<{ id: number; points: number; last_id: number }>(
        `SELECT u.id, u.points,
                (SELECT max(l.id) FROM point_log l WHERE l.user_id = u.id) AS last_id
         FROM users u
         WHERE u.points > 0 AND ${EXPIRY_SQL} <= $1
         ORDER BY u.id LIMIT $2 FOR UPDATE OF u SKIP LOCKED`,
        [now, BATCH],
      );
      for (const member of members) {
        const written = await addEntry(tx, {
          userId: member.id,
          source: 'expired_points',
          points: -member.points,
          key: entryKeys.expiry(member.id, member.last_id),
          at: now,
        });
        if (written) expired++;
      }
      return members.length;
    });
    if (batch < BATCH) return expired;
  }
}

/**
 * The Beauty Pass sweep, run every minute with the API's other sweeps: points of delivered orders
 * post, lapsed points expire, and once a tier year is over members keep or lose their tier.
 */
export async function sweepLoyalty(db: Database, now = new Date()): Promise<number> {
  return (
    (await postOrderPoints(db, now)) + (await expirePoints(db, now)) + (await reviewTiers(db, now))
  );
}
