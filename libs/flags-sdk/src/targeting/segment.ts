import { FlagsError } from '../errors.js';
import type { RawSegment } from '../configuration/types.js';
import { compileCondition, type ConditionTest } from './conditions.js';
import type { TargetingContext } from './context.js';

/** A compiled segment: its targeting tree as one test. */
export class Segment {
  readonly id: number;
  readonly name: string;
  readonly audienceTracking: boolean;
  private readonly test: ConditionTest | null;

  constructor(raw: RawSegment) {
    this.id = raw.id;
    this.name = raw.name ?? '';
    this.audienceTracking = raw.audienceTracking === true;
    const groups = raw.conditionsData?.firstLevel ?? [];
    this.test =
      groups.length === 0
        ? null
        : fold(
            groups.map((group) =>
              fold((group.conditions ?? []).map(compileCondition), group.orOperators),
            ),
            raw.conditionsData?.firstLevelOrOperators,
          );
  }

  /** True when the visitor matches; throws the {@link FlagsError} of a failing condition. */
  evaluate(context: TargetingContext): boolean {
    return this.test === null ? true : this.test(context);
  }

  /**
   * The segment's verdict for evaluation: a failing condition makes the whole segment return
   * its error, which evaluation counts as a miss.
   */
  check(context: TargetingContext): boolean | FlagsError {
    try {
      return this.evaluate(context);
    } catch (error) {
      if (error instanceof FlagsError) return error;
      return new FlagsError('TargetingCondition', `Segment ${this.id}: ${String(error)}`);
    }
  }
}

/** Left-to-right fold with no and-over-or precedence, short-circuiting like the original. */
function fold(tests: ConditionTest[], orOperators: readonly boolean[] = []): ConditionTest {
  const [first, ...rest] = tests;
  if (first === undefined) return () => true;
  const count = Math.min(rest.length, orOperators.length);
  if (count === 0) return first;
  return (context) => {
    let result = first(context);
    for (let i = 0; i < count; i += 1) {
      if (orOperators[i]) {
        if (!result) result = rest[i]!(context);
      } else if (result) {
        result = rest[i]!(context);
      }
    }
    return result;
  };
}
