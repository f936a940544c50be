import type { AnalyticsSiteData } from '../user/siteData.js';
import { signInStatus, type SignInStatus } from '../user/siteData.js';
import type { AnalyticsUserData } from '../user/userData.js';

/** The page-view event name. */
export const PAGE_VIEW_EVENT = 'page_viewed';

/** Route meta that switches the page view off (`false`) or forces it on (`true`). */
export interface PageViewRouteMeta {
  analyticsPageView?: boolean;
}

/**
 * Paths without a page view when their route sets no meta: the bag, and the order page's
 * confirmation and payment aliases (the order page itself reports them).
 */
export const PAGE_VIEW_DISABLED_PATHS: readonly RegExp[] = [
  /^\/cart\/?$/,
  /^\/orders\/[^/]+\/(?:confirmation|payment_pending|payment_failed|payment_instruction)\/?$/,
];

/**
 * Whether a route change reports a page view. Route meta decides (any matched route with
 * `analyticsPageView: false` switches it off); without it, {@link PAGE_VIEW_DISABLED_PATHS} do.
 */
export function isPageViewEnabled(
  pathname: string,
  metas: readonly (PageViewRouteMeta | undefined)[] = [],
): boolean {
  const flags = metas.map((meta) => meta?.analyticsPageView);
  if (flags.includes(false)) return false;
  if (flags.includes(true)) return true;
  return !PAGE_VIEW_DISABLED_PATHS.some((pattern) => pattern.test(pathname));
}

/** The `page_viewed` event. */
export interface PageViewEvent {
  event: typeof PAGE_VIEW_EVENT;
  event_label: SignInStatus;
  /** The full URL, with query string. */
  page_url: string;
  user: AnalyticsUserData | null;
  site: AnalyticsSiteData | null;
  [key: string]: unknown;
}

/**
 * The page-view event for a full URL and the shopper's variables.
 *
 * @throws TypeError when `url` is not an absolute http(s) URL.
 */
export function pageViewEvent(
  url: string,
  user: AnalyticsUserData | null,
  site: AnalyticsSiteData | null,
): PageViewEvent {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`A page view needs the full URL, got "${url}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new TypeError(`A page view needs an http(s) URL, got "${url}".`);
  return {
    event: PAGE_VIEW_EVENT,
    event_label: signInStatus(user !== null),
    page_url: parsed.href,
    user,
    site,
  };
}
