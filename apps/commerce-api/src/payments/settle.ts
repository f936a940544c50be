import type { OrderStatus, ProviderPayment } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { transitionOrder } from '../orders/index.js';

/** The shop's record of a payment, locked by {@link lockPayment}. */
export interface PaymentRecord {
  id: number;
  orderId: number;
  kind: ProviderPayment['kind'];
  status: 'starting' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired';
  providerPaymentId: string | null;
  orderStatus: OrderStatus;
}

/**
 * Order statuses that wait for the payment's outcome; `unconfirmed` when the outcome arrives
 * while the start is still being recorded (orders then keeps the outcome).
 */
const AWAITING_PAYMENT: readonly OrderStatus[] = [
  'unconfirmed',
  'payment_pending',
  'bank_transfer_pending',
];

/**
 * Locks a payment row (and reads its order's status) in the caller's transaction: by its id, by
 * the provider's id, or the latest attempt of an order.
 */
export async function lockPayment(
  tx: Queryable,
  where: 'id' | 'provider_payment_id' | 'order_id',
  value: string | number,
): Promise<PaymentRecord | undefined> {
  const [row] = await tx.query<PaymentRecord>(
    `SELECT p.id, p.order_id AS "orderId", p.kind, p.status,
       p.provider_payment_id AS "providerPaymentId", o.status AS "orderStatus"
     FROM payments p JOIN orders o ON o.id = p.order_id
     WHERE p.${where} = $1 ORDER BY p.attempt DESC LIMIT 1 FOR UPDATE OF p`,
    [value],
  );
  return row;
}

/** What a settled provider payment makes of the order. */
const orderOutcome = {
  succeeded: { status: 'paid', paymentFailure: null },
  failed: { status: 'payment_failed', paymentFailure: 'declined' },
  cancelled: { status: 'payment_cancelled', paymentFailure: null },
} as const;

/**
 * Applies a provider's outcome to a locked payment and its order, in the caller's transaction:
 * the payment records it and the order moves (with `transitionOrder`) when it still waits for
 * it. Answers whether anything changed: an outcome already applied, or one for an order that has
 * moved on (expired, cancelled), changes nothing.
 */
export async function settlePayment(
  tx: Queryable,
  payment: PaymentRecord,
  outcome: { status: ProviderPayment['status']; failureCode: string | null },
  reason: string,
): Promise<boolean> {
  if (outcome.status === 'pending') return false;
  if (payment.status !== 'pending' && payment.status !== 'starting') return false;
  await tx.query(
    `UPDATE payments SET status = $2, failure_code = $3, updated_at = now() WHERE id = $1`,
    [payment.id, outcome.status, outcome.failureCode],
  );
  if (!AWAITING_PAYMENT.includes(payment.orderStatus)) return false;
  const next = orderOutcome[outcome.status];
  await transitionOrder(tx, payment.orderId, next.status, {
    reason,
    ...(next.paymentFailure && { paymentFailure: next.paymentFailure }),
  });
  return true;
}

/** Expires a locked pending payment at its expiry: a QR code fails, a virtual account expires. */
export async function expirePayment(tx: Queryable, payment: PaymentRecord): Promise<boolean> {
  await tx.query(`UPDATE payments SET status = 'expired', updated_at = now() WHERE id = $1`, [
    payment.id,
  ]);
  if (!AWAITING_PAYMENT.includes(payment.orderStatus)) return false;
  if (payment.kind === 'qr_code') {
    await transitionOrder(tx, payment.orderId, 'payment_failed', {
      reason: 'PromptPay QR code expired',
      paymentFailure: 'qr_expired',
    });
  } else {
    await transitionOrder(tx, payment.orderId, 'payment_expired', {
      reason: 'Virtual account expired',
    });
  }
  return true;
}
