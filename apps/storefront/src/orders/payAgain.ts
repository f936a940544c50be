import { CommerceError, hasServerMessage } from '@beauty/commerce-sdk';
import {
  OrderMessages,
  canRetryPayment,
  type Order,
  type OrderPaymentBody,
} from '@beauty/commerce-sdk/contract';
import { mayHavePlaced, type CardInput, type PlacedOrder } from '../checkout/placeOrder';

/** The calls paying again makes. */
export interface PayAgainCalls {
  /** The payment provider's token of the card data. */
  tokeniseCard(card: CardInput): Promise<string>;
  /** `POST orders/{id}/payments`. */
  payAgain(orderId: number, body: OrderPaymentBody): Promise<PlacedOrder>;
  /** The fraud-prevention token (`forterToken` cookie), when there is one. */
  forterToken(): string | undefined;
  /** A new idempotency key (the contract's `IdempotencyKeySchema`). */
  newKey(): string;
}

/** When the PromptPay QR code an order waits on expires, in ms since the epoch, if it does. */
export const qrExpiryOf = (
  order: Pick<Order, 'status' | 'paymentMethod' | 'paymentInstructions'>,
): number | undefined =>
  order.status === 'payment_pending' &&
  order.paymentMethod.kind === 'qr_code' &&
  order.paymentInstructions?.expiresAt
    ? Date.parse(order.paymentInstructions.expiresAt)
    : undefined;

/**
 * Whether the shopper can pay again for the order from its page: its status allows a new payment
 * (`canRetryPayment`), or its QR code expired by `now` (the API fails the order when asked, before
 * its sweep does); with a method that needs no wallet sheet (Apple Pay pays in the checkout's
 * sheet only) and not cash on delivery.
 */
export const canPayAgain = (
  order: Pick<Order, 'status' | 'paymentMethod' | 'paymentInstructions'>,
  now?: number,
): boolean => {
  const qrExpiry = qrExpiryOf(order);
  return (
    (canRetryPayment(order.status) ||
      (qrExpiry !== undefined && now !== undefined && now >= qrExpiry)) &&
    order.paymentMethod.kind !== 'wallet' &&
    order.paymentMethod.kind !== 'cod'
  );
};

/**
 * Starts a new payment of the order: one attempt, one idempotency key. A pending attempt (its
 * answer never came) is sent again as it was; otherwise the card (if the order is paid by card)
 * is tokenised and the new attempt handed to `keep` before it is sent, so a retry finds it.
 */
export async function payAgain(
  calls: PayAgainCalls,
  { orderId, token, card }: { orderId: number; token?: string; card?: CardInput },
  pending: OrderPaymentBody | null,
  keep: (attempt: OrderPaymentBody) => void,
): Promise<PlacedOrder> {
  let attempt = pending;
  if (!attempt) {
    const paymentToken = card ? await calls.tokeniseCard(card) : undefined;
    const forterToken = calls.forterToken();
    attempt = {
      idempotencyKey: calls.newKey(),
      ...(token !== undefined && { token }),
      ...(paymentToken !== undefined && { paymentToken }),
      ...(forterToken !== undefined && { forterToken }),
    };
    keep(attempt);
  }
  return calls.payAgain(orderId, attempt);
}

/**
 * Whether a failed attempt may have started the payment, or still may: no answer, a server
 * failure, or another request of it still starting. Such an attempt is sent again as it is.
 */
export const mayHaveStarted = (error: unknown): boolean =>
  mayHavePlaced(error) ||
  (error instanceof CommerceError && error.message === OrderMessages.paymentUnderWay);

/** Whether the API refused because the order can no longer be paid (its status moved on). */
export const isNotRetryable = (error: unknown): boolean =>
  hasServerMessage(error, 'paymentNotRetryable');
