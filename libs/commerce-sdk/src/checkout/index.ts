import { checkoutCartGet, checkoutCartReplace, multipleGwpsGet } from '../contract/checkout.js';
import { bare, withBody } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/** Checkout: `checkout-cart/` (S, R) and `multiple-gwps/` (S). */
export function checkoutApi(t: Transport) {
  return {
    checkoutCart: {
      /** The checkout: bag, delivery, recipient, payment and cost summary. */
      get: bare(t, checkoutCartGet),
      /**
       * Replaces the checkout choices; the body carries the `revision` last read. A bag changed
       * since is refused (409, `hasServerMessage(error, 'staleCheckout')`): read it again.
       */
      replace: withBody(t, checkoutCartReplace),
    },
    multipleGwps: {
      /** The spend tiers the bag reaches, whose gifts with purchase the shopper picks. */
      get: bare(t, multipleGwpsGet),
    },
  };
}
