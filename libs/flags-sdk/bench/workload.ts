// The shared workload: one configuration (50 flags, segments of several conditions) and 10,000
// visitors, expressed for our engine, the original SDK and GrowthBook.
import type { RawConfiguration, RawCondition, RawSegment } from '../src/index.js';

export const FLAG_COUNT = 50;
export const VISITOR_COUNT = 10_000;

const TIERS = ['white', 'black', 'gold'];
const COUNTRIES = ['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH'];
const BROWSERS = ['CHROME', 'SAFARI', 'FIREFOX'] as const;

/** Seeded generator so every engine sees the same visitors. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchVisitor {
  code: string;
  tier: string;
  country: string;
  browser: (typeof BROWSERS)[number];
  url: string;
}

export function visitors(): BenchVisitor[] {
  const next = random(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: VISITOR_COUNT }, (_, i) => ({
    code: `visitor-${i}-${Math.floor(next() * 1e9).toString(36)}`,
    tier: pick(TIERS),
    country: pick(COUNTRIES),
    browser: pick(BROWSERS),
    url: `https://shop.example.com/${pick(['brands', 'makeup', 'skincare', 'fragrance'])}/${i % 97}`,
  }));
}

interface SegmentSpec {
  tier: string;
  countries: string[];
  browser: string;
  path: string;
}

function segmentSpecs(): SegmentSpec[] {
  return Array.from({ length: 10 }, (_, i) => ({
    tier: TIERS[i % 3]!,
    countries: [COUNTRIES[i % 8]!, COUNTRIES[(i + 3) % 8]!, COUNTRIES[(i + 5) % 8]!],
    browser: BROWSERS[i % 3]!,
    path: ['makeup', 'skincare', 'fragrance', 'brands'][i % 4]!,
  }));
}

/** Original-format configuration: (tier or country) and (browser or page) per segment. */
export function configuration(): RawConfiguration {
  const condition = (id: number, fields: Omit<RawCondition, 'id' | 'isInclude' | 'weight'>) =>
    ({ id, isInclude: true, weight: 1, ...fields }) as RawCondition;
  const segments: RawSegment[] = segmentSpecs().map((spec, i) => ({
    id: 500 + i,
    name: `segment ${i}`,
    conditionsData: {
      firstLevelOrOperators: [false],
      firstLevel: [
        {
          orOperators: [true],
          conditions: [
            condition(i * 10 + 1, {
              targetingType: 'CUSTOM_DATUM',
              customDataIndex: '0',
              valueMatchType: 'EXACT',
              value: spec.tier,
            }),
            condition(i * 10 + 2, {
              targetingType: 'CUSTOM_DATUM',
              customDataIndex: '3',
              valueMatchType: 'AMONG_VALUES',
              value: JSON.stringify(spec.countries),
            }),
          ],
        },
        {
          orOperators: [true],
          conditions: [
            condition(i * 10 + 3, { targetingType: 'BROWSER', browser: spec.browser }),
            condition(i * 10 + 4, {
              targetingType: 'PAGE_URL',
              matchType: 'CONTAINS',
              url: `/${spec.path}/`,
            }),
          ],
        },
      ],
    },
  }));
  return {
    dateModified: 1700000000000,
    configuration: {
      realTimeUpdate: false,
      consentType: 'NOT_REQUIRED',
      dataApiDomain: 'data.kameleoon.io',
      consentOptOutBehavior: 'PARTIALLY_BLOCK',
    },
    customData: [
      {
        id: 1,
        index: 0,
        name: 'tier',
        localOnly: false,
        isMappingIdentifier: false,
        scope: 'VISIT',
      },
      {
        id: 2,
        index: 3,
        name: 'country',
        localOnly: false,
        isMappingIdentifier: false,
        scope: 'VISIT',
      },
    ],
    segments,
    featureFlags: Array.from({ length: FLAG_COUNT }, (_, i) => ({
      id: 1000 + i,
      featureKey: `flag_${i}`,
      environmentEnabled: true,
      defaultVariationKey: 'off',
      mutuallyExclusiveGroup: null,
      bucketingCustomDataId: null,
      variations: ['off', 'on', 'v2'].map((key) => ({
        key,
        variables: [{ key: 'label', type: 'STRING', value: `${key}-${i}` }],
      })),
      rules: [
        {
          id: 20_000 + i,
          type: 'TARGETED_DELIVERY',
          order: 1,
          exposition: 0.5,
          experimentId: 30_000 + i,
          respoolTime: null,
          segmentId: 500 + (i % 10),
          variationByExposition: [{ variationKey: 'on', variationId: 40_000 + i, exposition: 1 }],
        },
        {
          id: 21_000 + i,
          type: 'EXPERIMENTATION',
          order: 2,
          exposition: 0.8,
          experimentId: 31_000 + i,
          respoolTime: null,
          segmentId: 500 + ((i + 3) % 10),
          variationByExposition: [
            { variationKey: 'off', variationId: 41_000 + i, exposition: 0.34 },
            { variationKey: 'on', variationId: 42_000 + i, exposition: 0.33 },
            { variationKey: 'v2', variationId: 43_000 + i, exposition: 0.33 },
          ],
        },
      ],
    })),
  };
}

/** The same flags as GrowthBook features (conditions in its Mongo-like syntax). */
export function growthBookFeatures() {
  const specs = segmentSpecs();
  const condition = (spec: SegmentSpec) => ({
    $and: [
      { $or: [{ tier: spec.tier }, { country: { $in: spec.countries } }] },
      { $or: [{ browser: spec.browser }, { url: { $regex: `/${spec.path}/` } }] },
    ],
  });
  const features: Record<string, unknown> = {};
  for (let i = 0; i < FLAG_COUNT; i += 1) {
    features[`flag_${i}`] = {
      defaultValue: 'off',
      rules: [
        { condition: condition(specs[i % 10]!), force: 'on', coverage: 0.5, hashAttribute: 'id' },
        {
          condition: condition(specs[(i + 3) % 10]!),
          key: `exp_${i}`,
          variations: ['off', 'on', 'v2'],
          weights: [0.34, 0.33, 0.33],
          coverage: 0.8,
          hashAttribute: 'id',
        },
      ],
    };
  }
  return features;
}
