// The shop's analytics configuration, read from the environment once at start-up: the tag
// manager, the error reporter (the browser's and the server's own) and what the page's
// Content-Security-Policy must allow for them.
import {
  AnalyticsConfigError,
  createErrorReporter,
  TAG_MANAGER_ORIGIN,
  validateContainerId,
  type ErrorReporter,
} from '@beauty/analytics';

/**
 * What the server configured for the shop's analytics, written into every page (see `ShopBoot`):
 * the tag manager and the error reporter the browser uses.
 */
export interface ShopAnalyticsConfig {
  /** The tag manager, or `null` when no container id is configured (off). */
  tagManager: { containerId: string; origin: string } | null;
  errorReporting: ShopErrorReporting;
}

/** Where and as whom the shop's error reporters report. */
export interface ShopErrorReporting {
  apiKey: string;
  /** Event notifications and session starts; paths on the shop's own origin by default. */
  endpoints: { notify: string; sessions: string };
  /** Reporting is off in `development` and `test`. */
  releaseStage: string;
}

/**
 * The project key of the local error-report collector (`apps/commerce-api/src/error-reports`):
 * public by nature, it names the project in every report a browser sends.
 */
export const LOCAL_ERROR_REPORTING_API_KEY = 'c0ffee00000000000000000000000001';

/** The local collector's paths, on the shop's origin. */
export const LOCAL_ERROR_REPORTING_ENDPOINTS = {
  notify: '/api/web/v1/error-reports/notify',
  sessions: '/api/web/v1/error-reports/sessions',
} as const;

/** The variables {@link readAnalyticsConfig} reads. */
export type AnalyticsEnv = Partial<
  Record<
    | 'NODE_ENV'
    | 'SHOP_TAG_MANAGER_ID'
    | 'SHOP_TAG_MANAGER_URL'
    | 'SHOP_ERROR_REPORTING_API_KEY'
    | 'SHOP_ERROR_NOTIFY_URL'
    | 'SHOP_ERROR_SESSIONS_URL'
    | 'SHOP_RELEASE_STAGE',
    string
  >
>;

/** A URL the configuration names: an absolute http(s) URL, or (`paths`) a path on the shop. */
function configuredUrl(name: string, value: string, paths = true): string {
  if (paths && value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AnalyticsConfigError(`${name} must be an http(s) URL or a path, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AnalyticsConfigError(`${name} must be an http(s) URL, got "${value}".`);
  return url.href.replace(/\/$/, '');
}

/**
 * The analytics configuration. A container id that is set but malformed (GTM- or G- followed by
 * upper-case letters and digits), or a URL that is neither http(s) nor a path, throws the library's
 * `AnalyticsConfigError`: the shop refuses to start rather than track nothing.
 */
export function readAnalyticsConfig(env: AnalyticsEnv): ShopAnalyticsConfig {
  const containerId = env.SHOP_TAG_MANAGER_ID?.trim();
  return {
    tagManager: containerId
      ? {
          containerId: validateContainerId(containerId),
          origin: configuredUrl(
            'SHOP_TAG_MANAGER_URL',
            env.SHOP_TAG_MANAGER_URL?.trim() || TAG_MANAGER_ORIGIN,
            false,
          ),
        }
      : null,
    errorReporting: {
      apiKey: env.SHOP_ERROR_REPORTING_API_KEY?.trim() || LOCAL_ERROR_REPORTING_API_KEY,
      endpoints: {
        notify: configuredUrl(
          'SHOP_ERROR_NOTIFY_URL',
          env.SHOP_ERROR_NOTIFY_URL?.trim() || LOCAL_ERROR_REPORTING_ENDPOINTS.notify,
        ),
        sessions: configuredUrl(
          'SHOP_ERROR_SESSIONS_URL',
          env.SHOP_ERROR_SESSIONS_URL?.trim() || LOCAL_ERROR_REPORTING_ENDPOINTS.sessions,
        ),
      },
      releaseStage: env.SHOP_RELEASE_STAGE?.trim() || env.NODE_ENV || 'production',
    },
  };
}

/** The tag manager's script URL without its query: what the page's policy allows, exactly. */
export function tagManagerScriptSource(config: ShopAnalyticsConfig): string | undefined {
  const { tagManager } = config;
  if (!tagManager) return undefined;
  const file = tagManager.containerId.startsWith('GTM-') ? 'gtm.js' : 'gtag/js';
  return `${tagManager.origin}/${file}`;
}

/** The origins of collectors elsewhere than the shop, which the page's policy lets it post to. */
export function errorReportingConnectSources(config: ShopAnalyticsConfig): string[] {
  const { notify, sessions } = config.errorReporting.endpoints;
  return [
    ...new Set(
      [notify, sessions].filter((url) => !url.startsWith('/')).map((url) => new URL(url).origin),
    ),
  ];
}

/** The origin the server's reports to its own API are addressed to: never leaves the process. */
const IN_PROCESS_ORIGIN = 'http://shop.internal';

/**
 * The server's own reporter: SSR failures and unhandled rejections. Reports to the local
 * collector go to the API in process (no network hop), others over the network.
 */
export function createServerReporter(
  config: ShopAnalyticsConfig,
  api: { request: (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response> },
  buildId: string,
): ErrorReporter {
  const { apiKey, endpoints, releaseStage } = config.errorReporting;
  // Paths on the shop (the local collector) are answered by the API in process.
  const inProcess = (url: string) => (url.startsWith('/') ? `${IN_PROCESS_ORIGIN}${url}` : url);
  return createErrorReporter({
    apiKey,
    releaseStage,
    appVersion: buildId,
    appType: 'server',
    endpoints: { notify: inProcess(endpoints.notify), sessions: inProcess(endpoints.sessions) },
    fetch: async (input, init) =>
      String(input).startsWith(`${IN_PROCESS_ORIGIN}/`)
        ? api.request(input, init)
        : fetch(input, init),
  });
}
