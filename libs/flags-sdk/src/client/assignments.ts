// How experiment assignments and forced variations are written to the visitor store: the
// rules about what may overwrite what live here, not in the evaluation that produced them.
// Argument types are the public methods' (FlagsClient), declared once there.
import { FlagsError } from '../errors.js';
import type { Configuration } from '../configuration/configuration.js';
import type { VisitorStore } from '../data/visitorStore.js';
import type { AssignmentToStore } from '../evaluation/evaluate.js';
import { validateVisitorCode } from '../visitorCode.js';
import type { FlagsClient } from './client.js';

/**
 * Stores an evaluation's assignment: unsent when tracked, else sent. A track-less evaluation
 * never downgrades the same assignment still waiting to be sent.
 */
export function keepAssignment(
  store: VisitorStore,
  visitorCode: string,
  assignment: AssignmentToStore,
  track: boolean,
): void {
  const { experimentId, variationId, isTargetedRule } = assignment;
  const previous = store.assignments(visitorCode)[experimentId];
  const waiting =
    previous !== undefined && previous.variationId === variationId && previous.status !== 'sent';
  store.setAssignment(visitorCode, experimentId, {
    variationId,
    isTargetedRule,
    status: track || waiting ? 'unsent' : 'sent',
  });
}

/** Stores assignments read from the Data API as sent; an assignment already known wins. */
export function keepRemoteAssignments(
  store: VisitorStore,
  visitorCode: string,
  assignments: readonly { experimentId: number; variationId: number }[],
): void {
  const stored = store.assignments(visitorCode);
  for (const { experimentId, variationId } of assignments) {
    if (stored[experimentId] === undefined) {
      store.setAssignment(visitorCode, experimentId, {
        variationId,
        isTargetedRule: false,
        status: 'sent',
      });
    }
  }
}

/**
 * Forces (or with `variationKey: null` clears) a variation of an experiment for a visitor.
 * Throws FeatureFlagExperimentNotFound or FeatureFlagVariationNotFound for unknown ids or keys.
 */
export function forceVariation(
  configuration: Configuration,
  store: VisitorStore,
  args: Parameters<FlagsClient['setForcedVariation']>[0],
): void {
  validateVisitorCode(args.visitorCode);
  if (args.variationKey === null) {
    store.setForced(args.visitorCode, args.experimentId, null);
    return;
  }
  const rule = configuration.experiments.get(args.experimentId);
  if (rule === undefined) {
    throw new FlagsError(
      'FeatureFlagExperimentNotFound',
      `Experiment ${args.experimentId} is not in the configuration`,
    );
  }
  const entry = rule.variationByExposition.find((v) => v.variationKey === args.variationKey);
  if (entry === undefined) {
    throw new FlagsError(
      'FeatureFlagVariationNotFound',
      `Variation ${args.variationKey} is not in experiment ${args.experimentId}`,
    );
  }
  store.setForced(args.visitorCode, args.experimentId, {
    variationKey: entry.variationKey,
    variationId: entry.variationId,
    forceTargeting: args.forceTargeting ?? true,
  });
}
