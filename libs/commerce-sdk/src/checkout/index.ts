import {
  checkoutCartGet,
  checkoutCartReplace,
  multipleGwpsGet,
  paymentsApplePayAddressCreate,
  paymentsApplePayOrderCreate,
  paymentsApplePayRequestGet,
  paymentsApplePaySessionCreate,
} from '../contract/checkout.js';
import { bare, withBody } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/** Checkout and payments: `checkout-cart/` (S, R), `multiple-gwps/` (S), `payments/apple-pay/...`. */
export function checkoutApi(t: Transport) {
  return {
    checkoutCart: {
      /** The checkout: bag, delivery, recipient, payment and cost summary. */
      get: bare(t, checkoutCartGet),
      /** Replaces the checkout choices. */
      replace: withBody(t, checkoutCartReplace),
    },
    multipleGwps: {
      /** Offers whose gifts with purchase the shopper picks. */
      get: bare(t, multipleGwpsGet),
    },
    payments: {
      applePay: {
        address: { create: withBody(t, paymentsApplePayAddressCreate) },
        order: { create: withBody(t, paymentsApplePayOrderCreate) },
        request: { get: bare(t, paymentsApplePayRequestGet) },
        session: { create: withBody(t, paymentsApplePaySessionCreate) },
      },
    },
  };
}
