import { FlagsError } from '../errors.js';
import { respoolSuffix } from '../hashing/hash.js';
import { Segment } from '../targeting/segment.js';
import type { TargetingLookup, TargetRule } from '../targeting/context.js';
import type {
  RawConfiguration,
  RawCustomDataDefinition,
  RawFeatureFlag,
  RawRule,
  RawVariable,
  RawVariationByExposition,
} from './types.js';

/** A rule ready for evaluation. */
export interface Rule {
  id: number;
  type: 'EXPERIMENTATION' | 'TARGETED_DELIVERY';
  exposition: number;
  experimentId: number;
  respoolTime: number | null;
  variationByExposition: readonly RawVariationByExposition[];
  segment: Segment | null;
  flag: FeatureFlag;
  /** What follows the bucketing code in the rule hash input (id + respool suffix). */
  ruleSalt: string;
  /** What follows the bucketing code in the variation hash input (experiment id + respool suffix). */
  variationSalt: string;
}

/** A feature flag ready for evaluation. */
export interface FeatureFlag {
  id: number;
  featureKey: string;
  environmentEnabled: boolean;
  defaultVariationKey: string;
  variables: ReadonlyMap<string, readonly RawVariable[]>;
  variationNames: ReadonlyMap<string, string | undefined>;
  rules: Rule[];
  mutuallyExclusiveGroup: string | null;
  /** Custom data index whose first value replaces the visitor code in hashes. */
  bucketingCustomDataIndex: number | null;
}

/** How evaluation treats a visitor who refused consent where it is required. */
export type ConsentOptOutBehavior = 'PARTIALLY_BLOCK' | 'FULLY_BLOCK';

/** The parsed client configuration with the lookups evaluation needs. */
export interface Configuration extends TargetingLookup {
  readonly raw: RawConfiguration;
  readonly flags: readonly FeatureFlag[];
  readonly flagsByKey: ReadonlyMap<string, FeatureFlag>;
  /** experimentId -> rule, for forced variations. */
  readonly experiments: ReadonlyMap<number, Rule>;
  readonly meGroups: ReadonlyMap<string, readonly FeatureFlag[]>;
  readonly holdout: {
    experimentId: number;
    variationByExposition: RawVariationByExposition[];
  } | null;
  readonly customData: ReadonlyMap<number, RawCustomDataDefinition>;
  readonly customDataByName: ReadonlyMap<string, RawCustomDataDefinition>;
  readonly mappingIdentifierIndex: number | null;
  readonly consentRequired: boolean;
  readonly consentOptOutBehavior: ConsentOptOutBehavior;
  readonly dataApiDomain: string;
  readonly realTimeUpdate: boolean;
  /** At least one targeted-delivery rule in an enabled flag (consent rules depend on it). */
  readonly hasTargetedDelivery: boolean;
  readonly dateModified: number | null;
}

/** Data-API host used before any configuration is loaded. */
export const DEFAULT_DATA_API_DOMAIN = 'data.kameleoon.io';

function invalid(message: string): never {
  throw new FlagsError('ClientConfiguration', `Invalid client configuration: ${message}`);
}

/** Parses the configuration JSON (text or object); throws a ClientConfiguration error. */
export function parseConfiguration(input: string | RawConfiguration): Configuration {
  let raw: RawConfiguration;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input) as RawConfiguration;
    } catch {
      invalid('not JSON');
    }
  } else {
    raw = input;
  }
  if (typeof raw !== 'object' || raw === null) invalid('not an object');
  if (!Array.isArray(raw.featureFlags)) invalid('featureFlags must be a list');

  const segments = new Map<number, Segment>();
  const useSegmentList = Array.isArray(raw.segments);
  for (const segment of raw.segments ?? []) segments.set(segment.id, new Segment(segment));

  const definitions = raw.customData ?? [];
  const customData = new Map(definitions.map((definition) => [definition.index, definition]));
  const customDataByName = new Map(
    definitions.filter((d) => typeof d.name === 'string').map((d) => [d.name!, d]),
  );
  // The original resolves bucketing ids only when every definition carries an id.
  const indexById = definitions.every((definition) => typeof definition.id === 'number')
    ? new Map(definitions.map((definition) => [definition.id!, definition.index]))
    : new Map<number, number>();

  const flags: FeatureFlag[] = [];
  const flagsByKey = new Map<string, FeatureFlag>();
  const flagRules = new Map<number, TargetRule[]>();
  const rulesById = new Map<number, TargetRule & { flagId: number }>();
  const experiments = new Map<number, Rule>();
  const meGroups = new Map<string, FeatureFlag[]>();
  let hasTargetedDelivery = false;

  for (const rawFlag of raw.featureFlags) {
    const flag = parseFlag(rawFlag, indexById);
    for (const rawRule of rawFlag.rules ?? []) {
      const segment = useSegmentList
        ? rawRule.segmentId === null || rawRule.segmentId === undefined
          ? null
          : (segments.get(rawRule.segmentId) ?? null)
        : rawRule.segment
          ? new Segment(rawRule.segment)
          : null;
      const rule = parseRule(rawRule, flag, segment);
      flag.rules.push(rule);
      if (!experiments.has(rule.experimentId)) experiments.set(rule.experimentId, rule);
      if (rule.type === 'TARGETED_DELIVERY' && flag.environmentEnabled) hasTargetedDelivery = true;
      const target: TargetRule = {
        id: rule.id,
        experimentId: rule.experimentId,
        variationIds: new Map(
          rule.variationByExposition.map((v) => [v.variationKey, v.variationId]),
        ),
      };
      if (!flagRules.has(flag.id)) flagRules.set(flag.id, []);
      flagRules.get(flag.id)!.push(target);
      rulesById.set(rule.id, { ...target, flagId: flag.id });
    }
    flags.push(flag);
    flagsByKey.set(flag.featureKey, flag);
    if (flag.mutuallyExclusiveGroup) {
      const group = meGroups.get(flag.mutuallyExclusiveGroup) ?? [];
      group.push(flag);
      meGroups.set(flag.mutuallyExclusiveGroup, group);
    }
  }
  for (const group of meGroups.values()) group.sort((a, b) => a.id - b.id);

  const settings = raw.configuration ?? {};
  const mapping = definitions.find((definition) => definition.isMappingIdentifier);
  return {
    raw,
    flags,
    flagsByKey,
    experiments,
    meGroups,
    holdout: raw.holdout && Array.isArray(raw.holdout.variationByExposition) ? raw.holdout : null,
    customData,
    customDataByName,
    mappingIdentifierIndex: mapping ? mapping.index : null,
    consentRequired: settings.consentType === 'REQUIRED',
    consentOptOutBehavior:
      settings.consentOptOutBehavior === 'FULLY_BLOCK' ? 'FULLY_BLOCK' : 'PARTIALLY_BLOCK',
    dataApiDomain: settings.dataApiDomain || DEFAULT_DATA_API_DOMAIN,
    realTimeUpdate: settings.realTimeUpdate === true,
    hasTargetedDelivery,
    dateModified: typeof raw.dateModified === 'number' ? raw.dateModified : null,
    segment: (id) => segments.get(id),
    flagRules: (id) => flagRules.get(id),
    rule: (id) => rulesById.get(id),
    experimentFlagId: (id) => experiments.get(id)?.flag.id,
  };
}

function parseFlag(raw: RawFeatureFlag, indexById: ReadonlyMap<number, number>): FeatureFlag {
  if (typeof raw.featureKey !== 'string' || typeof raw.id !== 'number') {
    invalid('a feature flag needs an id and a featureKey');
  }
  if (!Array.isArray(raw.variations)) invalid(`flag ${raw.featureKey} has no variations list`);
  const bucketingId = raw.bucketingCustomDataId;
  return {
    id: raw.id,
    featureKey: raw.featureKey,
    environmentEnabled: raw.environmentEnabled !== false,
    defaultVariationKey: raw.defaultVariationKey,
    variables: new Map(raw.variations.map((v) => [v.key, v.variables ?? []])),
    variationNames: new Map(raw.variations.map((v) => [v.key, v.name])),
    rules: [],
    mutuallyExclusiveGroup: raw.mutuallyExclusiveGroup || null,
    bucketingCustomDataIndex:
      typeof bucketingId === 'number' ? (indexById.get(bucketingId) ?? null) : null,
  };
}

function parseRule(raw: RawRule, flag: FeatureFlag, segment: Segment | null): Rule {
  if (typeof raw.id !== 'number' || typeof raw.experimentId !== 'number') {
    invalid(`a rule of ${flag.featureKey} needs an id and an experimentId`);
  }
  const suffix = respoolSuffix(raw.respoolTime);
  return {
    id: raw.id,
    ruleSalt: String(raw.id) + suffix,
    variationSalt: String(raw.experimentId) + suffix,
    type: raw.type === 'TARGETED_DELIVERY' ? 'TARGETED_DELIVERY' : 'EXPERIMENTATION',
    exposition: Number(raw.exposition),
    experimentId: raw.experimentId,
    respoolTime: raw.respoolTime ?? null,
    variationByExposition: Array.isArray(raw.variationByExposition)
      ? raw.variationByExposition
      : [],
    segment,
    flag,
  };
}
