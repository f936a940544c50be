import type {
  CountryCode,
  Tier,
  TierMessage,
  TierMessageKind,
} from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Database, Queryable } from '../db/database.js';
import { toMoney } from '../money.js';
import { isoDay, localDay, tierYear } from './calendar.js';
import { orderKeyPrefix } from './ledger.js';

/** Tiers from the entry tier up; pink members are white members under an older name. */
const LADDER = ['white', 'black', 'gold'] as const;
type ShownTier = (typeof LADDER)[number];
const shown = (tier: Tier): ShownTier => (tier === 'pink' ? 'white' : tier);
const rank = (tier: Tier) => LADDER.indexOf(shown(tier));

/** How recent a tier change is still "just" upgraded or downgraded. */
const JUST_CHANGED_DAYS = 30;
/** From October, a member short of the year's target to keep the tier is warned. */
const WARNING_FROM_MONTH = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A country's spend to reach and to keep black and gold, in minor units of its currency. */
export type Thresholds = Record<'black' | 'gold', { reachMinor: number; keepMinor: number }>;

/** The country's tier thresholds (`loyalty_tier_thresholds`), or `null` when it has none. */
export async function loadThresholds(
  db: Queryable,
  country: CountryCode,
): Promise<Thresholds | null> {
  const rows = await db.query<{ tier: 'black' | 'gold'; reach_minor: string; keep_minor: string }>(
    'SELECT tier, reach_minor, keep_minor FROM loyalty_tier_thresholds WHERE country = $1',
    [country],
  );
  const black = rows.find((row) => row.tier === 'black');
  const gold = rows.find((row) => row.tier === 'gold');
  if (!black || !gold) return null;
  const of = (row: typeof black) => ({
    reachMinor: Number(row.reach_minor),
    keepMinor: Number(row.keep_minor),
  });
  return { black: of(black), gold: of(gold) };
}

/**
 * What a member spent between two instants in their country, in its minor units: the items after
 * discounts of each order whose points posted then, less orders returned or cancelled since.
 * Orders in another country earn points but not tier spend (no exchange rate is kept).
 */
export async function spendMinor(
  db: Queryable,
  userId: number,
  country: CountryCode,
  from: Date,
  until: Date,
): Promise<number> {
  const [row] = await db.query<{ spend: string }>(
    `SELECT coalesce(sum((o.cost_summary->>'subtotal')::bigint
                         - (o.cost_summary->>'discount')::bigint), 0)::text AS spend
     FROM point_log l JOIN orders o ON o.id = l.order_id
     WHERE l.user_id = $1 AND l.key = '${orderKeyPrefix.purchase}' || o.id AND o.country = $2
       AND l.created_at >= $3 AND l.created_at < $4
       AND NOT EXISTS (SELECT 1 FROM point_log r
                       WHERE r.key = '${orderKeyPrefix.purchaseReversal}' || o.id)`,
    [userId, country, from, until],
  );
  return Number(row?.spend ?? 0);
}

/** The tier a year's spend reaches, from the entry tier up. */
function tierReached(spend: number, thresholds: Thresholds): ShownTier {
  if (spend >= thresholds.gold.reachMinor) return 'gold';
  if (spend >= thresholds.black.reachMinor) return 'black';
  return 'white';
}

/**
 * Upgrades a member whose spend of the tier year reaches a higher tier, in the caller's
 * transaction (after points posted): white or pink to black or straight to gold, black to gold.
 * Recorded in `tier_changes`. Returns the new tier, or `null` when it did not change.
 */
export async function upgradeOnSpend(
  tx: Queryable,
  userId: number,
  now: Date,
): Promise<Tier | null> {
  const [member] = await tx.query<{ tier: Tier; country: CountryCode }>(
    'SELECT tier, country FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (!member) return null;
  const thresholds = await loadThresholds(tx, member.country);
  if (!thresholds) return null;
  const year = tierYear(now, member.country);
  const reached = tierReached(
    await spendMinor(tx, userId, member.country, year.start, year.end),
    thresholds,
  );
  if (rank(reached) <= rank(member.tier)) return null;
  await tx.query('UPDATE users SET tier = $2, tier_since = $3 WHERE id = $1', [
    userId,
    reached,
    now,
  ]);
  await tx.query(
    `INSERT INTO tier_changes (user_id, kind, from_tier, to_tier, at) VALUES ($1, 'upgrade', $2, $3, $4)`,
    [userId, member.tier, reached, now],
  );
  return reached;
}

/** Members a review takes per transaction. */
const REVIEW_BATCH = 100;

/**
 * The yearly review, once the tier year is over in the member's country: a black or gold member
 * who spent the tier's target to keep it within the year keeps it; one who did not moves down one
 * tier. Spend beyond the target is not carried into the next year. Each member's year is reviewed
 * once (`tier_changes` has one review per member and year), whatever instances sweep at once.
 * Returns how many members moved down.
 */
export async function reviewTiers(db: Database, now: Date): Promise<number> {
  let downgraded = 0;
  for (const country of Object.keys(countries) as CountryCode[]) {
    const current = tierYear(now, country);
    const previous = tierYear(new Date(current.start.getTime() - DAY_MS), country);
    const thresholds = await loadThresholds(db, country);
    if (!thresholds) continue;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const members = await tx.query<{ id: number; tier: 'black' | 'gold' }>(
          `SELECT u.id, u.tier FROM users u
           WHERE u.country = $1 AND u.tier IN ('black', 'gold') AND u.tier_since < $2
             AND NOT EXISTS (SELECT 1 FROM tier_changes t
                             WHERE t.user_id = u.id AND t.review_year = $3)
           ORDER BY u.id LIMIT $4 FOR UPDATE OF u SKIP LOCKED`,
          [country, current.start, previous.year, REVIEW_BATCH],
        );
        for (const member of members) {
          const spend = await spendMinor(tx, member.id, country, previous.start, previous.end);
          const kept = spend >= thresholds[member.tier].keepMinor;
          const to = kept ? member.tier : LADDER[rank(member.tier) - 1]!;
          await tx.query(
            `INSERT INTO tier_changes (user_id, kind, from_tier, to_tier, review_year, at)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [member.id, kept ? 'kept' : 'downgrade', member.tier, to, previous.year, now],
          );
          if (!kept) {
            await tx.query('UPDATE users SET tier = $2, tier_since = $3 WHERE id = $1', [
              member.id,
              to,
              now,
            ]);
            downgraded++;
          }
        }
        return members.length;
      });
      if (batch < REVIEW_BATCH) break;
    }
  }
  return downgraded;
}

/** Where a member stands in the tier year: the message that applies and its numbers. */
export interface TierStanding {
  message: TierMessage;
  nextTier: Tier | null;
  spendMinor: number;
  /** The spend the member works towards this year (next tier, or keeping gold), if any. */
  targetMinor: number | null;
  /** Purchase points earned in the tier year. */
  tierPoints: number;
}

/**
 * The tier message of a member now (spec section 4), read only:
 * - `just_upgraded` / `just_downgraded`: the tier changed within the last 30 days;
 * - gold: `keep_tier` once the year's spend reaches the target to keep it, `downgrade_warning`
 *   from October while it does not, `max_tier` otherwise;
 * - black: the same `keep_tier` and `downgrade_warning` from October, `in_progress` towards gold
 *   otherwise; white (and pink): `in_progress` towards black.
 */
export async function tierStanding(
  db: Queryable,
  member: { id: number; tier: Tier; country: CountryCode },
  now: Date,
): Promise<TierStanding> {
  const { country } = member;
  const tier = shown(member.tier);
  const year = tierYear(now, country);
  const spend = await spendMinor(db, member.id, country, year.start, year.end);
  const thresholds = await loadThresholds(db, country);
  const [points] = await db.query<{ points: number }>(
    `SELECT coalesce(sum(points), 0)::int AS points FROM point_log
     WHERE user_id = $1 AND source IN ('purchase_points', 'purchase_points_with_order_number')
       AND created_at >= $2 AND created_at < $3`,
    [member.id, year.start, year.end],
  );
  const [change] = await db.query<{ kind: 'upgrade' | 'downgrade' }>(
    `SELECT kind FROM tier_changes
     WHERE user_id = $1 AND kind <> 'kept' AND at > $2 ORDER BY at DESC, id DESC LIMIT 1`,
    [member.id, new Date(now.getTime() - JUST_CHANGED_DAYS * DAY_MS)],
  );
  const above = tier === 'gold' ? null : tier === 'black' ? 'gold' : 'black';
  const reachAbove = above && thresholds ? thresholds[above].reachMinor : null;
  const keep = tier !== 'white' && thresholds ? thresholds[tier].keepMinor : null;
  const warning = localDay(now, country).month >= WARNING_FROM_MONTH;
  const endOfYear = isoDay(year.lastDay);
  const keptUntil = isoDay({ ...year.lastDay, year: year.year + 1 });

  const message = (
    kind: TierMessageKind,
    targetTier: Tier | null,
    target: number | null,
    date: string | null,
  ): TierMessage => ({
    kind,
    tier,
    targetTier,
    spend: toMoney(spend, country),
    amount: target !== null && target > spend ? toMoney(target - spend, country) : null,
    progress: target ? Math.min(100, Math.floor((spend * 100) / target)) : 100,
    date,
  });

  let result: TierMessage;
  if (change?.kind === 'upgrade') result = message('just_upgraded', tier, keep, keptUntil);
  else if (change?.kind === 'downgrade')
    result = message('just_downgraded', above, reachAbove, endOfYear);
  else if (keep !== null && spend >= keep && (tier === 'gold' || warning))
    result = message('keep_tier', tier, keep, keptUntil);
  else if (keep !== null && warning) result = message('downgrade_warning', tier, keep, endOfYear);
  else if (tier === 'gold') result = message('max_tier', null, null, null);
  else result = message('in_progress', above, reachAbove, endOfYear);

  return {
    message: result,
    nextTier: above,
    spendMinor: spend,
    targetMinor: tier === 'gold' ? keep : reachAbove,
    tierPoints: points?.points ?? 0,
  };
}
