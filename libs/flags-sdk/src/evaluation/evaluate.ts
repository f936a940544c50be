import { FlagsError } from '../errors.js';
import type { Configuration, FeatureFlag, Rule } from '../configuration/configuration.js';
import type { RawVariationByExposition } from '../configuration/types.js';
import type { Assignment, VisitorData } from '../data/types.js';
import type { ForcedExperimentVariation, SimulatedVariation } from '../data/visitorStore.js';
import { hashDouble, holdoutHash, meGroupHash } from '../hashing/hash.js';
import type { SdkInfo, TargetingContext } from '../targeting/context.js';
import { emptyVisitorData } from '../data/types.js';

/**
 * What decided a variation: an experiment's split (hash or conversion-score buckets), a
 * targeted delivery, a forced experiment variation, a simulated variation (simulation cookie), or
 * nothing (the default variation: no rule applied, holdout, mutual exclusion, consent).
 */
export type DecisionSource = 'experiment' | 'targetedDelivery' | 'forced' | 'simulated' | 'default';

/** What evaluation decided for one flag and one visitor. */
export interface Decision {
  variationKey: string;
  variationId: number | null;
  experimentId: number | null;
  isTargetedRule: boolean;
  /** What decided the variation. */
  source: DecisionSource;
  /** The rule that gave the variation; `null` for the default variation. */
  ruleId: number | null;
  /** Simulated results are neither stored nor tracked. */
  simulated: boolean;
  /** The holdout pick, stored and tracked like any assignment. */
  holdout?: AssignmentToStore;
}

/** A variation assignment evaluation wants stored (holdout picks and rule results). */
export interface AssignmentToStore {
  experimentId: number;
  variationId: number;
  isTargetedRule: boolean;
}

/** Everything evaluation reads about the visitor. */
export interface EvaluationInput {
  configuration: Configuration;
  flag: FeatureFlag;
  visitorCode: string;
  /** Identifier hashed in place of the visitor code (linked anonymous visitor). */
  bucketingCode: string;
  data: VisitorData | undefined;
  assignments: Readonly<Record<string, Assignment>>;
  consent: boolean | undefined;
  forced: Readonly<Record<string, ForcedExperimentVariation>> | undefined;
  simulated: SimulatedVariation | undefined;
  now: number;
  startOfDay: number;
  sdk: SdkInfo;
  documentCookies: readonly { key: string; value: string }[];
  /** Receives condition errors, which count as a segment miss. */
  onConditionError(error: FlagsError, rule: Rule): void;
}

const EMPTY_DATA = emptyVisitorData();

/** Walks a cumulative split and returns the first entry whose running sum reaches `hash`. */
export function pickByExposition(
  entries: readonly RawVariationByExposition[],
  hash: number,
): RawVariationByExposition | null {
  let total = 0;
  for (const entry of entries) {
    total += entry.exposition;
    if (total >= hash) return entry;
  }
  return null;
}

/** Picks by conversion-score buckets: best-scored group that shares a variation with the rule. */
export function pickByScores(
  entries: readonly RawVariationByExposition[],
  scores: Readonly<Record<string, number>>,
  hash: number,
): RawVariationByExposition | null {
  const groups = new Map<number, number[]>();
  for (const [id, score] of Object.entries(scores)) {
    const group = groups.get(score) ?? [];
    group.push(Number(id));
    groups.set(score, group);
  }
  const ordered = [...groups.entries()].sort((a, b) => b[0] - a[0]);
  for (const [, ids] of ordered) {
    const candidates = entries.filter(
      (entry) => entry.variationId !== null && ids.includes(entry.variationId),
    );
    if (candidates.length === 0) continue;
    return candidates[Math.min(Math.floor(hash * candidates.length), candidates.length - 1)]!;
  }
  return null;
}

function defaultDecision(flag: FeatureFlag): Decision {
  return {
    variationKey: flag.defaultVariationKey,
    variationId: null,
    experimentId: null,
    isTargetedRule: false,
    source: 'default',
    ruleId: null,
    simulated: false,
  };
}

function environmentDisabled(flag: FeatureFlag): FlagsError {
  return new FlagsError(
    'FeatureFlagEnvironmentDisabled',
    `Feature flag ${flag.featureKey} is disabled for this visitor`,
  );
}

/**
 * Decides a flag's variation in the spec's order: simulated variation, holdout, mutual
 * exclusion, rules in order, else the default variation.
 */
export function evaluateFlag(input: EvaluationInput): Decision {
  const { configuration, flag } = input;
  const simulated = simulatedDecision(flag, input.simulated);
  if (simulated) return simulated;

  const data = input.data ?? EMPTY_DATA;
  let code = input.bucketingCode;
  if (flag.bucketingCustomDataIndex !== null) {
    const first = data.customData[flag.bucketingCustomDataIndex]?.values[0];
    if (first) code = first;
  }
  const blocked = configuration.consentRequired && input.consent === false;

  let holdoutPick: AssignmentToStore | undefined;
  const holdout = configuration.holdout;
  if (holdout) {
    if (blocked && configuration.consentOptOutBehavior === 'FULLY_BLOCK') {
      throw environmentDisabled(flag);
    }
    const pick = pickByExposition(
      holdout.variationByExposition,
      holdoutHash(code, holdout.experimentId),
    );
    if (pick) {
      if (pick.variationId !== null) {
        holdoutPick = {
          experimentId: holdout.experimentId,
          variationId: pick.variationId,
          isTargetedRule: false,
        };
      }
      if (pick.variationKey === 'in-holdout')
        return withHoldout(defaultDecision(flag), holdoutPick);
    }
  }

  if (flag.mutuallyExclusiveGroup) {
    const group = configuration.meGroups.get(flag.mutuallyExclusiveGroup);
    if (group && group.length > 0) {
      const index = Math.min(
        Math.floor(meGroupHash(code, flag.mutuallyExclusiveGroup) * group.length),
        group.length - 1,
      );
      if (group[index] !== flag) return withHoldout(defaultDecision(flag), holdoutPick);
    }
  }

  const context: TargetingContext = {
    visitorCode: input.visitorCode,
    data,
    assignments: input.assignments,
    now: input.now,
    startOfDay: input.startOfDay,
    sdk: input.sdk,
    ruleExperimentId: null,
    flagId: flag.id,
    documentCookies: input.documentCookies,
    lookup: configuration,
    depth: 0,
  };

  for (const rule of flag.rules) {
    const forced = input.forced?.[rule.experimentId];
    if (forced?.forceTargeting) return withHoldout(forcedDecision(rule, forced), holdoutPick);
    if (rule.segment) {
      context.ruleExperimentId = rule.experimentId;
      const matched = rule.segment.check(context);
      if (matched instanceof FlagsError) {
        input.onConditionError(matched, rule);
        continue;
      }
      if (!matched) continue;
    }
    if (forced) return withHoldout(forcedDecision(rule, forced), holdoutPick);
    // Salts are the original's hash inputs after the code, precomputed per rule.
    if (hashDouble(code + rule.ruleSalt) <= rule.exposition) {
      if (blocked && rule.type === 'EXPERIMENTATION') {
        if (configuration.consentOptOutBehavior === 'FULLY_BLOCK') throw environmentDisabled(flag);
        return withHoldout(defaultDecision(flag), holdoutPick);
      }
      const hash = hashDouble(code + rule.variationSalt);
      const scores = data.cbScores?.[rule.experimentId];
      const pick =
        (scores && pickByScores(rule.variationByExposition, scores, hash)) ??
        pickByExposition(rule.variationByExposition, hash);
      if (pick) {
        return withHoldout(
          {
            variationKey: pick.variationKey,
            variationId: pick.variationId,
            experimentId: rule.experimentId,
            isTargetedRule: rule.type === 'TARGETED_DELIVERY',
            source: rule.type === 'TARGETED_DELIVERY' ? 'targetedDelivery' : 'experiment',
            ruleId: rule.id,
            simulated: false,
          },
          holdoutPick,
        );
      }
    }
    if (rule.type === 'TARGETED_DELIVERY') return withHoldout(defaultDecision(flag), holdoutPick);
  }
  return withHoldout(defaultDecision(flag), holdoutPick);
}

function withHoldout(decision: Decision, holdout: AssignmentToStore | undefined): Decision {
  return holdout ? { ...decision, holdout } : decision;
}

function forcedDecision(rule: Rule, forced: ForcedExperimentVariation): Decision {
  return {
    variationKey: forced.variationKey,
    variationId: forced.variationId,
    experimentId: rule.experimentId,
    isTargetedRule: rule.type === 'TARGETED_DELIVERY',
    source: 'forced',
    ruleId: rule.id,
    simulated: false,
  };
}

function simulatedDecision(
  flag: FeatureFlag,
  simulated: SimulatedVariation | undefined,
): Decision | null {
  if (simulated === undefined) return null;
  if (simulated.expId === 0) {
    return { ...defaultDecision(flag), source: 'simulated', simulated: true };
  }
  for (const rule of flag.rules) {
    if (rule.experimentId !== simulated.expId) continue;
    const entry = rule.variationByExposition.find((v) => v.variationId === simulated.varId);
    if (entry) {
      return {
        variationKey: entry.variationKey,
        variationId: entry.variationId,
        experimentId: rule.experimentId,
        isTargetedRule: rule.type === 'TARGETED_DELIVERY',
        source: 'simulated',
        ruleId: rule.id,
        simulated: true,
      };
    }
  }
  return null;
}
