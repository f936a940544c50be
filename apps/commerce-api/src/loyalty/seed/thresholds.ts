import type { CountryCode } from '@beauty/commerce-sdk/contract';

/**
 * Spend within a tier year (the calendar year in the country) to reach black and gold, and to
 * keep them, in major units of each country's currency: about S$300 and S$1,500 to reach them,
 * S$300 and S$1,000 to keep them, at the catalogue's rates, rounded to amounts shoppers read
 * easily. The README's tier table shows the same rows.
 */
export const tierThresholdSeeds: readonly {
  country: CountryCode;
  tier: 'black' | 'gold';
  reach: number;
  keep: number;
}[] = [
  { country: 'sg', tier: 'black', reach: 300, keep: 300 },
  { country: 'sg', tier: 'gold', reach: 1_500, keep: 1_000 },
  { country: 'au', tier: 'black', reach: 350, keep: 350 },
  { country: 'au', tier: 'gold', reach: 1_700, keep: 1_100 },
  { country: 'nz', tier: 'black', reach: 400, keep: 400 },
  { country: 'nz', tier: 'gold', reach: 1_900, keep: 1_300 },
  { country: 'my', tier: 'black', reach: 1_000, keep: 1_000 },
  { country: 'my', tier: 'gold', reach: 5_000, keep: 3_400 },
  { country: 'hk', tier: 'black', reach: 1_800, keep: 1_800 },
  { country: 'hk', tier: 'gold', reach: 9_000, keep: 6_000 },
  { country: 'th', tier: 'black', reach: 8_000, keep: 8_000 },
  { country: 'th', tier: 'gold', reach: 40_000, keep: 26_000 },
  { country: 'ph', tier: 'black', reach: 13_000, keep: 13_000 },
  { country: 'ph', tier: 'gold', reach: 65_000, keep: 44_000 },
  { country: 'id', tier: 'black', reach: 3_500_000, keep: 3_500_000 },
  { country: 'id', tier: 'gold', reach: 17_500_000, keep: 12_000_000 },
];
