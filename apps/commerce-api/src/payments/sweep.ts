import type { Database, Queryable } from '../db/database.js';
import { providerClient, type PaymentsOptions } from './provider.js';
import { expirePayment, lockPayment } from './settle.js';

/** Payments expired per sweep at most; the next sweep takes the rest. */
const BATCH = 100;

/** What one sweep did. */
export interface PaymentSweep {
  qrCodesExpired: number;
  virtualAccountsExpired: number;
  webhooksRetried: number;
}

/**
 * The payments' scheduled work, safe to run on several API instances at once: PromptPay QR codes
 * past their expiry fail their order (the QR-expired message), virtual accounts past theirs expire
 * it, each payment claimed once (`FOR UPDATE SKIP LOCKED`); then the provider is asked to retry
 * the webhooks it failed to deliver (after the transaction: the delivery reaches this API).
 */
export async function sweepPayments(
  db: Database,
  options: PaymentsOptions,
  now = new Date(),
): Promise<PaymentSweep> {
  const expired = await db.transaction((tx) => expireDuePayments(tx, now));
  const retried = await providerClient(options).retryWebhooks();
  return { ...expired, webhooksRetried: retried.attempted };
}

/**
 * Expires the pending PromptPay QR codes and virtual accounts past their expiry at `now`, in the
 * caller's transaction, each claimed once (`FOR UPDATE SKIP LOCKED`): the sweep's batch, or one
 * order's, so a shopper paying again right after a QR code expired need not wait for the sweep.
 */
export async function expireDuePayments(
  tx: Queryable,
  now: Date,
  orderId?: number,
): Promise<Pick<PaymentSweep, 'qrCodesExpired' | 'virtualAccountsExpired'>> {
  const due = await tx.query<{ id: number }>(
    `SELECT id FROM payments
     WHERE status = 'pending' AND kind IN ('qr_code', 'virtual_account') AND expires_at <= $1
       AND ($2::integer IS NULL OR order_id = $2)
     ORDER BY expires_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    [now, orderId ?? null],
  );
  const counts = { qrCodesExpired: 0, virtualAccountsExpired: 0 };
  for (const { id } of due) {
    const payment = await lockPayment(tx, 'id', id);
    if (!payment || !(await expirePayment(tx, payment))) continue;
    if (payment.kind === 'qr_code') counts.qrCodesExpired++;
    else counts.virtualAccountsExpired++;
  }
  return counts;
}
