// The Beauty Pass: the point log (the one truth of a balance), tiers and their thresholds per
// country, rewards and their redemption, insider gifts, the member's account, point log and beauty
// profile, and the sweep that posts, reverses and expires points and reviews tiers. Other modules
// enter it only through this file; it imports only the catalogue and auth.

/** Routes: `rewards/` (L, C), `account/point-log` and `account/beauty-profile` (S, R). */
export { loyaltyRoutes, redeemingMember } from './routes.js';

/** The Beauty Pass account of `GET account` (tier message, balance, expiry, log, gifts). */
export { loyaltyAccount, cardNumber } from './account.js';

/** The point log: the one way points change (`addEntry`), and a member's balance. */
export { addEntry, balanceOf, type NewEntry } from './ledger.js';

/**
 * Rewards for the bag (which mounts `cart/beauty-pass-offers/`): the catalogue, those a bag holds,
 * their offer view, holding one in a bag and taking it out again.
 */
export { loadRewards, rewardIdsInBag, type RewardRow } from './rewards.js';
export { beautyPassView } from './view.js';
export { holdReward, releaseReward } from './redemptions.js';

/**
 * For orders: placing takes the held rewards' points (`takeHeldPoints`, in the order's
 * transaction); an order ending undelivered gives them back (`refundOrderRewards`); a returned or
 * cancelled order takes back the points it posted (`reverseOrderPoints`, on every status change).
 */
export { takeHeldPoints, refundOrderRewards } from './redemptions.js';

/** For the checkout's blockers: held rewards the member's points no longer cover. */
export { heldRewardsBlocker } from './redemptions.js';
export { reverseOrderPoints } from './sweep.js';

/**
 * The scheduled sweep (`commerceSweeps`): order points post 3 working days after delivery,
 * lapsed points expire, tiers are reviewed once the year is over. Its parts, for tests.
 */
export { sweepLoyalty, postOrderPoints, expirePoints } from './sweep.js';
export { reviewTiers } from './tiers.js';

/** Working days and tier years in a country's time zone. */
export { afterWorkingDays } from './calendar.js';

/** The Beauty Pass messages beyond the contract's. */
export { LoyaltyMessages } from './messages.js';

/** The Beauty Pass parts of the migrations, for the list in `db/migrations.ts`. */
export * as loyaltyMigrations from './migrations.js';

/** The Beauty Pass seed steps, for the list in `seed/seed.ts`. */
export * as loyaltySeed from './seed/steps.js';
