import {
  PaymentMessages,
  ShopPathSchema,
  type PaymentInstructions,
  type ProviderPayment,
} from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import * as v from 'valibot';
import { toMoney } from '../checkout/index.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import {
  orderPagePath,
  type PaymentGateway,
  type PaymentStart,
  type PlacedOrderRef,
} from '../orders/index.js';
import { providerClient, type PaymentsOptions } from './provider.js';
import { expireDuePayments } from './sweep.js';

/** A minor-unit amount as a provider's decimal string (`3550` → `'35.50'`; rupiah whole). */
export function decimalAmount(minor: number, fractionDigits: number): string {
  const scale = 10 ** fractionDigits;
  const whole = Math.floor(minor / scale);
  return fractionDigits === 0
    ? String(whole)
    : `${whole}.${String(minor % scale).padStart(fractionDigits, '0')}`;
}

/** The start of a payment as the provider answered it, for the order. */
function startOf(order: PlacedOrderRef, payment: ProviderPayment): PaymentStart {
  const base = { subStatus: null, providerReference: payment.id, instructions: null };
  if (payment.status === 'succeeded') return { ...base, status: 'paid', redirectUrl: null };
  if (payment.status !== 'pending') {
    return { ...base, status: 'payment_failed', paymentFailure: 'declined', redirectUrl: null };
  }
  const instructions = (fields: Partial<PaymentInstructions>): PaymentInstructions => ({
    kind: payment.kind,
    qrCode: null,
    virtualAccountNumber: null,
    bank: null,
    amount: toMoney(order.totalMinor, order.country),
    expiresAt: payment.expiresAt,
    ...fields,
  });
  if (payment.kind === 'qr_code') {
    return {
      ...base,
      status: 'payment_pending',
      instructions: instructions({ qrCode: payment.qrCode }),
      redirectUrl: orderPagePath(order.id, 'payment_instruction', {
        token: order.accessToken,
        country: order.country,
        language: order.language,
      }),
    };
  }
  if (payment.kind === 'virtual_account') {
    return {
      ...base,
      status: 'bank_transfer_pending',
      instructions: instructions({
        virtualAccountNumber: payment.virtualAccount?.number ?? null,
        bank: payment.virtualAccount?.bank ?? null,
      }),
      redirectUrl: null,
    };
  }
  // 3-D Secure, the bank's page, the buy-now-pay-later provider's page.
  return { ...base, status: 'payment_pending', redirectUrl: payment.redirectUrl };
}

/**
 * The shop's reference of an order's payment at the provider: the order's number for the first
 * attempt, then `-2`, `-3`… (at most 25 characters, a PromptPay bill number's limit).
 */
export const paymentReference = (orderNumber: string, attempt: number) =>
  attempt === 1 ? orderNumber : `${orderNumber}-${attempt}`;

/**
 * The payment gateway orders start payments with. Cash on delivery, and an order store credit
 * paid in full, need no provider; any other payment is made at the provider, recorded first
 * under the order's number and attempt, so that a repeated start asks for the same payment, not
 * a second. A new attempt supersedes the order's earlier payments still open on the shop's side
 * (a QR code the sandbox failed before it expired): they are cancelled at the provider too, so the
 * shopper cannot pay them any more, and an outcome of theirs arriving anyway changes nothing.
 */
export function paymentGateway(db: Database, options: PaymentsOptions): PaymentGateway {
  const provider = providerClient(options);
  return {
    async expireDue(tx, orderId) {
      await expireDuePayments(tx, new Date(), orderId);
    },
    async start(order, input) {
      const { kind, provider: providerName } = order.method;
      if (kind === 'cod') {
        return {
          status: 'cod',
          redirectUrl: null,
          instructions: null,
          providerReference: null,
        };
      }
      // Store credit covered it all: nothing is left for a provider to collect.
      if (order.totalMinor === 0) {
        return { status: 'paid', redirectUrl: null, instructions: null, providerReference: null };
      }
      if (!v.is(ShopPathSchema, input.returnUrl)) {
        throw new ApiError(400, PaymentMessages.invalidReturnUrl);
      }
      const reference = paymentReference(order.number, input.attempt);
      const superseded = await db.transaction(async (tx) => {
        const open = await tx.query<{ provider_payment_id: string | null }>(
          `UPDATE payments SET status = 'cancelled', updated_at = now()
           WHERE order_id = $1 AND attempt < $2 AND status IN ('starting', 'pending')
           RETURNING provider_payment_id`,
          [order.id, input.attempt],
        );
        await tx.query(
          `INSERT INTO payments (order_id, attempt, reference, kind, provider)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id, attempt) DO NOTHING`,
          [order.id, input.attempt, reference, kind, providerName],
        );
        return open.flatMap((row) => row.provider_payment_id ?? []);
      });
      for (const id of superseded) {
        // Closed meanwhile (paid, failed, expired) is the provider's 409, answered as our 422.
        await provider.cancelPayment(id).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.statusCode === 422)) console.error(error);
        });
      }
      const payment = await provider.createPayment({
        reference,
        kind,
        provider: providerName,
        amount: decimalAmount(order.totalMinor, countries[order.country].priceFractionDigits),
        currency: order.currency,
        country: order.country,
        ...(input.paymentToken !== undefined && { token: input.paymentToken }),
        returnUrl: input.returnUrl,
      });
      await db.query(
        `UPDATE payments SET provider_payment_id = $3, status = $4, failure_code = $5,
           expires_at = $6, updated_at = now()
         WHERE order_id = $1 AND attempt = $2 AND status IN ('starting', 'pending')`,
        [
          order.id,
          input.attempt,
          payment.id,
          payment.status,
          payment.failureCode,
          payment.expiresAt,
        ],
      );
      return startOf(order, payment);
    },
  };
}
