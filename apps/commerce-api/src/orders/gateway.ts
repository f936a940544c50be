import type {
  CountryCode,
  CurrencyCode,
  LanguageCode,
  OrderSubStatus,
  PaymentFailure,
  PaymentInstructions,
  PaymentMethod,
} from '@beauty/commerce-sdk/contract';

/** A placed order as the payment provider needs it: committed, in status `unconfirmed`. */
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
    input: { paymentToken?: string; returnUrl: string },
  ): Promise<PaymentStart>;
}

/** The shop's order page and its aliases (spec section 2). */
export type OrderPage =
  'order' | 'confirmation' | 'payment_pending' | 'payment_failed' | 'payment_instruction';

/** The path of an order's page on the shop, with the guest's access token when there is one. */
export function orderPagePath(orderId: number, page: OrderPage, token: string | null): string {
  const path = page === 'order' ? `/orders/${orderId}` : `/orders/${orderId}/${page}`;
  return token ? `${path}?token=${token}` : path;
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
