import { COLLECTION_HOLD_DAYS, PAYMENT_CONFIRMATION_HOURS } from '@beauty/commerce-sdk/contract';
import type { Database } from '../db/database.js';
import { transitionOrder } from './lifecycle.js';

/** Orders a sweep takes per transaction: a long backlog is worked through in short ones. */
const BATCH = 50;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Moves the orders `due` selects (its `$1` is the cutoff, `$2` the batch size) to `to`, a batch per
 * transaction. Safe on several instances at once: `due` takes its rows `FOR UPDATE SKIP LOCKED`,
 * so each order moves once. Returns how many moved.
 */
async function sweep(
  db: Database,
  due: string,
  cutoff: Date,
  to: 'payment_expired' | 'order_cancelled',
  reason: string,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const orders = await tx.query<{ id: number }>(due, [cutoff, BATCH]);
      for (const { id } of orders) await transitionOrder(tx, id, to, { reason });
      return orders.length;
    });
    moved += batch;
    if (batch < BATCH) return moved;
  }
}

/**
 * Expires orders whose payment was not confirmed within 24 hours of placing them (`unconfirmed`,
 * `payment_pending`, and `payment_failed` not paid again): `payment_expired`, which puts their
 * stock back on sale and refunds points and store credit. Returns how many expired.
 */
export const sweepExpiredPayments = (db: Database, now = new Date()): Promise<number> =>
  sweep(
    db,
    `SELECT id FROM orders
     WHERE status IN ('unconfirmed', 'payment_pending', 'payment_failed') AND created_at < $1
     ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    new Date(now.getTime() - PAYMENT_CONFIRMATION_HOURS * HOUR_MS),
    'payment_expired',
    `payment not confirmed within ${PAYMENT_CONFIRMATION_HOURS} hours`,
  );

/**
 * Cancels click-and-collect orders not collected within the 7 days the store holds them (counted
 * from when they were ready for pickup): `order_cancelled`, their stock back on sale and points
 * and store credit refunded. Returns how many were cancelled.
 */
export const sweepUncollectedOrders = (db: Database, now = new Date()): Promise<number> =>
  sweep(
    db,
    `SELECT o.id FROM orders o
     WHERE o.status IN ('ready_for_pick_up', 'awaiting_collection')
       AND (SELECT max(e.at) FROM order_events e
            WHERE e.order_id = o.id AND e.status = 'ready_for_pick_up') < $1
     ORDER BY o.id LIMIT $2 FOR UPDATE OF o SKIP LOCKED`,
    new Date(now.getTime() - COLLECTION_HOLD_DAYS * 24 * HOUR_MS),
    'order_cancelled',
    `not collected within ${COLLECTION_HOLD_DAYS} days`,
  );
