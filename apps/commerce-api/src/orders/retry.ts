import {
  OrderMessages,
  PAYMENT_CONFIRMATION_HOURS,
  ServerMessages,
  canRetryPayment,
  type CountryCode,
  type CurrencyCode,
  type LanguageCode,
  type OrderPaymentBody,
  type OrderStatus,
  type PaymentMethod,
} from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import type { CostSummaryMinor } from '../checkout/index.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { issueAccessToken, orderForViewer } from './access.js';
import type { PaymentGateway, PlacedOrderRef } from './gateway.js';
import { bodyDigest, startPayment, waitForStart, type PlacedOrder } from './place.js';
import { loadOrder } from './view.js';

/**
 * An attempt not started this long after it was claimed is taken as abandoned (the request that
 * claimed it died): it no longer holds off a new one.
 */
const ABANDONED_ATTEMPT_SECONDS = 60;

interface RetryRow {
  id: number;
  number: string;
  user_id: number | null;
  status: OrderStatus;
  country: CountryCode;
  currency: CurrencyCode;
  email: string;
  payment_method: Omit<PaymentMethod, 'brand'> & { brand?: string | null };
  cost_summary: CostSummaryMinor;
  payable: boolean;
}

type Claim =
  | { kind: 'started'; ref: PlacedOrderRef; attempt: number }
  | { kind: 'replay'; attempt: number; isGuest: boolean };

/**
 * `POST orders/{id}/payments`: pays again for an order whose payment failed, with the order's
 * method (a new PromptPay QR code, the card again, the bank's or pay-later page again). Only the
 * order's member, or a guest with one of its tokens, may (403, 404 as `GET orders/{id}`).
 *
 * In one transaction with the order locked: the attempt's idempotency key is claimed (the same
 * key answers the same attempt; with another body, 422), the status must allow a new payment
 * (`canRetryPayment`, within the 24 hours an order waits for payment: 409
 * 'This order cannot be paid again.' otherwise) and no other attempt may be starting (409). The
 * payment then starts as placing the order's did, as attempt 2, 3…, and the order moves from
 * `payment_failed` to the start's status (`ORDER_TRANSITIONS`).
 */
export async function retryPayment(
  db: Database,
  c: Context,
  {
    orderId,
    body,
    language,
    payments,
    logError = console.error,
  }: {
    orderId: number;
    body: OrderPaymentBody;
    /** The language the shopper pays again in: where the provider sends them back in. */
    language: LanguageCode;
    payments: PaymentGateway;
    logError?: (error: unknown) => void;
  },
): Promise<PlacedOrder> {
  await orderForViewer(db, c, orderId, body.token);
  // The guest's token proves who asks; the attempt is the rest.
  const { idempotencyKey, token: _token, ...request } = body;
  const digest = bodyDigest(request);
  const claim = await db.transaction(async (tx): Promise<Claim> => {
    // A QR code that expired a moment ago fails its order now, not at the next sweep.
    await payments.expireDue?.(tx, orderId);
    const [order] = await tx.query<RetryRow>(
      `SELECT id, number, user_id, status, country, currency, email, payment_method,
              cost_summary,
              created_at > now() - make_interval(hours => $2) AS payable
       FROM orders WHERE id = $1 FOR UPDATE`,
      [orderId, PAYMENT_CONFIRMATION_HOURS],
    );
    if (!order) throw new ApiError(404, ServerMessages.resourceNotFound);
    const [previous] = await tx.query<{ attempt: number; body_sha256: string }>(
      `SELECT attempt, body_sha256 FROM order_payment_attempts
       WHERE order_id = $1 AND idempotency_key = $2`,
      [orderId, idempotencyKey],
    );
    if (previous) {
      if (previous.body_sha256 !== digest)
        throw new ApiError(422, OrderMessages.idempotencyKeyReused);
      return { kind: 'replay', attempt: previous.attempt, isGuest: order.user_id === null };
    }
    if (!canRetryPayment(order.status) || !order.payable) {
      throw new ApiError(409, ServerMessages.paymentNotRetryable, { status: order.status });
    }
    const [starting] = await tx.query(
      `SELECT 1 FROM order_payment_attempts
       WHERE order_id = $1 AND started_at IS NULL
         AND created_at > now() - make_interval(secs => $2)`,
      [orderId, ABANDONED_ATTEMPT_SECONDS],
    );
    if (starting) throw new ApiError(409, OrderMessages.paymentUnderWay);
    const [next] = await tx.query<{ attempt: number }>(
      `SELECT coalesce(max(attempt), 1) + 1 AS attempt FROM order_payment_attempts
       WHERE order_id = $1`,
      [orderId],
    );
    const attempt = next!.attempt;
    await tx.query(
      `INSERT INTO order_payment_attempts (order_id, attempt, idempotency_key, body_sha256)
       VALUES ($1, $2, $3, $4)`,
      [orderId, attempt, idempotencyKey, digest],
    );
    const total = order.cost_summary.total;
    return {
      kind: 'started',
      attempt,
      ref: {
        id: order.id,
        number: order.number,
        // The return URLs need one: a guest's first token is not stored.
        accessToken: order.user_id === null ? await issueAccessToken(tx, order.id) : null,
        country: order.country,
        currency: order.currency,
        totalMinor: total,
        method: { ...order.payment_method, brand: order.payment_method.brand ?? null },
        email: order.email,
        language,
      },
    };
  });

  if (claim.kind === 'replay') {
    const row = await waitForStart(
      db,
      `SELECT redirect_url, started_at IS NOT NULL AS started FROM order_payment_attempts
       WHERE order_id = $1 AND attempt = $2`,
      [orderId, claim.attempt],
      OrderMessages.paymentUnderWay,
    );
    const accessToken = claim.isGuest
      ? await db.transaction((tx) => issueAccessToken(tx, orderId))
      : null;
    return { order: (await loadOrder(db, orderId))!, redirectUrl: row.redirect_url, accessToken };
  }

  const redirectUrl = await startPayment(
    db,
    claim.ref,
    { payments, logError },
    {
      paymentToken: request.paymentToken,
      attempt: claim.attempt,
      from: 'payment_failed',
      started: (tx, url) =>
        tx.query(
          `UPDATE order_payment_attempts SET started_at = now(), redirect_url = $3
           WHERE order_id = $1 AND attempt = $2`,
          [orderId, claim.attempt, url],
        ),
    },
  );
  return {
    order: (await loadOrder(db, orderId))!,
    redirectUrl,
    accessToken: claim.ref.accessToken,
  };
}
