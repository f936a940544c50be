import type { CountryCode, PointSource, Tier } from '@beauty/commerce-sdk/contract';
import type { SessionUser } from '../auth/index.js';
import { loadVariantsBySku } from '../catalogue/index.js';
import type { Queryable } from '../db/database.js';
import { fitsIdColumn } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { addEntry, balanceOf, entryKeys, pointsOnHold } from './ledger.js';
import { LoyaltyMessages } from './messages.js';
import type { RewardRow } from './rewards.js';

/** Pink members are white members under an older name. */
const tierRank: Record<Tier, number> = { pink: 1, white: 1, black: 2, gold: 3 };

/** A tier reward (one with a minimum tier) is a level redemption; any other uses points. */
const sourceOf = (reward: Pick<RewardRow, 'minimum_tier'>): PointSource =>
  reward.minimum_tier ? 'level_redemption' : 'used_points';

export interface Redemption {
  id: number;
  reward: RewardRow;
  pointsSpent: number;
  pointsBalance: number;
  createdAt: Date | string;
}

/**
 * The reward, locked, if the member may have it now: it exists (404 'Offer not found'), its gift
 * is sold in the country, it has not expired, units are left ('fully redeemed', 409), the member's
 * tier is high enough and their points not yet spent or held cover it. The member is locked too.
 */
async function redeemable(
  tx: Queryable,
  { user, rewardId, country }: { user: SessionUser; rewardId: number; country: CountryCode },
): Promise<RewardRow> {
  if (!fitsIdColumn(rewardId)) throw new ApiError(404, LoyaltyMessages.offerNotFound);
  const [reward] = await tx.query<RewardRow & { expired: boolean }>(
    `SELECT id, title, description, sku, points, minimum_tier, valid_till::text AS valid_till, remaining,
            (valid_till IS NOT NULL AND valid_till < current_date) AS expired
     FROM beauty_pass_rewards WHERE id = $1 FOR UPDATE`,
    [rewardId],
  );
  if (!reward) throw new ApiError(404, LoyaltyMessages.offerNotFound);
  const variant = (await loadVariantsBySku(tx, [reward.sku], country)).get(reward.sku);
  if (!variant || variant.price === null)
    throw new ApiError(400, LoyaltyMessages.unavailableInCountry);
  if (reward.expired) throw new ApiError(400, LoyaltyMessages.rewardExpired);
  if (reward.remaining === 0 || (variant.stock ?? 0) === 0)
    throw new ApiError(409, LoyaltyMessages.fullyRedeemed);
  const [member] = await tx.query<{ tier: Tier }>('SELECT tier FROM users WHERE id = $1', [
    user.id,
  ]);
  const balance = await balanceOf(tx, user.id, { lock: true });
  if (!member || balance === undefined) throw new ApiError(401, LoyaltyMessages.userNotFound);
  if (reward.minimum_tier && tierRank[member.tier] < tierRank[reward.minimum_tier])
    throw new ApiError(403, LoyaltyMessages.tierRequired(reward.minimum_tier), {
      minimumTier: reward.minimum_tier,
    });
  const validPoints = balance - (await pointsOnHold(tx, user.id));
  if (validPoints < reward.points)
    throw new ApiError(400, LoyaltyMessages.notEnoughPoints(reward.points, validPoints), {
      points: reward.points,
      validPoints,
    });
  return reward;
}

/**
 * Puts a reward in a member's bag, in the caller's transaction with the bag locked: a hold. Its
 * points are checked (spent and held points count) but taken only when the order is placed
 * ({@link takeHeldPoints}); one unit of the reward is set aside for the bag. Once per bag: holding
 * it again changes nothing and answers `false`.
 */
export async function holdReward(
  tx: Queryable,
  input: { user: SessionUser; rewardId: number; country: CountryCode; bagId: number },
): Promise<boolean> {
  if (fitsIdColumn(input.rewardId)) {
    const [already] = await tx.query(
      'SELECT 1 FROM reward_redemptions WHERE cart_id = $1 AND reward_id = $2',
      [input.bagId, input.rewardId],
    );
    if (already) return false;
  }
  const reward = await redeemable(tx, input);
  await tx.query('UPDATE beauty_pass_rewards SET remaining = remaining - 1 WHERE id = $1', [
    reward.id,
  ]);
  await tx.query(
    `INSERT INTO reward_redemptions (reward_id, user_id, cart_id, points, held)
     VALUES ($1, $2, $3, $4, true)`,
    [reward.id, input.user.id, input.bagId, reward.points],
  );
  return true;
}

/**
 * Takes a reward out of a bag, in the caller's transaction with the bag locked: the hold ends and
 * the unit set aside is free again. A reward redeemed into a bag before holds existed had its
 * points taken then: they are given back. 404 when the bag does not hold it.
 */
export async function releaseReward(
  tx: Queryable,
  { bagId, rewardId }: { bagId: number; rewardId: number },
): Promise<void> {
  if (!fitsIdColumn(rewardId)) throw new ApiError(404, LoyaltyMessages.rewardNotInBag);
  const [released] = await tx.query<{ id: number; user_id: number; points: number; held: boolean }>(
    `DELETE FROM reward_redemptions WHERE cart_id = $1 AND reward_id = $2 AND order_id IS NULL
     RETURNING id, user_id, points, held`,
    [bagId, rewardId],
  );
  if (!released) throw new ApiError(404, LoyaltyMessages.rewardNotInBag);
  const [reward] = await tx.query<RewardRow>(
    `UPDATE beauty_pass_rewards SET remaining = remaining + 1 WHERE id = $1
     RETURNING title, minimum_tier`,
    [rewardId],
  );
  if (!released.held) {
    await addEntry(tx, {
      userId: released.user_id,
      source: sourceOf(reward!),
      points: released.points,
      productName: reward!.title,
      key: entryKeys.redemptionRefund(released.id),
    });
  }
}

/**
 * Redeems a reward at once, outside a bag (`POST rewards/`): the points are taken now, as a
 * `used_points` entry (`level_redemption` for a tier reward), and one unit of the reward.
 */
export async function redeemNow(
  tx: Queryable,
  input: { user: SessionUser; rewardId: number; country: CountryCode },
): Promise<Redemption> {
  const reward = await redeemable(tx, input);
  await tx.query('UPDATE beauty_pass_rewards SET remaining = remaining - 1 WHERE id = $1', [
    reward.id,
  ]);
  const [redemption] = await tx.query<{ id: number; created_at: Date | string }>(
    `INSERT INTO reward_redemptions (reward_id, user_id, points) VALUES ($1, $2, $3)
     RETURNING id, created_at`,
    [reward.id, input.user.id, reward.points],
  );
  await addEntry(tx, {
    userId: input.user.id,
    source: sourceOf(reward),
    points: -reward.points,
    productName: reward.title,
    key: entryKeys.redemption(redemption!.id),
  });
  return {
    id: redemption!.id,
    reward: { ...reward, remaining: reward.remaining - 1 },
    pointsSpent: reward.points,
    pointsBalance: (await balanceOf(tx, input.user.id))!,
    createdAt: redemption!.created_at,
  };
}

/**
 * Why the rewards a bag holds cannot be placed now, for the checkout's blockers: the member's
 * points no longer cover them (spent or expired meanwhile). `null` when they do.
 */
export async function heldRewardsBlocker(
  db: Queryable,
  userId: number,
  bagId: number,
): Promise<string | null> {
  const [row] = await db.query<{ needed: number; balance: number }>(
    `SELECT coalesce(sum(r.points), 0)::int AS needed, (SELECT points FROM users WHERE id = $1) AS balance
     FROM reward_redemptions r WHERE r.cart_id = $2 AND r.held`,
    [userId, bagId],
  );
  return row && row.needed > row.balance
    ? LoyaltyMessages.notEnoughPoints(row.needed, row.balance)
    : null;
}

/**
 * Takes the points of the rewards a bag holds as its order is placed, in the order's transaction:
 * one entry per reward naming the order (`used_points`, or `level_redemption` for a tier
 * reward), and the rewards move to the order. Refused (400, nothing changes) when the member's
 * points no longer cover them.
 */
export async function takeHeldPoints(
  tx: Queryable,
  {
    userId,
    orderId,
    orderNumber,
    redemptionIds,
  }: { userId: number; orderId: number; orderNumber: string; redemptionIds: readonly number[] },
): Promise<void> {
  if (redemptionIds.length === 0) return;
  const balance = (await balanceOf(tx, userId, { lock: true })) ?? 0;
  const held = await tx.query<{
    id: number;
    points: number;
    title: string;
    minimum_tier: RewardRow['minimum_tier'];
  }>(
    `SELECT r.id, r.points, b.title, b.minimum_tier
     FROM reward_redemptions r JOIN beauty_pass_rewards b ON b.id = r.reward_id
     WHERE r.id = ANY($1::int[]) AND r.held ORDER BY r.id FOR UPDATE OF r`,
    [redemptionIds],
  );
  const needed = held.reduce((sum, redemption) => sum + redemption.points, 0);
  if (needed > balance)
    throw new ApiError(400, LoyaltyMessages.notEnoughPoints(needed, balance), {
      points: needed,
      validPoints: balance,
    });
  for (const redemption of held) {
    await addEntry(tx, {
      userId,
      source: sourceOf(redemption),
      points: -redemption.points,
      orderId,
      orderNumber,
      productName: redemption.title,
      key: entryKeys.redemption(redemption.id),
    });
  }
  await tx.query(
    `UPDATE reward_redemptions SET order_id = $1, cart_id = NULL, held = false
     WHERE id = ANY($2::int[])`,
    [orderId, redemptionIds],
  );
}

/**
 * Gives back the points an order's rewards took, once, when the order ends without delivery
 * (cancelled, unpaid): an entry of the same source with the opposite sign, naming the order, and
 * the reward's unit back in the programme.
 */
export async function refundOrderRewards(
  tx: Queryable,
  { orderId, orderNumber }: { orderId: number; orderNumber: string },
): Promise<void> {
  const redemptions = await tx.query<{
    id: number;
    user_id: number;
    reward_id: number;
    points: number;
    title: string;
    minimum_tier: RewardRow['minimum_tier'];
  }>(
    `SELECT r.id, r.user_id, r.reward_id, r.points, b.title, b.minimum_tier
     FROM reward_redemptions r JOIN beauty_pass_rewards b ON b.id = r.reward_id
     WHERE r.order_id = $1 ORDER BY r.id`,
    [orderId],
  );
  for (const redemption of redemptions) {
    const refunded = await addEntry(tx, {
      userId: redemption.user_id,
      source: sourceOf(redemption),
      points: redemption.points,
      orderId,
      orderNumber,
      productName: redemption.title,
      key: entryKeys.redemptionRefund(redemption.id),
    });
    if (refunded) {
      await tx.query('UPDATE beauty_pass_rewards SET remaining = remaining + 1 WHERE id = $1', [
        redemption.reward_id,
      ]);
    }
  }
}
