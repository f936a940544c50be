// The bag: a shopper's bag and its rules, offers, promo codes and samples, and the Beauty Pass
// rewards it holds (the loyalty domain owns rewards). Other modules enter it only through this file.

/** Routes of the bag (`cart/…`, `cart/beauty-pass-offers/` included). */
export { bagRoutes } from './routes.js';

/** Moves a guest's bag into the member's, in the caller's transaction: a sign-in does. */
export { mergeGuestBag } from './merge.js';

/**
 * For the checkout: who the visitor is and their bag's owner (`visitor`), the bag locked in the
 * caller's transaction (`lockBag`), read (`loadBagState`) and shown (`cartView`, `offersView`),
 * and its discounts (`bagDiscount`), so the checkout prices exactly as the bag does.
 */
export { visitor, type Visitor } from './visitor.js';
export { lockBag, type BagOwner } from './merge.js';
export { loadBagState, type BagState, type BagViewer } from './state.js';
export { cartView } from './cart-view.js';
export { offersView } from './offers-view.js';
export { bagDiscount, type BagDiscount } from './pricing.js';

/** The bag's parts of the shipped migrations, for the list in `db/migrations.ts`. */
export * as bagMigrations from './migrations.js';

/** The bag's seed steps, for the list in `seed/seed.ts`. */
export * as bagSeed from './seed/steps.js';
