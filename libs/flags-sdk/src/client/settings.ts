import { FlagsError } from '../errors.js';
import { VISITOR_CODE_COOKIE_MAX_AGE } from './cookies.js';

/** Settings of a client (spec section 3, client settings). */
export interface FlagsSettings {
  /** Site code of the project; required. */
  siteCode: string;
  /** Configuration environment; default `production`. */
  environment?: string;
  /** Custom domain replacing the vendor's hosts (`data.`, `events.`, `sdk-config.` + domain). */
  networkDomain?: string;
  /**
   * Base URL of a self-hosted experimentation service (`https://flags.example.com/kameleoon`, or
   * a local stand-in on `http://localhost`) serving every call under one path: configuration at
   * `{serviceUrl}/v3/{siteCode}`, the update stream at `{serviceUrl}/sse`, tracking and the Data
   * API at `{serviceUrl}/visit/…` and `{serviceUrl}/map/map`. Replaces the vendor's hosts and the
   * network domain; an invalid URL (not http or https, or with a query or fragment) is not used.
   */
  serviceUrl?: string;
  /** Domain of the visitor-code cookie. */
  cookieDomain?: string;
  /** Minutes between configuration polls; default 60, minimum 1. */
  updateInterval?: number;
  /** Minutes after which sent visitor data expires; default none, minimum 1. */
  cleanupInterval?: number;
  /** Milliseconds before a request is abandoned; default 10000. */
  requestTimeout?: number;
  /** Milliseconds between tracking rounds; default 1000, clamped to 100–1000. */
  trackingInterval?: number;
  /** Milliseconds between tracking attempts; default 5000. */
  trackRetryDelay?: number;
  /** Consent type used until the configuration says otherwise. */
  consentType?: 'REQUIRED' | 'NOT_REQUIRED';
  /**
   * Seconds a legal consent (given or refused) stays valid; afterwards it counts as unknown until
   * set again. Default {@link DEFAULT_CONSENT_LIFETIME_SECONDS}; a value that is not a positive
   * number is ignored.
   */
  consentLifetime?: number;
}

/** Settings after validation, defaults and clamps. */
export interface ResolvedSettings {
  siteCode: string;
  environment: string;
  networkDomain: string | null;
  /** {@link FlagsSettings.serviceUrl} without a trailing slash, or `null`. */
  serviceUrl: string | null;
  cookieDomain: string | null;
  updateIntervalMs: number;
  cleanupIntervalMs: number | null;
  requestTimeout: number;
  trackingInterval: number;
  trackRetryDelay: number;
  consentType: 'REQUIRED' | 'NOT_REQUIRED';
  consentLifetimeMs: number;
}

/**
 * Default consent lifetime in seconds: as long as the visitor-code cookie that consent allows
 * (spec section 9, 31536000 s), since neither the spec nor the reference gives consent its own.
 */
export const DEFAULT_CONSENT_LIFETIME_SECONDS = VISITOR_CODE_COOKIE_MAX_AGE;

export const DEFAULT_UPDATE_INTERVAL_MINUTES = 60;
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
export const DEFAULT_TRACKING_INTERVAL_MS = 1000;
export const MIN_TRACKING_INTERVAL_MS = 100;
export const MAX_TRACKING_INTERVAL_MS = 1000;
export const DEFAULT_TRACK_RETRY_DELAY_MS = 5000;

/** Warning texts of the settings clamps (spec section 5). */
export const SETTINGS_WARNINGS = {
  trackingIntervalTooShort:
    'Tracking interval must not be shorter than 100 ms. Minimum possible interval was applied.',
  trackingIntervalTooLong:
    'Tracking interval must not be longer than 1000 ms. Maximum possible interval was applied.',
  updateIntervalTooShort:
    'Update interval must not be shorter than 1 minute. Minimum possible interval was applied.',
  cleanupIntervalTooShort:
    'Targeting data cleanup interval must not be shorter than 1 minute. Minimum possible interval was applied.',
  invalidNetworkDomain: 'Provided networkDomain is invalid and was not applied.',
  invalidServiceUrl: 'Provided serviceUrl is invalid and was not applied.',
  invalidCookieDomain: 'Provided cookieDomain is invalid and was not applied.',
} as const;

/** Message when the site code or environment is missing (spec section 8). */
export const MISSING_CREDENTIALS = 'Kameleoon siteCode or environment is missing';

const DOMAIN = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i;

/** The URL as a service base (no trailing slash), or `null` unless http(s) without query or fragment. */
function serviceBase(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  if (!web || parsed.search !== '' || parsed.hash !== '' || url.includes('?') || url.includes('#'))
    return null;
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/** True for a plain host name such as `shop.example.com` (no protocol, port or path). */
export function isValidDomain(domain: string): boolean {
  return DOMAIN.test(domain);
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Validates settings, applies defaults and clamps, and reports each clamp through `warn`. */
export function resolveSettings(
  settings: FlagsSettings,
  warn: (message: string) => void,
): ResolvedSettings {
  const environment = settings.environment ?? 'production';
  if (!settings.siteCode || !environment) throw new FlagsError('Credentials', MISSING_CREDENTIALS);

  let trackingInterval = isNumber(settings.trackingInterval)
    ? settings.trackingInterval
    : DEFAULT_TRACKING_INTERVAL_MS;
  if (trackingInterval < MIN_TRACKING_INTERVAL_MS) {
    warn(SETTINGS_WARNINGS.trackingIntervalTooShort);
    trackingInterval = MIN_TRACKING_INTERVAL_MS;
  } else if (trackingInterval > MAX_TRACKING_INTERVAL_MS) {
    warn(SETTINGS_WARNINGS.trackingIntervalTooLong);
    trackingInterval = MAX_TRACKING_INTERVAL_MS;
  }

  let updateInterval = isNumber(settings.updateInterval)
    ? settings.updateInterval
    : DEFAULT_UPDATE_INTERVAL_MINUTES;
  if (updateInterval < 1) {
    warn(SETTINGS_WARNINGS.updateIntervalTooShort);
    updateInterval = 1;
  }

  let cleanupInterval: number | null = isNumber(settings.cleanupInterval)
    ? settings.cleanupInterval
    : null;
  if (cleanupInterval !== null && cleanupInterval < 1) {
    warn(SETTINGS_WARNINGS.cleanupIntervalTooShort);
    cleanupInterval = 1;
  }

  let networkDomain = settings.networkDomain ?? null;
  if (networkDomain !== null && !isValidDomain(networkDomain)) {
    warn(SETTINGS_WARNINGS.invalidNetworkDomain);
    networkDomain = null;
  }
  let serviceUrl: string | null = null;
  if (settings.serviceUrl !== undefined) {
    serviceUrl = serviceBase(settings.serviceUrl);
    if (serviceUrl === null) warn(SETTINGS_WARNINGS.invalidServiceUrl);
  }
  let cookieDomain = settings.cookieDomain ?? null;
  if (cookieDomain !== null && !isValidDomain(cookieDomain.replace(/^\./, ''))) {
    warn(SETTINGS_WARNINGS.invalidCookieDomain);
    cookieDomain = null;
  }

  return {
    siteCode: settings.siteCode,
    environment,
    networkDomain,
    serviceUrl,
    cookieDomain,
    updateIntervalMs: updateInterval * 60_000,
    cleanupIntervalMs: cleanupInterval === null ? null : cleanupInterval * 60_000,
    requestTimeout: isNumber(settings.requestTimeout)
      ? settings.requestTimeout
      : DEFAULT_REQUEST_TIMEOUT_MS,
    trackingInterval,
    trackRetryDelay: isNumber(settings.trackRetryDelay)
      ? settings.trackRetryDelay
      : DEFAULT_TRACK_RETRY_DELAY_MS,
    consentType: settings.consentType ?? 'NOT_REQUIRED',
    consentLifetimeMs:
      (isNumber(settings.consentLifetime) && settings.consentLifetime > 0
        ? settings.consentLifetime
        : DEFAULT_CONSENT_LIFETIME_SECONDS) * 1000,
  };
}
