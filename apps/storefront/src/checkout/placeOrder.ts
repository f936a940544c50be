import { CommerceError, CommerceNetworkError, hasServerMessage } from '@beauty/commerce-sdk';
import {
  OrderMessages,
  SafeUrlSchema,
  type ApplePayOrderBody,
  type Checkout,
  type CheckoutReplaceBody,
  type Consents,
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
  createOrder(body: OrderCreateBody): Promise<PlacedOrder>;
  createWalletOrder(body: ApplePayOrderBody): Promise<PlacedOrder>;
  /** The fraud-prevention token (`forterToken` cookie), when there is one. */
  forterToken(): string | undefined;
  /** A new idempotency key (the contract's `IdempotencyKeySchema`). */
  newKey(): string;
}

/**
 * One attempt at placing the order: the choices, the method, the card data if any, and a guest's
 * consents (a member's are their account's).
 */
export interface PlaceOrderInput {
  choices: CheckoutReplaceBody;
  method: PaymentMethod;
  card?: CardInput;
  consents?: Consents;
}

/** A new idempotency key: a random UUID matches `IdempotencyKeySchema` (16-100 of `A-Za-z0-9_-`). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * Places the order with a method paid outside a wallet sheet (card, bank, QR code, transfer, pay
 * later, cash). A pending attempt (its answer never arrived) is sent again unchanged; otherwise
 * the choices are saved, the card tokenised, and the new attempt is handed to `keep` before it
 * is sent, so a retry finds it. A wallet's first attempt goes through its sheet
 * ({@link walletAttempt}, `payWithApplePay`).
 */
export async function placeOrder(
  calls: PlaceOrderCalls,
  input: PlaceOrderInput,
  pending: PendingAttempt | null,
  keep: (attempt: PendingAttempt) => void,
): Promise<PlacedOrder> {
  let attempt = pending;
  if (!attempt) {
    if (input.method.kind === 'wallet') throw new Error('A wallet pays through its sheet');
    const checkout = await calls.replaceChoices(input.choices);
    const paymentToken = input.card ? await calls.tokeniseCard(input.card) : undefined;
    const forterToken = calls.forterToken();
    attempt = {
      kind: 'order',
      body: {
        idempotencyKey: calls.newKey(),
        revision: checkout.revision,
        ...(paymentToken !== undefined && { paymentToken }),
        ...(forterToken !== undefined && { forterToken }),
        ...(input.consents && { consents: input.consents }),
      },
    };
    keep(attempt);
  }
  return sendAttempt(calls, attempt);
}

/**
 * A wallet's attempt at the order: the payment the shopper authorised in the sheet, for the
 * revision of the choices saved for it, with a guest's consents. Keep it before sending it
 * ({@link sendAttempt}): it is what a retry sends again.
 */
export const walletAttempt = (
  paymentData: Record<string, unknown>,
  saved: Pick<Checkout, 'revision'>,
  consents?: Consents,
): PendingAttempt => ({
  kind: 'wallet',
  body: { paymentData, revision: saved.revision, ...(consents && { consents }) },
});

/** Sends an attempt: the order's create, or the wallet's. */
export const sendAttempt = (
  calls: Pick<PlaceOrderCalls, 'createOrder' | 'createWalletOrder'>,
  attempt: PendingAttempt,
): Promise<PlacedOrder> =>
  attempt.kind === 'wallet'
    ? calls.createWalletOrder(attempt.body)
    : calls.createOrder(attempt.body);

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
