import {
  ordersCreate,
  ordersEnquireKbankPaymentCreate,
  ordersGet,
  ordersList,
  ordersPaymentsCreate,
} from '../contract/orders.js';
import { byIdWithBody, byIdWithQuery, withBody, withQuery } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/**
 * Orders: `orders/` (S, C), `orders/{id}/payments` (C), `orders/enquireKbankPayment` (C), and the
 * member's order history.
 */
export function ordersApi(t: Transport) {
  return {
    orders: {
      /** An order by id: a guest adds `{ token }`, the access token `create` answered. */
      get: byIdWithQuery(t, ordersGet),
      /** The signed-in member's orders, newest first. */
      list: withQuery(t, ordersList),
      /**
       * Places the order of the checkout: send the checkout's `revision` and an idempotency key
       * made once per attempt (send the same key again when retrying).
       */
      create: withBody(t, ordersCreate),
      payments: {
        /**
         * Pays again for an order whose payment failed (`canRetryPayment` of its status), with its
         * method: a new idempotency key per attempt (the same one again when retrying it); a
         * guest adds `token`. Answered like `create`: go to `redirectUrl`.
         */
        create: byIdWithBody(t, ordersPaymentsCreate),
      },
      enquireKbankPayment: {
        /** Asks the bank whether a KBank payment went through. */
        create: withBody(t, ordersEnquireKbankPaymentCreate),
      },
    },
  };
}
