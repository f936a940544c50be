import { FlagsError } from '../errors.js';
import type {
  BrowserType,
  DeviceType,
  OperatingSystemType,
  Visit,
  VisitorDataInput,
} from '../data/types.js';
import { BROWSERS, DEVICES, OPERATING_SYSTEMS } from '../data/types.js';

/** Which parts of a visitor's history the Data API should return. */
export interface RemoteVisitorDataFilters {
  /** Previous visits to read, 1 to 25; default 1. */
  previousVisitAmount?: number;
  /** Include the current visit; default true. */
  currentVisit?: boolean;
  /** Custom data; default true. */
  customData?: boolean;
  pageViews?: boolean;
  geolocation?: boolean;
  device?: boolean;
  browser?: boolean;
  operatingSystem?: boolean;
  conversions?: boolean;
  experiments?: boolean;
  /** Conversion likelihood (key moment -> goal -> score). */
  kcs?: boolean;
  personalization?: boolean;
  /** Conversion-score buckets (experiment -> variation -> score). */
  cbs?: boolean;
}

/** Visitor history read from the Data API, ready to store. */
export interface RemoteVisitorData {
  data: VisitorDataInput[];
  /** Visits oldest first. */
  visits: Visit[];
  assignments: { experimentId: number; variationId: number }[];
  personalization: Record<string, number>;
  conversionLikelihood?: Record<string, Record<string, number>>;
  cbScores?: Record<string, Record<string, number>>;
}

export const MIN_VISIT_AMOUNT = 1;
export const MAX_VISIT_AMOUNT = 25;

/** Validates the number of previous visits (spec: 1 to 25). */
export function checkVisitAmount(amount: number): number {
  if (!Number.isInteger(amount) || amount < MIN_VISIT_AMOUNT || amount > MAX_VISIT_AMOUNT) {
    throw new FlagsError(
      'VisitAmount',
      `Previous visit amount must be between ${MIN_VISIT_AMOUNT} and ${MAX_VISIT_AMOUNT}, got ${amount}`,
    );
  }
  return amount;
}

/** URL of the visitor-data request on the Data API at `base` (`https://host` or a service URL). */
export function visitorDataUrl(
  base: string,
  siteCode: string,
  visitorCode: string,
  filters: RemoteVisitorDataFilters,
  isMappingValue: boolean,
): string {
  const query = new URLSearchParams({ siteCode });
  query.set(isMappingValue ? 'mappingValue' : 'visitorCode', visitorCode);
  query.set('maxNumberPreviousVisits', String(checkVisitAmount(filters.previousVisitAmount ?? 1)));
  const flags: [keyof RemoteVisitorDataFilters, string][] = [
    ['conversions', 'conversion'],
    ['geolocation', 'geolocation'],
    ['experiments', 'experiment'],
    ['pageViews', 'page'],
  ];
  if (filters.customData !== false) query.set('customData', 'true');
  for (const [filter, name] of flags) if (filters[filter]) query.set(name, 'true');
  query.set('staticData', 'true');
  if (filters.currentVisit !== false) query.set('currentVisit', 'true');
  if (filters.kcs) query.set('kcs', 'true');
  if (filters.personalization) query.set('personalization', 'true');
  if (filters.cbs) query.set('cbs', 'true');
  return `${base}/visit/visitor?${query.toString()}`;
}

interface RawEvent<T> {
  data?: T;
  time?: number;
}

interface RawVisit {
  timeStarted?: number;
  timeLastEvent?: number;
  customDataEvents?: RawEvent<{ index?: number; valuesCountMap?: Record<string, number> }>[];
  pageEvents?: RawEvent<{ href?: string; title?: string }>[];
  conversionEvents?: RawEvent<{ goalId?: number; revenue?: number; negative?: boolean }>[];
  experimentEvents?: RawEvent<{ id?: number; variationId?: number }>[];
  personalizationEvents?: RawEvent<{ id?: number; variationId?: number }>[];
  geolocationEvents?: RawEvent<{ country?: string; region?: string; city?: string }>[];
  staticDataEvent?: RawEvent<{
    browser?: string;
    browserVersion?: number;
    os?: string;
    deviceType?: string;
  }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the Data API answer: the latest value of each kind wins, visits come oldest first. */
export function parseVisitorData(
  json: unknown,
  filters: RemoteVisitorDataFilters,
): RemoteVisitorData {
  const result: RemoteVisitorData = { data: [], visits: [], assignments: [], personalization: {} };
  if (!isRecord(json)) return result;
  const previous = Array.isArray(json.previousVisits) ? (json.previousVisits as RawVisit[]) : [];
  const current = isRecord(json.currentVisit) ? (json.currentVisit as RawVisit) : null;
  // Newest first, as the API sends them: the first value seen of a kind is the latest.
  const visits = [...(current ? [current] : []), ...previous];
  const customData = new Map<number, string[]>();
  const pages = new Map<string, string>();
  let browser: VisitorDataInput | null = null;
  let device: VisitorDataInput | null = null;
  let os: VisitorDataInput | null = null;
  let geolocation: VisitorDataInput | null = null;
  for (const visit of visits) {
    if (filters.customData !== false) {
      for (const event of visit.customDataEvents ?? []) {
        const index = event.data?.index;
        if (typeof index === 'number' && !customData.has(index) && event.data?.valuesCountMap) {
          customData.set(index, Object.keys(event.data.valuesCountMap));
        }
      }
    }
    if (filters.pageViews) {
      for (const event of visit.pageEvents ?? []) {
        const href = event.data?.href;
        if (href && !pages.has(href)) pages.set(href, event.data?.title ?? '');
      }
    }
    if (filters.conversions) {
      for (const event of visit.conversionEvents ?? []) {
        if (typeof event.data?.goalId !== 'number') continue;
        result.data.push({
          type: 'conversion',
          goalId: event.data.goalId,
          revenue: event.data.revenue ?? 0,
          negative: event.data.negative ?? false,
        });
      }
    }
    if (filters.experiments) {
      for (const event of visit.experimentEvents ?? []) {
        const { id, variationId } = event.data ?? {};
        if (typeof id === 'number' && typeof variationId === 'number') {
          result.assignments.push({ experimentId: id, variationId });
        }
      }
    }
    if (filters.personalization) {
      for (const event of visit.personalizationEvents ?? []) {
        const { id, variationId } = event.data ?? {};
        if (typeof id === 'number' && result.personalization[id] === undefined) {
          result.personalization[id] = typeof variationId === 'number' ? variationId : 0;
        }
      }
    }
    const geo = visit.geolocationEvents?.[0]?.data;
    if (filters.geolocation && !geolocation && geo?.country) {
      geolocation = {
        type: 'geolocation',
        country: geo.country,
        ...(geo.region ? { region: geo.region } : {}),
        ...(geo.city ? { city: geo.city } : {}),
      };
    }
    const statics = visit.staticDataEvent?.data;
    if (filters.browser && !browser && BROWSERS.includes(statics?.browser as BrowserType)) {
      browser = {
        type: 'browser',
        browser: statics!.browser as BrowserType,
        ...(typeof statics?.browserVersion === 'number' ? { version: statics.browserVersion } : {}),
      };
    }
    if (filters.device && !device && DEVICES.includes(statics?.deviceType as DeviceType)) {
      device = { type: 'device', device: statics!.deviceType as DeviceType };
    }
    if (
      filters.operatingSystem &&
      !os &&
      OPERATING_SYSTEMS.includes(statics?.os as OperatingSystemType)
    ) {
      os = { type: 'operatingSystem', os: statics!.os as OperatingSystemType };
    }
  }
  for (const [index, values] of customData) result.data.push({ type: 'customData', index, values });
  for (const [url, title] of pages) result.data.push({ type: 'pageView', url, title });
  for (const item of [browser, device, os, geolocation]) if (item) result.data.push(item);
  for (const visit of [...previous].reverse()) {
    if (typeof visit.timeStarted === 'number') {
      result.visits.push({
        timeStarted: visit.timeStarted,
        timeLastActivity: visit.timeLastEvent ?? visit.timeStarted,
      });
    }
  }
  if (filters.kcs && isRecord(json.kcs)) {
    result.conversionLikelihood = json.kcs as Record<string, Record<string, number>>;
  }
  if (filters.cbs && isRecord(json.cbs))
    result.cbScores = json.cbs as Record<string, Record<string, number>>;
  return result;
}
