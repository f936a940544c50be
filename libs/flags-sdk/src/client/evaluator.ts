// The client side of evaluation: gathers what the store knows about a visitor for the pure
// `evaluateFlag`, keeps the assignment it produces, and shapes the answer. Argument types are
// the public methods' (FlagsClient), declared once there.
import { FlagsError } from '../errors.js';
import type { Configuration, FeatureFlag, Rule } from '../configuration/configuration.js';
import {
  evaluateFlag,
  type AssignmentToStore,
  type Decision,
  type DecisionSource,
} from '../evaluation/evaluate.js';
import { coerceVariable, type Variable } from '../evaluation/variables.js';
import { validateVisitorCode } from '../visitorCode.js';
import { keepAssignment } from './assignments.js';
import { CoercedVariables } from './coercedVariables.js';
import { hasJsCssVariables } from './engineTrackingCode.js';
import type { FlagsClient } from './client.js';
import type { ClientContext } from './context.js';
import { readCookies } from './cookies.js';

/** A flag's variation for a visitor. */
export interface VariationResult {
  key: string;
  name: string | null;
  /** `null` for the default variation. */
  id: number | null;
  /** `null` for the default variation. */
  experimentId: number | null;
  variables: Map<string, Variable>;
}

/** A flag of the configuration and its rules, e.g. to find the experiment to force a variation of. */
export interface FeatureFlagSummary {
  id: number;
  key: string;
  /** The rules in evaluation order, with the variation keys each can give. */
  rules: { id: number; type: Rule['type']; experimentId: number; variationKeys: string[] }[];
}

/** A variation with what decided it, for adapters that report reasons (OpenFeature). */
export interface VariationDetails {
  variation: VariationResult;
  /** What decided the variation. */
  decidedBy: DecisionSource;
  /** The rule that gave the variation; `null` for the default variation. */
  ruleId: number | null;
  /** The requested variable, coerced to its type (only when a `variableKey` was given). */
  variable?: Variable;
}

const isEnvironmentDisabled = (error: unknown): boolean =>
  error instanceof FlagsError && error.kind === 'FeatureFlagEnvironmentDisabled';

/** Answers the flag questions of the client for a visitor, synchronously. */
export class FlagEvaluator {
  private readonly variables: CoercedVariables;
  private dayCache = { day: -1, start: 0 };

  constructor(private readonly context: ClientContext) {
    this.variables = new CoercedVariables((message, error) => context.log('error', message, error));
  }

  private flag(configuration: Configuration, featureKey: string): FeatureFlag {
    const flag = configuration.flagsByKey.get(featureKey);
    if (flag === undefined) {
      throw new FlagsError(
        'FeatureFlagConfigurationNotFound',
        `Feature flag ${featureKey} is not in the configuration`,
      );
    }
    if (!flag.environmentEnabled) {
      throw new FlagsError(
        'FeatureFlagEnvironmentDisabled',
        `Feature flag ${featureKey} is disabled in this environment`,
      );
    }
    return flag;
  }

  // Local midnight costs a Date; it only changes when the hour does, so it is kept per hour.
  private startOfDay(now: number): number {
    const day = Math.floor(now / 3_600_000);
    if (this.dayCache.day !== day) {
      this.dayCache = { day, start: new Date(now).setHours(0, 0, 0, 0) };
    }
    return this.dayCache.start;
  }

  private decide(
    configuration: Configuration,
    flag: FeatureFlag,
    visitorCode: string,
    track: boolean,
  ): Decision {
    const { store, tracker } = this.context;
    const now = this.context.clock.now();
    const decision = evaluateFlag({
      configuration,
      flag,
      visitorCode,
      bucketingCode: store.resolve(visitorCode),
      data: store.peekData(visitorCode),
      assignments: store.assignments(visitorCode),
      consent: store.consent(visitorCode, now),
      forced: store.forced(visitorCode),
      simulated: store.simulated(visitorCode)?.[flag.featureKey],
      now,
      startOfDay: this.startOfDay(now),
      sdk: this.context.sdk,
      documentCookies: readCookies(this.context.cookies),
      onConditionError: this.reportConditionError,
    });
    if (decision.holdout) keepAssignment(store, visitorCode, decision.holdout, track);
    // A simulated variation is only shown, never stored or tracked.
    if (!decision.simulated && decision.experimentId !== null && decision.variationId !== null) {
      keepAssignment(store, visitorCode, decision as AssignmentToStore, track);
      this.context.recentAssignments.record(
        visitorCode,
        decision.experimentId,
        decision.variationId,
        hasJsCssVariables(flag, decision.variationKey),
      );
    }
    if (track) tracker.schedule(visitorCode);
    return decision;
  }

  private readonly reportConditionError = (error: FlagsError, rule: Rule): void =>
    this.context.log(
      'error',
      `Rule ${rule.id} of ${rule.flag.featureKey}: ${error.message}`,
      error,
    );

  private result(flag: FeatureFlag, decision: Decision): VariationResult {
    return {
      key: decision.variationKey,
      name: flag.variationNames.get(decision.variationKey) ?? null,
      id: decision.variationId,
      experimentId: decision.experimentId,
      variables: new Map(this.variables.of(flag, decision.variationKey)),
    };
  }

  /** The visitor's variation of a flag (evaluated in the spec's order). */
  getVariation(visitorCode: string, featureKey: string, track: boolean): VariationResult {
    const configuration = this.context.requireConfiguration();
    validateVisitorCode(visitorCode);
    const flag = this.flag(configuration, featureKey);
    return this.result(flag, this.decide(configuration, flag, visitorCode, track));
  }

  /** True when the visitor's variation is not `off`; an environment-disabled flag is inactive. */
  isFeatureFlagActive(visitorCode: string, featureKey: string, track: boolean): boolean {
    const configuration = this.context.requireConfiguration();
    validateVisitorCode(visitorCode);
    try {
      const flag = this.flag(configuration, featureKey);
      return this.decide(configuration, flag, visitorCode, track).variationKey !== 'off';
    } catch (error) {
      if (isEnvironmentDisabled(error)) return false;
      throw error;
    }
  }

  /** One variable of the visitor's variation, coerced to its type. */
  getFeatureFlagVariable(args: Parameters<FlagsClient['getFeatureFlagVariable']>[0]): Variable {
    const configuration = this.context.requireConfiguration();
    validateVisitorCode(args.visitorCode);
    const flag = this.flag(configuration, args.featureKey);
    const decision = this.decide(configuration, flag, args.visitorCode, true);
    return variableOf(flag, decision.variationKey, args.variableKey);
  }

  /**
   * One evaluation that also says what decided it, and (with `variableKey`) reads a variable of
   * the variation, throwing like {@link getFeatureFlagVariable}.
   */
  getVariationDetails(args: Parameters<FlagsClient['getVariationDetails']>[0]): VariationDetails {
    const configuration = this.context.requireConfiguration();
    validateVisitorCode(args.visitorCode);
    const flag = this.flag(configuration, args.featureKey);
    const decision = this.decide(configuration, flag, args.visitorCode, args.track ?? true);
    const details: VariationDetails = {
      variation: this.result(flag, decision),
      decidedBy: decision.source,
      ruleId: decision.ruleId,
    };
    if (args.variableKey !== undefined) {
      details.variable = variableOf(flag, decision.variationKey, args.variableKey);
    }
    return details;
  }

  /** Variations of every enabled flag, in configuration order. */
  getVariations(args: Parameters<FlagsClient['getVariations']>[0]): Map<string, VariationResult> {
    const configuration = this.context.requireConfiguration();
    validateVisitorCode(args.visitorCode);
    const results = new Map<string, VariationResult>();
    for (const flag of configuration.flags) {
      if (!flag.environmentEnabled) continue;
      let decision: Decision;
      try {
        decision = this.decide(configuration, flag, args.visitorCode, args.track ?? true);
      } catch (error) {
        if (isEnvironmentDisabled(error)) continue;
        throw error;
      }
      if (args.onlyActive && decision.variationKey === 'off') continue;
      results.set(flag.featureKey, this.result(flag, decision));
    }
    return results;
  }

  /** Every flag of the configuration. */
  getFeatureFlags(): FeatureFlagSummary[] {
    const flags = this.context.requireConfiguration().flags;
    return flags.map((flag) => ({
      id: flag.id,
      key: flag.featureKey,
      rules: flag.rules.map((rule) => ({
        id: rule.id,
        type: rule.type,
        experimentId: rule.experimentId,
        variationKeys: rule.variationByExposition.map((entry) => entry.variationKey),
      })),
    }));
  }
}

/** A variable of a variation, coerced; throws VariationNotFound, VariableNotFound or a parse error. */
function variableOf(flag: FeatureFlag, variationKey: string, variableKey: string): Variable {
  const variables = flag.variables.get(variationKey);
  if (variables === undefined) {
    throw new FlagsError(
      'FeatureFlagVariationNotFound',
      `Variation ${variationKey} of ${flag.featureKey} does not exist`,
    );
  }
  const variable = variables.find((candidate) => candidate.key === variableKey);
  if (variable === undefined) {
    throw new FlagsError(
      'FeatureFlagVariableNotFound',
      `Variable ${variableKey} is not in variation ${variationKey} of ${flag.featureKey}`,
    );
  }
  return coerceVariable(variable);
}
