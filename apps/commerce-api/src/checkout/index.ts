// The checkout: the bag priced for an order (delivery, recipient, payment method, gifts with
// purchase, store credit and the cost summary, all computed here), and the payment methods and
// store credit it offers. Other modules enter it only through this file.

/** Routes of the checkout: `checkout-cart/` (S, R) and `multiple-gwps/` (S). */
export { checkoutRoutes } from './routes.js';

/**
 * The visitor's bag priced for an order, in minor units (`loadPricedCheckout` inside a
 * transaction that locked the bag; `withPricedCheckout` locks it and prices it for you), and the
 * contract's view of it.
 */
export {
  loadPricedCheckout,
  withPricedCheckout,
  type CostSummaryMinor,
  type PricedCheckout,
  type PricedLine,
} from './priced.js';
export { checkoutView, costSummaryView } from './view.js';
export type { PricedDeliveryOption } from './delivery.js';
export type { GiftTier } from './gifts.js';

/** Minor units of a country's currency and the contract's Money. */
export { minorPerMajor, toMinor, toMoney } from './money.js';

/** Store credit an order redeems, and gives back when it is cancelled or unpaid. */
export { debitStoreCredit, refundStoreCredit, storeCreditMinor } from './credits.js';

/** The checkout's messages (the spec's form messages and its own). */
export { CheckoutMessages } from './messages.js';

/** The checkout's parts of the migrations, for the list in `db/migrations.ts`. */
export * as checkoutMigrations from './migrations.js';

/** The checkout's seed steps, for the list in `seed/seed.ts`. */
export * as checkoutSeed from './seed/steps.js';
