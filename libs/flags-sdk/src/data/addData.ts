import type { Configuration } from '../configuration/configuration.js';
import type {
  DataKind,
  StoredItem,
  TrackingStatus,
  Visit,
  VisitorData,
  VisitorDataInput,
} from './types.js';

/** Visits kept per visitor. */
export const MAX_VISITS = 26;
/** Inactivity after which the next activity starts a new visit. */
export const VISIT_TIMEOUT_MS = 30 * 60_000;

/** What adding data needs besides the data itself. */
export interface AddDataOptions {
  configuration: Configuration | null;
  now: number;
  /** Expiry stamped on new items (now + cleanup interval), if any. */
  expires: number | undefined;
  nonce(): string;
  conversionId(): number;
  warn(message: string): void;
  /** Data read back from the server is stored as already sent. */
  alreadySent?: boolean;
}

function markKind(data: VisitorData, kind: DataKind): void {
  if (!data.kinds.includes(kind)) data.kinds.push(kind);
}

function stamp(status: TrackingStatus, expires: number | undefined): StoredItem {
  return expires === undefined ? { status } : { status, expires };
}

/**
 * Stores one piece of visitor data with its tracking status. Returns the value of mapping
 * identifier custom data (so the caller can link the visitor), else `null`.
 */
export function addVisitorData(
  data: VisitorData,
  input: VisitorDataInput,
  options: AddDataOptions,
): { mappingValue: string } | null {
  const { now, expires } = options;
  const item = (status: TrackingStatus): StoredItem =>
    stamp(options.alreadySent ? 'sent' : status, expires);
  switch (input.type) {
    case 'customData': {
      const definition =
        input.index !== undefined
          ? options.configuration?.customData.get(input.index)
          : input.name !== undefined
            ? options.configuration?.customDataByName.get(input.name)
            : undefined;
      const index = input.index ?? definition?.index;
      if (index === undefined) {
        options.warn(`Custom data ${input.name ?? ''} is not defined and was dropped`);
        return null;
      }
      // Local-only data is never tracked, so it is stored as already sent.
      const status = definition?.localOnly ? 'sent' : 'unsent';
      data.customData[index] = {
        ...item(status),
        index,
        values: input.values.map(String),
        overwrite: input.overwrite ?? true,
      };
      markKind(data, 'customData');
      const first = input.values[0];
      if (definition?.isMappingIdentifier && first) return { mappingValue: first };
      return null;
    }
    case 'pageView': {
      const existing = data.pageView[input.url];
      data.pageView[input.url] = {
        ...item('unsent'),
        url: input.url,
        title: input.title ?? '',
        ...(input.referrers ? { referrers: input.referrers } : {}),
        timestamps: [...(existing?.timestamps ?? []), now],
        nonce: existing?.nonce ?? options.nonce(),
      };
      markKind(data, 'pageView');
      return null;
    }
    case 'conversion':
      data.conversion.push({
        ...item('unsent'),
        id: options.conversionId(),
        goalId: input.goalId,
        revenue: input.revenue ?? 0,
        negative: input.negative ?? false,
        ...(input.metadata ? { metadata: input.metadata } : {}),
        nonce: options.nonce(),
      });
      markKind(data, 'conversion');
      return null;
    case 'browser':
      data.browser = {
        ...item('unsent'),
        browser: input.browser,
        ...(input.version !== undefined ? { version: input.version } : {}),
      };
      markKind(data, 'browser');
      return null;
    case 'device':
      data.device = { ...item('unsent'), device: input.device };
      markKind(data, 'device');
      return null;
    case 'operatingSystem':
      data.operatingSystem = { ...item('unsent'), os: input.os };
      markKind(data, 'operatingSystem');
      return null;
    case 'geolocation': {
      const { type: _type, ...fields } = input;
      data.geolocation = { ...item('unsent'), ...fields };
      markKind(data, 'geolocation');
      return null;
    }
    // Cookie, user agent, application version and unique identifier are created already sent:
    // they are read for targeting (the user agent rides along on the first tracking line).
    case 'cookie':
      data.cookie = { ...item('sent'), cookies: input.cookies };
      return null;
    case 'userAgent':
      data.userAgent = { ...item('sent'), value: input.value };
      return null;
    case 'applicationVersion':
      data.applicationVersion = { ...item('sent'), version: input.version };
      return null;
    case 'uniqueIdentifier':
      data.uniqueIdentifier = { ...item('sent'), value: input.value };
      return null;
  }
}

/**
 * Browser visit bookkeeping: activity more than 30 minutes after the last one starts a new
 * visit, otherwise it extends the current one.
 */
export function recordActivity(visits: Visit[], now: number): Visit[] {
  const last = visits[visits.length - 1];
  if (last === undefined || now - last.timeLastActivity > VISIT_TIMEOUT_MS) {
    visits.push({ timeStarted: now, timeLastActivity: now });
  } else {
    last.timeLastActivity = now;
  }
  return visits.slice(-MAX_VISITS);
}

const expired = (entry: StoredItem | undefined, now: number) =>
  entry !== undefined &&
  entry.status === 'sent' &&
  entry.expires !== undefined &&
  entry.expires <= now;

/**
 * Drops expired items that were already sent (unsent items wait for tracking so no event is
 * lost) and stamps an expiry on items that have none. Returns true when nothing is left.
 */
export function cleanupVisitorData(
  data: VisitorData,
  now: number,
  expiresFromNow: number | undefined,
): boolean {
  const stamp = (entry: StoredItem | undefined) => {
    if (entry && entry.expires === undefined && expiresFromNow !== undefined) {
      entry.expires = now + expiresFromNow;
    }
  };
  for (const [key, entry] of Object.entries(data.customData)) {
    if (expired(entry, now)) delete data.customData[key];
    else stamp(entry);
  }
  for (const [key, entry] of Object.entries(data.pageView)) {
    if (expired(entry, now)) delete data.pageView[key];
    else stamp(entry);
  }
  data.conversion = data.conversion.filter((entry) => !expired(entry, now));
  data.conversion.forEach(stamp);
  for (const key of [
    'browser',
    'device',
    'operatingSystem',
    'geolocation',
    'cookie',
    'userAgent',
    'applicationVersion',
    'uniqueIdentifier',
  ] as const) {
    if (expired(data[key], now)) delete data[key];
    else stamp(data[key]);
  }
  return (
    Object.keys(data.customData).length === 0 &&
    Object.keys(data.pageView).length === 0 &&
    data.conversion.length === 0 &&
    data.browser === undefined &&
    data.device === undefined &&
    data.operatingSystem === undefined &&
    data.geolocation === undefined &&
    data.cookie === undefined &&
    data.userAgent === undefined &&
    data.applicationVersion === undefined &&
    data.uniqueIdentifier === undefined &&
    data.visits === undefined &&
    data.cbScores === undefined &&
    data.conversionLikelihood === undefined &&
    data.personalization === undefined
  );
}
