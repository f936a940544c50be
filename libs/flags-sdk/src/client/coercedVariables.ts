// Variables are coerced once per configuration, not once per evaluation: evaluation is on the
// render path, and results share the coerced values.
import type { FeatureFlag } from '../configuration/configuration.js';
import type { RawVariable } from '../configuration/types.js';
import { coerceVariable, type Variable } from '../evaluation/variables.js';

/** Cached variables are shared between results, so nobody may change them. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Coerced, frozen variables of each variation, cached by the configuration's raw variables. */
export class CoercedVariables {
  // Keyed by the raw array, so a new configuration starts afresh and the old one can be freed.
  private readonly cache = new WeakMap<readonly RawVariable[], [string, Variable][]>();

  /** `report` receives each variable that fails coercion (it is left out). */
  constructor(private readonly report: (message: string, error: unknown) => void) {}

  /** Coerced variables of a variation as `[key, variable]` entries; none for an unknown one. */
  of(flag: FeatureFlag, variationKey: string): [string, Variable][] {
    const raw = flag.variables.get(variationKey);
    if (raw === undefined) return [];
    let entries = this.cache.get(raw);
    if (entries === undefined) {
      entries = [];
      for (const variable of raw) {
        try {
          entries.push([variable.key, deepFreeze(coerceVariable(variable))]);
        } catch (error) {
          this.report(`Variable ${variable.key} of ${flag.featureKey} was left out`, error);
        }
      }
      this.cache.set(raw, entries);
    }
    return entries;
  }
}
