import type { Queryable } from '../db/database.js';

/** A Beauty Pass reward as stored; its gift is the variant of `sku`. */
export interface RewardRow {
  id: number;
  title: string;
  description: string;
  sku: string;
  points: number;
  minimum_tier: 'white' | 'black' | 'gold' | null;
  valid_till: string | null;
  /** Units left; 0 is 'fully redeemed'. */
  remaining: number;
}

/** Every reward, in the programme's order. */
export const loadRewards = (db: Queryable) =>
  db.query<RewardRow>(
    `SELECT id, title, description, sku, points, minimum_tier, valid_till::text AS valid_till, remaining
     FROM beauty_pass_rewards ORDER BY position, id`,
  );

/** The rewards in a bag (held there until the order is placed). */
export async function rewardIdsInBag(db: Queryable, bagId: number): Promise<Set<number>> {
  const rows = await db.query<{ reward_id: number }>(
    'SELECT reward_id FROM reward_redemptions WHERE cart_id = $1',
    [bagId],
  );
  return new Set(rows.map((row) => row.reward_id));
}
