import type { BeautyPassOffer, CurrencyCode, Reward } from '@beauty/commerce-sdk/contract';
import { lineVariant, type CountryVariant } from '../catalogue/index.js';
import type { RewardRow } from './rewards.js';

/** Rewards are grouped under 499 points and 500 points and above (spec section 9). */
export const rewardGroup = (points: number): BeautyPassOffer['group'] =>
  points < 500 ? 'under_500' : '500_and_above';

/**
 * Beauty Pass rewards as a bag offers them: those whose gift is sold in the country (`gifts`, by
 * SKU), `applied` when the bag holds them.
 */
export function beautyPassView(
  rewards: readonly RewardRow[],
  gifts: ReadonlyMap<string, CountryVariant>,
  currency: CurrencyCode,
  inBag: ReadonlySet<number>,
): BeautyPassOffer[] {
  return rewards.flatMap((reward) => {
    const variant = gifts.get(reward.sku);
    if (!variant || variant.price === null) return [];
    return [
      {
        id: reward.id,
        title: reward.title,
        description: reward.description,
        image: lineVariant(variant, currency).image,
        points: reward.points,
        group: rewardGroup(reward.points),
        minimumTier: reward.minimum_tier,
        validTill: reward.valid_till,
        applied: inBag.has(reward.id),
        fullyRedeemed: reward.remaining === 0,
      },
    ];
  });
}

/** A reward in the contract's shape outside a bag; the image is its gift's, where it is sold. */
export const toReward = (row: RewardRow): Reward => ({
  id: row.id,
  title: row.title,
  description: row.description,
  image: null,
  points: row.points,
  group: rewardGroup(row.points),
  minimumTier: row.minimum_tier,
  validTill: row.valid_till,
  fullyRedeemed: row.remaining === 0,
});
