import { FlagsError } from '../errors.js';
import type { RawCondition } from '../configuration/types.js';
import type { StoredPageView, Visit } from '../data/types.js';
import type { TargetingContext } from './context.js';
import { compareNumbers, compareVersions, stringMatcher } from './matchers.js';

/** A compiled condition: true when the visitor matches; throws a {@link FlagsError} on bad data. */
export type ConditionTest = (context: TargetingContext) => boolean;

const MINUTE = 60_000;
const TIME_UNITS: Record<string, number> = {
  MINUTE,
  HOUR: 60 * MINUTE,
  DAY: 24 * 60 * MINUTE,
  WEEK: 7 * 24 * 60 * MINUTE,
  MONTH: 30 * 24 * 60 * MINUTE,
};
const MAX_SEGMENT_DEPTH = 16;

/** Compiles one condition of a segment, applying its inclusion flag. */
export function compileCondition(raw: RawCondition): ConditionTest {
  const test = compileTest(raw);
  if (raw.isInclude === false) return (context) => !test(context);
  return test;
}

function compileTest(raw: RawCondition): ConditionTest {
  switch (raw.targetingType) {
    case 'CUSTOM_DATUM':
      return customDatum(raw);
    case 'PAGE_URL': {
      const match = stringMatcher(raw.matchType, raw.url);
      return (context) => {
        const page = pageByRecency(context, 0);
        return match !== null && page !== undefined && match(page.url);
      };
    }
    case 'PAGE_TITLE': {
      const match = stringMatcher(raw.matchType, raw.title);
      return (context) => {
        const page = pageByRecency(context, 0);
        return match !== null && page !== undefined && match(page.title);
      };
    }
    case 'PREVIOUS_PAGE': {
      const match = stringMatcher(raw.matchType, raw.url);
      return (context) => {
        const page = pageByRecency(context, 1);
        return match !== null && page !== undefined && match(page.url);
      };
    }
    case 'PAGE_VIEWS':
      return (context) => {
        let count = 0;
        for (const page of Object.values(context.data.pageView)) count += page.timestamps.length;
        // Like every condition, no data at all is a miss (even for LOWER).
        if (count === 0) return false;
        return compareNumbers(raw.matchType, count, Number(raw.pageCount));
      };
    case 'VISITOR_CODE': {
      const match = stringMatcher(raw.matchType, raw.visitorCode);
      return (context) => match !== null && match(context.visitorCode);
    }
    case 'BROWSER':
      return browser(raw);
    case 'DEVICE_TYPE':
      return (context) => context.data.device?.device === raw.device;
    case 'OPERATING_SYSTEM':
      return (context) => context.data.operatingSystem?.os === raw.os;
    case 'GEOLOCATION':
      return geolocation(raw);
    case 'COOKIE':
      return cookie(raw);
    case 'SDK_LANGUAGE':
      return (context) => {
        if (context.sdk.type !== raw.sdkLanguage) return false;
        if (typeof raw.version !== 'string' || raw.version === '') return true;
        return compareVersions(raw.versionMatchType, context.sdk.version, raw.version);
      };
    case 'APPLICATION_VERSION':
      return (context) => {
        const version = context.data.applicationVersion?.version;
        if (version === undefined || typeof raw.version !== 'string') return false;
        return compareVersions(raw.versionMatchType, version, raw.version);
      };
    case 'CONVERSIONS': {
      const goalId = Number(raw.goalId);
      return (context) => {
        if (!goalId) return false;
        if (goalId === -1) return context.data.conversion.length > 0;
        return context.data.conversion.some((conversion) => conversion.goalId === goalId);
      };
    }
    case 'NEW_VISITORS':
      return (context) => {
        const visits = visitCount(context);
        if (visits === null) return false;
        return raw.visitorType === 'NEW' ? visits <= 1 : visits > 1;
      };
    case 'VISITS':
      return (context) => {
        const visits = visitCount(context);
        return visits !== null && compareNumbers(raw.matchType, visits, Number(raw.visitCount));
      };
    case 'SAME_DAY_VISITS':
      return (context) => {
        const history = context.data.visits;
        if (history === undefined) return false;
        let count = 0;
        for (const visit of history) if (visit.timeStarted >= context.startOfDay) count += 1;
        if (context.sdk.isServer) count += 1;
        return compareNumbers(raw.matchType, count, Number(raw.visitCount));
      };
    case 'FIRST_VISIT':
    case 'LAST_VISIT':
      return visitTime(raw);
    case 'SEGMENT': {
      const segmentId = Number(raw.segmentId);
      return (context) => {
        const segment = context.lookup.segment(segmentId);
        if (segment === undefined) return false;
        if (context.depth >= MAX_SEGMENT_DEPTH) {
          throw new FlagsError('TargetingCondition', `Segment ${segmentId} references itself`);
        }
        return segment.evaluate({ ...context, depth: context.depth + 1 });
      };
    }
    case 'TARGET_FEATURE_FLAG':
      return targetFeatureFlag(raw);
    case 'TARGET_EXPERIMENT': {
      const experiment = String(raw.experiment);
      return (context) => {
        const assignment = context.assignments[experiment];
        if (assignment === undefined) return false;
        return raw.variationMatchType !== 'EXACT' || assignment.variationId === raw.variation;
      };
    }
    case 'EXCLUSIVE_EXPERIMENT':
      return (context) => {
        const experimentOnly = () => {
          const ids = Object.keys(context.assignments);
          return (
            ids.length === 0 ||
            (ids.length === 1 && ids[0] === String(context.ruleExperimentId ?? ''))
          );
        };
        const noPersonalization = () =>
          Object.keys(context.data.personalization ?? {}).length === 0;
        if (raw.campaignType === 'EXPERIMENT') return experimentOnly();
        if (raw.campaignType === 'PERSONALIZATION') return noPersonalization();
        return experimentOnly() && noPersonalization();
      };
    case 'EXCLUSIVE_FEATURE_FLAG':
      return exclusiveFeatureFlag;
    case 'TARGET_PERSONALIZATION': {
      const id = String(raw.personalizationId);
      return (context) => context.data.personalization?.[id] !== undefined;
    }
    case 'HEAT_SLICE':
      return conversionLikelihood(raw);
    default:
      return () => {
        throw new FlagsError(
          'TargetingCondition',
          `Unsupported targeting condition type: ${raw.targetingType}`,
        );
      };
  }
}

function customDatum(raw: RawCondition): ConditionTest {
  const index = String(Number(raw.customDataIndex));
  const value = raw.value;
  const values = (context: TargetingContext) => context.data.customData[index]?.values;
  switch (raw.valueMatchType) {
    case 'UNDEFINED':
      return (context) => values(context) === undefined;
    case 'AMONG_VALUES': {
      let allowed: unknown[] | FlagsError;
      try {
        const parsed: unknown = JSON.parse(String(value));
        allowed = Array.isArray(parsed) ? parsed : [];
      } catch {
        allowed = new FlagsError(
          'AmongValuesCheck',
          `Among-values condition is not JSON: ${value}`,
        );
      }
      return (context) => {
        const stored = values(context);
        if (stored === undefined) return false;
        if (allowed instanceof FlagsError) throw allowed;
        return stored.some((item) => (allowed as unknown[]).includes(item));
      };
    }
    case 'RANGE': {
      const range = raw.range;
      return (context) => {
        const stored = values(context);
        if (stored === undefined) return false;
        if (!Array.isArray(range) || range.length !== 2) {
          throw new FlagsError('RangeCheck', 'Range condition needs exactly two bounds');
        }
        const [low, high] = range.map(Number) as [number, number];
        return stored.some((item) => {
          const number = Number(item);
          return low <= number && number <= high;
        });
      };
    }
    case 'TRUE':
    case 'FALSE': {
      const expected = raw.valueMatchType === 'TRUE' ? 'true' : 'false';
      return (context) => values(context)?.some((item) => item.toLowerCase() === expected) ?? false;
    }
    case 'LOWER':
    case 'EQUAL':
    case 'GREATER': {
      if (typeof value !== 'string') return () => false;
      const expected = Number(value);
      return (context) =>
        values(context)?.some((item) =>
          compareNumbers(raw.valueMatchType, Number(item), expected),
        ) ?? false;
    }
    case 'EXACT':
    case 'CONTAINS':
    case 'REGULAR_EXPRESSION': {
      if (typeof value !== 'string') return () => false;
      const match =
        raw.valueMatchType === 'EXACT'
          ? (item: string) => item === value
          : raw.valueMatchType === 'CONTAINS'
            ? (item: string) => item.includes(value)
            : stringMatcher('REGULAR_EXPRESSION', value);
      return (context) => (match !== null && values(context)?.some(match)) ?? false;
    }
    default:
      return () => false;
  }
}

/**
 * The page view seen `rank` places before the latest (0 = latest), by last timestamp; a later
 * insertion wins a tie. One pass, no sorting: page conditions run on every evaluation.
 */
function pageByRecency(context: TargetingContext, rank: 0 | 1): StoredPageView | undefined {
  let first: StoredPageView | undefined;
  let second: StoredPageView | undefined;
  let firstTime = -Infinity;
  let secondTime = -Infinity;
  for (const url in context.data.pageView) {
    const page = context.data.pageView[url]!;
    const time = page.timestamps[page.timestamps.length - 1] ?? 0;
    if (time >= firstTime) {
      second = first;
      secondTime = firstTime;
      first = page;
      firstTime = time;
    } else if (time >= secondTime) {
      second = page;
      secondTime = time;
    }
  }
  return rank === 0 ? first : second;
}

function browser(raw: RawCondition): ConditionTest {
  return (context) => {
    const stored = context.data.browser;
    if (stored === undefined || stored.browser !== raw.browser) return false;
    if (typeof raw.version !== 'string' || raw.version === '') return true;
    const expected = parseFloat(raw.version);
    if (Number.isNaN(expected)) {
      throw new FlagsError('VersionParse', `Invalid browser version: ${raw.version}`);
    }
    if (typeof stored.version !== 'number') return false;
    return compareNumbers(raw.versionMatchType, stored.version, expected);
  };
}

function geolocation(raw: RawCondition): ConditionTest {
  const lower = (value: unknown) =>
    typeof value === 'string' && value ? value.toLowerCase() : null;
  const country = lower(raw.country);
  const region = lower(raw.region);
  const city = lower(raw.city);
  return (context) => {
    const stored = context.data.geolocation;
    if (country === null || stored === undefined) return false;
    if (stored.country.toLowerCase() !== country) return false;
    if (region !== null && stored.region?.toLowerCase() !== region) return false;
    return city === null || stored.city?.toLowerCase() === city;
  };
}

function cookie(raw: RawCondition): ConditionTest {
  const valueMatch = stringMatcher(raw.valueMatchType, raw.value);
  const nameMatch =
    raw.nameMatchType === 'OPTIONAL' ? () => true : stringMatcher(raw.nameMatchType, raw.name);
  return (context) => {
    if (nameMatch === null || valueMatch === null) return false;
    const pairs = [...context.documentCookies, ...(context.data.cookie?.cookies ?? [])];
    return pairs.some((pair) => nameMatch(pair.key) && valueMatch(pair.value));
  };
}

/** Visits including the current one, or `null` when the visit history is unknown. */
function visitCount(context: TargetingContext): number | null {
  const visits = context.data.visits;
  if (visits === undefined) return null;
  // Server history lists previous visits only; the browser's includes the current visit.
  return context.sdk.isServer ? visits.length + 1 : visits.length;
}

function visitTime(raw: RawCondition): ConditionTest {
  const unit = TIME_UNITS[String(raw.unitOfTime)] ?? TIME_UNITS.DAY!;
  const count = Number(raw.count);
  return (context) => {
    const visits = context.data.visits;
    if (visits === undefined) return false;
    const previous: Visit[] = context.sdk.isServer ? visits : visits.slice(0, -1);
    const visit = raw.targetingType === 'FIRST_VISIT' ? previous[0] : previous[previous.length - 1];
    if (visit === undefined) return false;
    const elapsed = (context.now - visit.timeStarted) / unit;
    if (raw.matchType === 'GREATER') return elapsed > count;
    if (raw.matchType === 'LOWER') return elapsed < count;
    return false;
  };
}

function targetFeatureFlag(raw: RawCondition): ConditionTest {
  const flagId = Number(raw.featureFlagId);
  const ruleId = raw.ruleId === null || raw.ruleId === undefined ? null : Number(raw.ruleId);
  const variationKey = typeof raw.variationKey === 'string' ? raw.variationKey : null;
  return (context) => {
    const rules = context.lookup.flagRules(flagId);
    if (rules === undefined) return false;
    const assigned = (experimentId: number) =>
      context.assignments[String(experimentId)]?.variationId;
    if (ruleId !== null) {
      const rule = rules.find((candidate) => candidate.id === ruleId);
      if (rule === undefined) return false;
      const variationId = assigned(rule.experimentId);
      if (variationId === undefined) return false;
      return variationKey === null || rule.variationIds.get(variationKey) === variationId;
    }
    if (variationKey !== null) {
      const rule = rules.find((candidate) => candidate.variationIds.has(variationKey));
      if (rule === undefined) return false;
      const variationId = assigned(rule.experimentId);
      return variationId !== undefined && rule.variationIds.get(variationKey) === variationId;
    }
    return rules.some((rule) => typeof assigned(rule.experimentId) === 'number');
  };
}

/**
 * EXCLUSIVE_FEATURE_FLAG: the visitor is in no other flag's rules, i.e. every stored assignment
 * that belongs to a flag's rule belongs to the flag being evaluated. Assignments outside any
 * flag (the holdout experiment) do not count: they say nothing about other flags.
 */
function exclusiveFeatureFlag(context: TargetingContext): boolean {
  return Object.keys(context.assignments).every((experimentId) => {
    const flagId = context.lookup.experimentFlagId(Number(experimentId));
    return flagId === undefined || flagId === context.flagId;
  });
}

function conversionLikelihood(raw: RawCondition): ConditionTest {
  const bounds = [raw.keyMomentId, raw.goalId, raw.lowerBound, raw.upperBound];
  return (context) => {
    if (!bounds.every((bound) => typeof bound === 'number')) return false;
    const score =
      context.data.conversionLikelihood?.[String(raw.keyMomentId)]?.[String(raw.goalId)];
    if (score === undefined) return false;
    return (raw.lowerBound as number) <= score && score <= (raw.upperBound as number);
  };
}
