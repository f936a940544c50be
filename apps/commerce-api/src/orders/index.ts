// Orders: placing the checkout as an order (idempotent, every bag rule checked again, stock
// reserved), the order lifecycle (the one way a status changes), guests' access tokens, the
// expiry of unpaid orders and the sandbox's order calls. Other modules enter it only through this
// file; it never imports payments (payments give it a `PaymentGateway`).

/**
 * Routes: `orders/` (S, C), `orders/{id}/payments` (C: a new payment attempt), `orders` (the
 * member's list) and `sandbox/orders/…`.
 */
export { ordersRoutes, type OrdersRoutesOptions } from './routes.js';

/** How orders start payments, which the payments domain implements; the shop's order pages. */
export {
  orderPagePath,
  type OrderPage,
  type OrderPageFor,
  type PaymentGateway,
  type PaymentStart,
  type PlacedOrderRef,
} from './gateway.js';

/** Places the visitor's checkout as an order (`POST orders/` and the Apple Pay order). */
export { placeOrder, type PlacedOrder } from './place.js';

/** The one way an order's status changes, and its refusal (409). */
export {
  nextStatuses,
  OrderTransitionError,
  transitionOrder,
  type TransitionOptions,
} from './lifecycle.js';

/** An order in the contract's shape: any (`loadOrder`), or as the request may see it. */
export { loadOrder } from './view.js';
export { orderForViewer } from './access.js';

/**
 * Scheduled sweeps: orders whose payment was not confirmed within 24 hours expire; click and
 * collect orders not collected within the 7 days the store holds them are cancelled.
 */
export { sweepExpiredPayments, sweepUncollectedOrders } from './sweep.js';

/** The orders' parts of the migrations, for the list in `db/migrations.ts`. */
export * as ordersMigrations from './migrations.js';
