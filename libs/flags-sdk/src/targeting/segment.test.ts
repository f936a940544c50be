import { describe, expect, it } from 'vitest';
import type { RawCondition } from '../configuration/types.js';
import { emptyVisitorData, type VisitorData } from '../data/types.js';
import { FlagsError } from '../errors.js';
import type { TargetingContext } from './context.js';
import { parseRegExp } from './matchers.js';
import { Segment } from './segment.js';

function context(
  data: Partial<VisitorData> = {},
  extra: Partial<TargetingContext> = {},
): TargetingContext {
  return {
    visitorCode: 'abc123',
    data: { ...emptyVisitorData(), ...data },
    assignments: {},
    now: Date.UTC(2024, 0, 10, 12),
    startOfDay: Date.UTC(2024, 0, 10),
    sdk: { type: 'JAVASCRIPT', version: '4.9.0', isServer: false },
    ruleExperimentId: null,
    flagId: null,
    documentCookies: [],
    lookup: {
      segment: () => undefined,
      flagRules: () => undefined,
      rule: () => undefined,
      experimentFlagId: () => undefined,
    },
    depth: 0,
    ...extra,
  };
}

function segment(conditions: RawCondition[], orOperators: boolean[] = []) {
  return new Segment({ id: 1, conditionsData: { firstLevel: [{ conditions, orOperators }] } });
}

const custom = (
  index: number,
  valueMatchType: string,
  value: unknown,
  extra = {},
): RawCondition => ({
  targetingType: 'CUSTOM_DATUM',
  customDataIndex: String(index),
  valueMatchType,
  value,
  ...extra,
});

const withValues = (values: string[]) => ({
  customData: { 0: { index: 0, values, overwrite: true, status: 'sent' as const } },
});

describe('targeting', () => {
  it('matches custom data with every match type, any value of a list', () => {
    const check = (condition: RawCondition, values: string[]) =>
      segment([condition]).check(context(withValues(values)));
    expect(check(custom(0, 'EXACT', 'gold'), ['x', 'gold'])).toBe(true);
    expect(check(custom(0, 'CONTAINS', 'ol'), ['gold'])).toBe(true);
    expect(check(custom(0, 'REGULAR_EXPRESSION', '/^GO/i'), ['gold'])).toBe(true);
    expect(check(custom(0, 'REGULAR_EXPRESSION', '^GO'), ['gold'])).toBe(false);
    expect(check(custom(0, 'GREATER', '10'), ['1e2'])).toBe(true);
    expect(check(custom(0, 'LOWER', '10'), ['abc'])).toBe(false);
    expect(check(custom(0, 'TRUE', null), ['True'])).toBe(true);
    expect(check(custom(0, 'AMONG_VALUES', '["a","b"]'), ['b'])).toBe(true);
    expect(check(custom(0, 'RANGE', null, { range: [1, 2] }), ['1.5'])).toBe(true);
    expect(check(custom(0, 'UNDEFINED', null), ['x'])).toBe(false);
    expect(segment([custom(0, 'UNDEFINED', null)]).check(context())).toBe(true);
  });

  it('returns the error of a failing condition instead of a verdict', () => {
    const among = segment([custom(0, 'AMONG_VALUES', '[oops')]).check(context(withValues(['a'])));
    expect(among).toBeInstanceOf(FlagsError);
    expect((among as FlagsError).kind).toBe('AmongValuesCheck');
    const range = segment([custom(0, 'RANGE', null, { range: [1] })]).check(
      context(withValues(['1'])),
    );
    expect((range as FlagsError).kind).toBe('RangeCheck');
    const unsupported = segment([{ targetingType: 'JS_CODE', isInclude: false }]).check(context());
    expect((unsupported as FlagsError).kind).toBe('TargetingCondition');
  });

  it('folds and/or left to right and inverts excluded conditions', () => {
    const a = custom(0, 'EXACT', 'a');
    const never = custom(1, 'EXACT', 'z');
    // (a or never) and never = false; a or (never and never) would be true.
    expect(segment([a, never, never], [true, false]).check(context(withValues(['a'])))).toBe(false);
    expect(segment([{ ...never, isInclude: false }]).check(context())).toBe(true);
    expect(new Segment({ id: 2, conditionsData: { firstLevel: [] } }).check(context())).toBe(true);
  });

  it('compares pages, browsers, versions, geolocation and cookies', () => {
    const data: Partial<VisitorData> = {
      pageView: {
        a: { url: 'https://s/a', title: 'A', timestamps: [1], nonce: 'n', status: 'sent' },
        b: { url: 'https://s/b', title: 'B', timestamps: [2], nonce: 'n', status: 'sent' },
      },
      browser: { browser: 'SAFARI', version: 16.1, status: 'sent' },
      geolocation: { country: 'Singapore', city: 'Singapore', status: 'sent' },
      applicationVersion: { version: '2.1.0', status: 'sent' },
      cookie: { cookies: [{ key: 'plan', value: 'pro' }], status: 'sent' },
    };
    const check = (condition: RawCondition) => segment([condition]).check(context(data));
    expect(check({ targetingType: 'PAGE_URL', matchType: 'CONTAINS', url: '/b' })).toBe(true);
    expect(check({ targetingType: 'PREVIOUS_PAGE', matchType: 'EXACT', url: 'https://s/a' })).toBe(
      true,
    );
    expect(check({ targetingType: 'PAGE_TITLE', matchType: 'EXACT', title: '' })).toBe(false);
    expect(check({ targetingType: 'PAGE_VIEWS', matchType: 'EQUAL', pageCount: 2 })).toBe(true);
    expect(
      check({
        targetingType: 'BROWSER',
        browser: 'SAFARI',
        version: '16.4',
        versionMatchType: 'LOWER',
      }),
    ).toBe(true);
    expect(
      check({
        targetingType: 'BROWSER',
        browser: 'SAFARI',
        version: 'x',
        versionMatchType: 'LOWER',
      }),
    ).toMatchObject({ kind: 'VersionParse' });
    expect(check({ targetingType: 'GEOLOCATION', country: 'singapore', city: 'SINGAPORE' })).toBe(
      true,
    );
    expect(check({ targetingType: 'GEOLOCATION', region: 'x' })).toBe(false);
    expect(
      check({ targetingType: 'APPLICATION_VERSION', version: '2.1', versionMatchType: 'GREATER' }),
    ).toBe(false);
    expect(
      check({ targetingType: 'APPLICATION_VERSION', version: '2', versionMatchType: 'GREATER' }),
    ).toBe(true);
    expect(
      check({
        targetingType: 'SDK_LANGUAGE',
        sdkLanguage: 'JAVASCRIPT',
        version: 'v1',
        versionMatchType: 'EQUAL',
      }),
    ).toMatchObject({ kind: 'SemanticVersionParse' });
    expect(
      check({
        targetingType: 'COOKIE',
        name: 'pl',
        nameMatchType: 'CONTAINS',
        value: 'pro',
        valueMatchType: 'EXACT',
      }),
    ).toBe(true);
    expect(
      check({
        targetingType: 'COOKIE',
        name: '',
        nameMatchType: 'OPTIONAL',
        value: '^p',
        valueMatchType: 'REGULAR_EXPRESSION',
      }),
    ).toBe(true);
    expect(
      check({
        targetingType: 'VISITOR_CODE',
        matchType: 'REGULAR_EXPRESSION',
        visitorCode: '\\d+$',
      }),
    ).toBe(true);
  });

  it('counts visits with the current one and checks first and last visits', () => {
    const day = 86_400_000;
    const now = Date.UTC(2024, 0, 10, 12);
    const visits = [
      { timeStarted: now - 10 * day, timeLastActivity: now - 10 * day },
      { timeStarted: now - 2 * 3_600_000, timeLastActivity: now - 3_600_000 },
      { timeStarted: now, timeLastActivity: now },
    ];
    const check = (condition: RawCondition, isServer = false) =>
      segment([condition]).check(
        context({ visits }, { sdk: { type: 'JAVASCRIPT', version: '1', isServer } }),
      );
    expect(check({ targetingType: 'VISITS', matchType: 'EQUAL', visitCount: 3 })).toBe(true);
    expect(check({ targetingType: 'VISITS', matchType: 'EQUAL', visitCount: 4 }, true)).toBe(true);
    expect(check({ targetingType: 'SAME_DAY_VISITS', matchType: 'EQUAL', visitCount: 2 })).toBe(
      true,
    );
    expect(check({ targetingType: 'NEW_VISITORS', visitorType: 'RETURNING' })).toBe(true);
    expect(
      check({ targetingType: 'FIRST_VISIT', matchType: 'GREATER', count: 9, unitOfTime: 'DAY' }),
    ).toBe(true);
    expect(
      check({ targetingType: 'LAST_VISIT', matchType: 'LOWER', count: 3, unitOfTime: 'HOUR' }),
    ).toBe(true);
    expect(segment([{ targetingType: 'NEW_VISITORS', visitorType: 'NEW' }]).check(context())).toBe(
      false,
    );
  });

  it('reads conversions, assignments, personalisations and conversion likelihood', () => {
    const data: Partial<VisitorData> = {
      conversion: [{ id: 1, goalId: 5, revenue: 0, negative: false, nonce: 'n', status: 'sent' }],
      personalization: { 77: 1 },
      conversionLikelihood: { 3: { 5: 0.4 } },
    };
    const assignments = {
      10: { variationId: 100, isTargetedRule: false, status: 'sent' as const },
    };
    const check = (condition: RawCondition, ruleExperimentId: number | null = null) =>
      segment([condition]).check(context(data, { assignments, ruleExperimentId }));
    expect(check({ targetingType: 'CONVERSIONS', goalId: -1 })).toBe(true);
    expect(check({ targetingType: 'CONVERSIONS', goalId: 6 })).toBe(false);
    expect(
      check({
        targetingType: 'TARGET_EXPERIMENT',
        experiment: 10,
        variation: 100,
        variationMatchType: 'EXACT',
      }),
    ).toBe(true);
    expect(check({ targetingType: 'EXCLUSIVE_EXPERIMENT', campaignType: 'EXPERIMENT' }, 10)).toBe(
      true,
    );
    expect(check({ targetingType: 'EXCLUSIVE_EXPERIMENT', campaignType: 'ANY' }, 10)).toBe(false);
    expect(check({ targetingType: 'TARGET_PERSONALIZATION', personalizationId: 77 })).toBe(true);
    expect(
      check({
        targetingType: 'HEAT_SLICE',
        keyMomentId: 3,
        goalId: 5,
        lowerBound: 0.4,
        upperBound: 1,
      }),
    ).toBe(true);
    expect(
      check({
        targetingType: 'HEAT_SLICE',
        keyMomentId: 3,
        goalId: 5,
        lowerBound: '0',
        upperBound: 1,
      }),
    ).toBe(false);
  });

  it('is exclusive to a feature flag only without assignments to other flags', () => {
    // Experiments 10 and 11 are rules of flag 1, 20 of flag 2; 99 is the holdout (no flag).
    const flagOf: Record<number, number> = { 10: 1, 11: 1, 20: 2 };
    const lookup: TargetingContext['lookup'] = {
      segment: () => undefined,
      flagRules: () => undefined,
      rule: () => undefined,
      experimentFlagId: (experimentId) => flagOf[experimentId],
    };
    const sent = (variationId: number) => ({
      variationId,
      isTargetedRule: false,
      status: 'sent' as const,
    });
    const check = (experimentIds: number[], flagId: number | null = 1, isInclude = true) =>
      segment([{ targetingType: 'EXCLUSIVE_FEATURE_FLAG', isInclude }]).check(
        context(
          {},
          {
            flagId,
            lookup,
            assignments: Object.fromEntries(experimentIds.map((id) => [id, sent(id * 10)])),
          },
        ),
      );
    expect(check([])).toBe(true);
    expect(check([10, 11])).toBe(true);
    expect(check([10, 99])).toBe(true);
    expect(check([10, 20])).toBe(false);
    expect(check([20])).toBe(false);
    expect(check([20], 2)).toBe(true);
    expect(check([10], null)).toBe(false);
    expect(check([20], 1, false)).toBe(true);
  });

  it('reads regular expressions as /pattern/flags or plain', () => {
    expect(parseRegExp('/a\\/b/g')).toEqual(/a\/b/g);
    expect(parseRegExp('a+b').source).toBe('a+b');
    expect(() => parseRegExp('(')).toThrow(expect.objectContaining({ kind: 'TargetingCondition' }));
  });
});
