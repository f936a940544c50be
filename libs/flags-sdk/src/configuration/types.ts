/** Condition of a segment, as the configuration JSON carries it (fields depend on the type). */
export interface RawCondition {
  id?: number;
  targetingType: string;
  isInclude?: boolean | null;
  weight?: number;
  [field: string]: unknown;
}

/** A targeting tree: groups of conditions folded left to right with and/or operators. */
export interface RawSegment {
  id: number;
  name?: string;
  audienceTracking?: boolean;
  conditionsData?: {
    firstLevelOrOperators?: boolean[];
    firstLevel?: { orOperators?: boolean[]; conditions?: RawCondition[] }[];
  } | null;
}

/** One entry of a rule's cumulative variation split. */
export interface RawVariationByExposition {
  variationKey: string;
  variationId: number | null;
  exposition: number;
}

/** A rule of a feature flag. */
export interface RawRule {
  id: number;
  type: 'EXPERIMENTATION' | 'TARGETED_DELIVERY' | string;
  order?: number;
  exposition: number;
  experimentId: number;
  respoolTime?: number | null;
  variationByExposition: RawVariationByExposition[];
  segmentId?: number | null;
  segment?: RawSegment | null;
}

/** A variable of a variation before coercion. */
export interface RawVariable {
  key: string;
  type: string;
  value: unknown;
}

/** A feature flag as the configuration endpoint sends it. */
export interface RawFeatureFlag {
  id: number;
  featureKey: string;
  environmentEnabled: boolean;
  defaultVariationKey: string;
  variations: { key: string; name?: string; id?: number; variables?: RawVariable[] }[];
  rules: RawRule[];
  mutuallyExclusiveGroup?: string | null;
  bucketingCustomDataId?: number | null;
}

/** A custom data definition. */
export interface RawCustomDataDefinition {
  id?: number;
  index: number;
  name?: string;
  localOnly?: boolean;
  isMappingIdentifier?: boolean;
  scope?: 'VISIT' | 'VISITOR' | 'Page' | string;
}

/** The whole client configuration JSON (the original engine's data file). */
export interface RawConfiguration {
  featureFlags: RawFeatureFlag[];
  configuration?: {
    realTimeUpdate?: boolean;
    consentType?: 'REQUIRED' | 'NOT_REQUIRED' | string;
    dataApiDomain?: string;
    consentOptOutBehavior?: 'PARTIALLY_BLOCK' | 'FULLY_BLOCK' | string;
  };
  customData?: RawCustomDataDefinition[];
  segments?: RawSegment[];
  holdout?: { experimentId: number; variationByExposition: RawVariationByExposition[] } | null;
  dateModified?: number;
}
