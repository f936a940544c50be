import { CommerceError, CommerceNetworkError, hasServerMessage } from '@beauty/commerce-sdk';
import {
  OrderMessages,
  SafeUrlSchema,
  type ApplePayOrderBody,
  type Checkout,
  type CheckoutReplaceBody,
  type Order,
  type OrderCreateBody,
  type PaymentMethod,
} from '@beauty/commerce-sdk/contract';

/** Card data as typed: it goes to the payment provider only, never to the shop. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** What the shop answers once an order is placed. */
export interface PlacedOrder {
  order: Order;
  redirectUrl: string | null;
  accessToken?: string | null;
}

/**
 * A request that may have placed an order: sent again as it is (same idempotency key, same body,
 * or the same authorised wallet payment) when the shopper retries, so it never places two.
 */
export type PendingAttempt =
  { kind: 'order'; body: OrderCreateBody } | { kind: 'wallet'; body: ApplePayOrderBody };

/** The calls placing an order makes. */
export interface PlaceOrderCalls {
  /** `PUT checkout-cart/`: the choices, answered with the checkout priced with them. */
  replaceChoices(body: CheckoutReplaceBody): Promise<Checkout>;
  /** The payment provider's token of the card data. */
  tokeniseCard(card: CardInput): Promise<string>;
  /** The wallet's authorised payment (`paymentData`) for the checkout's total. */
  authoriseWallet(checkout: Checkout): Promise<Record<string, unknown>>;
  createOrder(body: OrderCreateBody): Promise<PlacedOrder>;
  createWalletOrder(body: ApplePayOrderBody): Promise<PlacedOrder>;
  /** The fraud-prevention token (`forterToken` cookie), when there is one. */
  forterToken(): string | undefined;
  /** A new idempotency key (the contract's `IdempotencyKeySchema`). */
  newKey(): string;
}

/** One attempt at placing the order: the choices, the method and the card data if any. */
export interface PlaceOrderInput {
  choices: CheckoutReplaceBody;
  method: PaymentMethod;
  card?: CardInput;
}

/** A new idempotency key: a random UUID matches `IdempotencyKeySchema` (16-100 of `A-Za-z0-9_-`). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * Places the order. A pending attempt (its answer never arrived) is sent again unchanged;
 * otherwise the choices are saved, the card tokenised or the wallet payment authorised, and the
 * new attempt is handed to `keep` before it is sent, so a retry finds it.
 */
export async function placeOrder(
  calls: PlaceOrderCalls,
  input: PlaceOrderInput,
  pending: PendingAttempt | null,
  keep: (attempt: PendingAttempt) => void,
): Promise<PlacedOrder> {
  let attempt = pending;
  if (!attempt) {
    const checkout = await calls.replaceChoices(input.choices);
    if (input.method.kind === 'wallet') {
      const paymentData = await calls.authoriseWallet(checkout);
      attempt = { kind: 'wallet', body: { paymentData, revision: checkout.revision } };
    } else {
      const paymentToken = input.card ? await calls.tokeniseCard(input.card) : undefined;
      const forterToken = calls.forterToken();
      attempt = {
        kind: 'order',
        body: {
          idempotencyKey: calls.newKey(),
          revision: checkout.revision,
          ...(paymentToken !== undefined && { paymentToken }),
          ...(forterToken !== undefined && { forterToken }),
        },
      };
    }
    keep(attempt);
  }
  return attempt.kind === 'wallet'
    ? calls.createWalletOrder(attempt.body)
    : calls.createOrder(attempt.body);
}

/**
 * Whether a failed attempt may have placed the order, or may still: no answer came, the server
 * failed, or it is still placing it. Such an attempt is retried as it is, never made anew.
 */
export function mayHavePlaced(error: unknown): boolean {
  // Without an answer (offline, or the wait stopped) the order may have been placed all the same.
  if (error instanceof CommerceNetworkError) return true;
  if (!(error instanceof CommerceError)) return false;
  return error.statusCode >= 500 || error.message === OrderMessages.stillPlacing;
}

/** Whether the API refused because the bag changed since the shopper reviewed it. */
export const isStaleCheckout = (error: unknown): boolean =>
  hasServerMessage(error, 'staleCheckout');

/**
 * Where the shopper goes once the order is placed: the provider's page (3-D Secure, bank, buy now
 * pay later) or the order page for its status, as the API says; a URL with a dangerous protocol
 * is refused (`SafeUrlSchema`) for the order page itself, with the guest's access token.
 */
export function nextLocation(placed: PlacedOrder): string {
  const { redirectUrl, order, accessToken } = placed;
  if (redirectUrl) {
    const checked = SafeUrlSchema['~standard'].validate(redirectUrl);
    if (!(checked instanceof Promise) && !checked.issues) return redirectUrl;
  }
  return accessToken
    ? `/orders/${order.id}?token=${encodeURIComponent(accessToken)}`
    : `/orders/${order.id}`;
}
