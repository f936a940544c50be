import type { Assignment, VisitorData } from '../data/types.js';

/** What the engine says about itself: drives SDK_LANGUAGE, tracking URLs and visit semantics. */
export interface SdkInfo {
  /** Language name, e.g. `JAVASCRIPT`. */
  type: string;
  /** Reported version, e.g. `4.9.0`. */
  version: string;
  /** Server semantics count visits without the current one; browser semantics include it. */
  isServer: boolean;
}

/** A rule as TARGET_FEATURE_FLAG sees it. */
export interface TargetRule {
  id: number;
  experimentId: number;
  variationIds: ReadonlyMap<string, number | null>;
}

/** Lookups into the configuration that some conditions need. */
export interface TargetingLookup {
  segment(id: number): { evaluate(context: TargetingContext): boolean } | undefined;
  flagRules(flagId: number): readonly TargetRule[] | undefined;
  rule(ruleId: number): (TargetRule & { flagId: number }) | undefined;
  /** Id of the flag whose rule runs `experimentId`; `undefined` for other experiments (holdout). */
  experimentFlagId(experimentId: number): number | undefined;
}

/** Everything a condition may read about the visitor being evaluated. */
export interface TargetingContext {
  visitorCode: string;
  data: VisitorData;
  assignments: Readonly<Record<string, Assignment>>;
  now: number;
  /** Start of the current local day, for SAME_DAY_VISITS. */
  startOfDay: number;
  sdk: SdkInfo;
  /** Experiment of the rule being evaluated (EXCLUSIVE_EXPERIMENT), if any. */
  ruleExperimentId: number | null;
  /** Flag being evaluated (EXCLUSIVE_FEATURE_FLAG), if any. */
  flagId: number | null;
  /** Cookies of the current document (browser), checked along with stored cookie data. */
  documentCookies: readonly { key: string; value: string }[];
  lookup: TargetingLookup;
  /** Nesting depth of SEGMENT conditions, to stop reference cycles. */
  depth: number;
}
