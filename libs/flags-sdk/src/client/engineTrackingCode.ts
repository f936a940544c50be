// The engine tracking code: JavaScript that hands the variations a visitor was just assigned to
// Kameleoon's page engine (`kameleoonQueue`), so a page using both reports them once. Only the
// last few seconds count: the assignments are kept in an expiring cache, as Kameleoon does.
import { CACHE_ITEM_LIFETIME_MS, ExpiringCache } from '../cache/expiringCache.js';
import type { FeatureFlag } from '../configuration/configuration.js';
import type { Timers } from '../transport/http.js';

/** Start of every engine tracking code: makes sure the engine's queue exists. */
export const ENGINE_TRACKING_CODE_PREFIX = 'window.kameleoonQueue=window.kameleoonQueue||[];';

interface RecentAssignment {
  variationId: number;
  /** Whether the variation has JS or CSS variables; `trigger` gets its negation, as in Kameleoon. */
  hasJsCssVariables: boolean;
  expirationTime: number;
}

/** True when the variation carries JS or CSS variables. */
export function hasJsCssVariables(flag: FeatureFlag, variationKey: string): boolean {
  const variables = flag.variables.get(variationKey) ?? [];
  return variables.some((variable) => variable.type === 'JS' || variable.type === 'CSS');
}

/** Assignments of the last {@link CACHE_ITEM_LIFETIME_MS} ms per visitor, as engine tracking code. */
export class RecentAssignments {
  private readonly cache: ExpiringCache<Record<string, RecentAssignment>>;

  constructor(
    private readonly clock: { now(): number },
    timers: Timers,
  ) {
    this.cache = new ExpiringCache(clock, timers);
  }

  /** Remembers that the visitor was just assigned `variationId` of `experimentId`. */
  record(
    visitorCode: string,
    experimentId: number,
    variationId: number,
    jsCssVariables: boolean,
  ): void {
    const assignments = { ...this.cache.get(visitorCode) };
    assignments[experimentId] = {
      variationId,
      hasJsCssVariables: jsCssVariables,
      expirationTime: this.clock.now() + CACHE_ITEM_LIFETIME_MS,
    };
    this.cache.set(visitorCode, assignments);
  }

  /**
   * The engine tracking code of the visitor: per assignment still alive (experiment ids
   * ascending), an `assignVariation` and a `trigger` call. Expired assignments are forgotten.
   */
  trackingCode(visitorCode: string): string {
    let code = ENGINE_TRACKING_CODE_PREFIX;
    const assignments = this.cache.get(visitorCode);
    if (assignments === undefined) return code;
    const now = this.clock.now();
    const alive: Record<string, RecentAssignment> = {};
    for (const [experimentId, assignment] of Object.entries(assignments)) {
      if (assignment.expirationTime <= now) continue;
      code += `window.kameleoonQueue.push(['Experiments.assignVariation',${experimentId},${assignment.variationId},true]);`;
      code += `window.kameleoonQueue.push(['Experiments.trigger',${experimentId},${!assignment.hasJsCssVariables}]);`;
      alive[experimentId] = assignment;
    }
    this.cache.set(visitorCode, alive);
    return code;
  }

  /** Forgets everything and stops the cache's sweep. */
  close(): void {
    this.cache.clear();
  }
}
