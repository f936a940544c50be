import type { CountryCode } from '@beauty/commerce-sdk/contract';
import type { SessionUser } from '../../auth/index.js';
import { loadVariantsBySku } from '../../catalogue/index.js';
import type { Queryable } from '../../db/database.js';
import { fitsIdColumn } from '../../db/ids.js';
import { ApiError } from '../../http/errors.js';
import { BagMessages } from '../rules.js';
import type { RewardRow } from './rewards.js';

const tierRank = { pink: 0, white: 1, black: 2, gold: 3 } as const;

export interface Redemption {
  id: number;
  reward: RewardRow;
  pointsSpent: number;
  pointsBalance: number;
  createdAt: Date | string;
}

/**
 * Redeems a Beauty Pass reward with the member's points, in the caller's transaction: the member
 * and the reward are locked, the points deducted (and logged as used points), one unit of the
 * reward taken. With `bagId`, the reward goes into that bag (once per bag: redeeming it again
 * there changes nothing and answers `null`).
 */
export async function redeemReward(
  tx: Queryable,
  {
    user,
    rewardId,
    country,
    bagId = null,
  }: { user: SessionUser; rewardId: number; country: CountryCode; bagId?: number | null },
): Promise<Redemption | null> {
  if (!fitsIdColumn(rewardId)) throw new ApiError(404, BagMessages.offerNotFound);
  const [reward] = await tx.query<RewardRow & { expired: boolean }>(
    `SELECT id, title, description, sku, points, minimum_tier, valid_till::text AS valid_till, remaining,
            (valid_till IS NOT NULL AND valid_till < current_date) AS expired
     FROM beauty_pass_rewards WHERE id = $1 FOR UPDATE`,
    [rewardId],
  );
  if (!reward) throw new ApiError(404, BagMessages.offerNotFound);
  const variant = (await loadVariantsBySku(tx, [reward.sku], country)).get(reward.sku);
  if (!variant || variant.price === null) throw new ApiError(400, BagMessages.unavailableInCountry);
  if (bagId !== null) {
    const [already] = await tx.query(
      'SELECT 1 FROM reward_redemptions WHERE cart_id = $1 AND reward_id = $2',
      [bagId, rewardId],
    );
    if (already) return null;
  }
  if (reward.expired) throw new ApiError(400, BagMessages.rewardExpired);
  if (reward.remaining === 0 || (variant.stock ?? 0) === 0)
    throw new ApiError(409, BagMessages.fullyRedeemed);
  const [member] = await tx.query<{ points: number; tier: keyof typeof tierRank }>(
    'SELECT points, tier FROM users WHERE id = $1 FOR UPDATE',
    [user.id],
  );
  if (!member) throw new ApiError(401, BagMessages.userNotFound);
  if (reward.minimum_tier && tierRank[member.tier] < tierRank[reward.minimum_tier])
    throw new ApiError(403, BagMessages.tierRequired(reward.minimum_tier), {
      minimumTier: reward.minimum_tier,
    });
  if (member.points < reward.points)
    throw new ApiError(400, BagMessages.notEnoughPoints(reward.points, member.points), {
      points: reward.points,
      validPoints: member.points,
    });
  const [balance] = await tx.query<{ points: number }>(
    'UPDATE users SET points = points - $2 WHERE id = $1 RETURNING points',
    [user.id, reward.points],
  );
  await tx.query('UPDATE beauty_pass_rewards SET remaining = remaining - 1 WHERE id = $1', [
    rewardId,
  ]);
  await tx.query(
    `INSERT INTO point_log (user_id, source, points, product_name) VALUES ($1, 'used_points', $2, $3)`,
    [user.id, -reward.points, reward.title],
  );
  const [redemption] = await tx.query<{ id: number; created_at: Date | string }>(
    `INSERT INTO reward_redemptions (reward_id, user_id, cart_id, points) VALUES ($1, $2, $3, $4)
     RETURNING id, created_at`,
    [rewardId, user.id, bagId, reward.points],
  );
  return {
    id: redemption!.id,
    reward: { ...reward, remaining: reward.remaining - 1 },
    pointsSpent: reward.points,
    pointsBalance: balance!.points,
    createdAt: redemption!.created_at,
  };
}
