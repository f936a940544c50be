import { FlagsError } from '../errors.js';

/**
 * A regular expression from a configuration value: `/pattern/flags` is read as pattern and
 * flags, anything else as a plain pattern. Matching is unanchored.
 */
export function parseRegExp(value: string): RegExp {
  try {
    if (value.startsWith('/')) {
      const end = value.lastIndexOf('/');
      if (end > 0) return new RegExp(value.slice(1, end), value.slice(end + 1));
    }
    return new RegExp(value);
  } catch {
    throw new FlagsError('TargetingCondition', `Invalid regular expression: ${value}`);
  }
}

/** A string test for EXACT / CONTAINS / REGULAR_EXPRESSION; `null` when it cannot match. */
export function stringMatcher(
  matchType: unknown,
  expected: unknown,
): ((actual: string) => boolean) | null {
  if (typeof expected !== 'string' || expected === '' || typeof matchType !== 'string') return null;
  switch (matchType) {
    case 'EXACT':
      return (actual) => actual === expected;
    case 'CONTAINS':
      return (actual) => actual.includes(expected);
    case 'REGULAR_EXPRESSION': {
      let regExp: RegExp | FlagsError;
      try {
        regExp = parseRegExp(expected);
      } catch (error) {
        regExp = error as FlagsError;
      }
      return (actual) => {
        if (regExp instanceof FlagsError) throw regExp;
        regExp.lastIndex = 0;
        return regExp.test(actual);
      };
    }
    default:
      return null;
  }
}

/** Compares two numbers with EQUAL / GREATER / LOWER (NaN never matches). */
export function compareNumbers(matchType: unknown, actual: number, expected: number): boolean {
  switch (matchType) {
    case 'EQUAL':
      return actual === expected;
    case 'GREATER':
      return actual > expected;
    case 'LOWER':
      return actual < expected;
    default:
      return false;
  }
}

/** Parses `major.minor.patch` (missing parts are 0, extra parts ignored). */
export function parseSemanticVersion(version: string): [number, number, number] {
  const parts = version.split('.').map((part) => parseInt(part, 10));
  while (parts.length < 3) parts.push(0);
  const [major = NaN, minor = NaN, patch = NaN] = parts;
  if (Number.isNaN(major) || Number.isNaN(minor) || Number.isNaN(patch)) {
    throw new FlagsError('SemanticVersionParse', `Invalid semantic version: ${version}`);
  }
  return [major, minor, patch];
}

/** Compares two semantic versions with EQUAL / GREATER / LOWER. */
export function compareVersions(matchType: unknown, actual: string, expected: string): boolean {
  const left = parseSemanticVersion(actual);
  const right = parseSemanticVersion(expected);
  let order = 0;
  for (let i = 0; i < 3 && order === 0; i += 1) order = Math.sign(left[i]! - right[i]!);
  switch (matchType) {
    case 'EQUAL':
      return order === 0;
    case 'GREATER':
      return order > 0;
    case 'LOWER':
      return order < 0;
    default:
      return false;
  }
}
