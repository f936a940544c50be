import type { Queryable } from '../../db/database.js';
import { minorPerMajor } from '../../money.js';
import { bulk } from '../../seed/step.js';
import { tierThresholdSeeds } from './thresholds.js';

/** The tier thresholds of every country, in minor units (step `loyalty-v1`). */
export async function tierThresholds(tx: Queryable): Promise<void> {
  await bulk(
    tx,
    `INSERT INTO loyalty_tier_thresholds (country, tier, reach_minor, keep_minor)
     SELECT country, tier, "reachMinor", "keepMinor"
     FROM jsonb_to_recordset($1::jsonb) AS t(country text, tier text, "reachMinor" bigint, "keepMinor" bigint)
     ON CONFLICT (country, tier) DO NOTHING`,
    tierThresholdSeeds.map(({ country, tier, reach, keep }) => ({
      country,
      tier,
      reachMinor: reach * minorPerMajor(country),
      keepMinor: keep * minorPerMajor(country),
    })),
  );
}
