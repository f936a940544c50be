import type {
  CountryCode,
  CurrencyCode,
  LanguageCode,
  OrderSubStatus,
  PaymentFailure,
  PaymentInstructions,
  PaymentMethod,
} from '@beauty/commerce-sdk/contract';
import { localizeHref } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';

/**
 * A placed order as the payment provider needs it: committed, in status `unconfirmed` (or
 * `payment_failed` for a new attempt).
 */
export interface PlacedOrderRef {
  id: number;
  number: string;
  /** The guest's access token, for the shop's return URLs (`null` for a member's order). */
  accessToken: string | null;
  country: CountryCode;
  currency: CurrencyCode;
  /** What the shopper pays, in the currency's minor unit. */
  totalMinor: number;
  method: PaymentMethod;
  email: string;
  language: LanguageCode;
}

/** How a payment started: the status the order moves to, and what the shopper does next. */
export interface PaymentStart {
  status: 'paid' | 'payment_pending' | 'bank_transfer_pending' | 'cod' | 'payment_failed';
  subStatus?: OrderSubStatus | null;
  /** With `payment_failed`: which message variant the order page shows. */
  paymentFailure?: PaymentFailure | null;
  /** The provider's page to send the shopper to (3-D Secure, buy now pay later), if any. */
  redirectUrl: string | null;
  instructions: PaymentInstructions | null;
  providerReference: string | null;
}

/**
 * Starts payments: the payments domain implements it (orders never import payments). Called after
 * the order row is committed in status `unconfirmed`, with no transaction open (PGlite has one
 * connection); orders then moves the order to the start's status in a new transaction.
 */
export interface PaymentGateway {
  start(
    order: PlacedOrderRef,
    input: {
      paymentToken?: string;
      returnUrl: string;
      /**
       * Which payment of the order this is: 1 when it is placed, then one more for each new
       * attempt after a failure (`POST orders/{id}/payments`). An attempt supersedes the ones
       * before it; a repeated start of the same attempt asks for the same payment.
       */
      attempt: number;
    },
  ): Promise<PaymentStart>;
  /**
   * Expires the order's payments past their expiry (a PromptPay QR code, a virtual account) in
   * the caller's transaction, as the scheduled sweep would, so paying again right after an
   * expiry never waits for the sweep. A gateway without expiring payments leaves it out.
   */
  expireDue?(tx: Queryable, orderId: number): Promise<void>;
}

/** The shop's order page and its aliases (spec section 2). */
export type OrderPage =
  'order' | 'confirmation' | 'payment_pending' | 'payment_failed' | 'payment_instruction';

/** Whose order page it is: a guest's access token, and the country and language it was placed in. */
export interface OrderPageFor {
  token: string | null;
  country: CountryCode;
  language: LanguageCode;
}

/**
 * The path of an order's page on the shop, as the shop's links are written: the guest's access
 * token when there is one, and the `language` the order was placed in when it is not the
 * country's default (the shop's URL rules), so a shopper coming back from a provider's page or an
 * email reads on in their language.
 */
export function orderPagePath(
  orderId: number,
  page: OrderPage,
  { token, country, language }: OrderPageFor,
): string {
  const path = page === 'order' ? `/orders/${orderId}` : `/orders/${orderId}/${page}`;
  return localizeHref(token ? `${path}?token=${token}` : path, { country, language });
}

/** The page that tells the shopper about an order in a status (where a payment start sends them). */
export function pageOfStatus(status: PaymentStart['status']): OrderPage {
  switch (status) {
    case 'paid':
    case 'cod':
      return 'confirmation';
    case 'payment_pending':
      return 'payment_pending';
    case 'bank_transfer_pending':
      return 'payment_instruction';
    case 'payment_failed':
      return 'payment_failed';
  }
}
