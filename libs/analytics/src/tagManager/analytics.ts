import {
  createConsentGate,
  type ConsentGate,
  type ConsentGateOptions,
  type PushOutcome,
} from '../consent/consent.js';
import type { ScriptHost } from '../dom.js';
import type { AnalyticsSiteData } from '../user/siteData.js';
import { buildUserData, type AnalyticsShopper } from '../user/userData.js';
import { validateContainerId } from './container.js';
import { createDataLayer, type DataLayer, type DataLayerEvent } from './dataLayer.js';
import { loadTagManager } from './loadTagManager.js';
import {
  isPageViewEnabled,
  pageViewEvent,
  type PageViewEvent,
  type PageViewRouteMeta,
} from './pageView.js';

/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions {
  /** `GTM-…` or `G-…`; without one events still go to the data layer but no script loads. */
  containerId?: string | undefined;
  /** Default `dataLayer`. */
  dataLayerName?: string;
  /** Preview pages never load the tag manager. */
  preview?: boolean;
  /**
   * Where the data layer lives; defaults to `window` in a browser and to a private object on the
   * server, so requests never share one global layer.
   */
  target?: object;
  /** Defaults to `globalThis.document`. */
  document?: ScriptHost | undefined;
  /** Script origin override (first-party proxy). */
  origin?: string;
  nonce?: string;
  consent?: ConsentGateOptions;
  /** For hashing; defaults to `globalThis.crypto.subtle`. */
  subtle?: SubtleCrypto;
}

/** A page view to report. */
export interface PageViewInput {
  /** The full URL of the new page. */
  url: string;
  /** The signed-in shopper, or `null`/`undefined` for a guest. */
  shopper?: AnalyticsShopper | null;
  site?: AnalyticsSiteData | null;
  /** Meta of the matched routes; see {@link isPageViewEnabled}. */
  routeMeta?: readonly (PageViewRouteMeta | undefined)[];
}

/** The shop's analytics: a consent-gated data layer feeding the tag manager. */
export interface Analytics {
  readonly dataLayer: DataLayer;
  readonly consent: ConsentGate;
  /** Loads the tag manager script when configured and not in preview (safe to call twice). */
  start(): HTMLScriptElement | undefined;
  /** Pushes an event through the consent gate. */
  track(event: DataLayerEvent): PushOutcome;
  /**
   * Reports a page view unless the route switches it off. Page views are pushed in call order even
   * though hashing the shopper's details is asynchronous.
   *
   * @returns the event, or `undefined` when the route has no page view.
   */
  trackPageView(input: PageViewInput): Promise<PageViewEvent | undefined>;
}

/**
 * Creates the shop's analytics.
 *
 * @throws AnalyticsConfigError when the container id is malformed, so a bad configuration fails at
 * start-up rather than silently tracking nothing.
 */
export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  if (options.containerId) validateContainerId(options.containerId);
  const page = options.target ?? (globalThis as { window?: object }).window ?? {};
  const dataLayer = createDataLayer(page, options.dataLayerName);
  const consent = createConsentGate(dataLayer, options.consent);
  let previous: Promise<unknown> = Promise.resolve();

  return {
    dataLayer,
    consent,
    start() {
      return loadTagManager({
        containerId: options.containerId,
        dataLayer,
        ...(options.preview !== undefined ? { preview: options.preview } : {}),
        ...('document' in options ? { document: options.document } : {}),
        ...(options.origin ? { origin: options.origin } : {}),
        ...(options.nonce ? { nonce: options.nonce } : {}),
      });
    },
    track: (event) => consent.push(event),
    trackPageView(input) {
      const path = new URL(input.url, 'http://pathname.invalid').pathname;
      if (!isPageViewEnabled(path, input.routeMeta)) return Promise.resolve(undefined);
      // Hashing starts now; a failure surfaces through `result` once earlier page views are out.
      const user = buildUserData(input.shopper, options.subtle ? { subtle: options.subtle } : {});
      user.catch(() => undefined);
      const result = previous.then(async () => {
        const event = pageViewEvent(input.url, await user, input.site ?? null);
        consent.push(event);
        return event;
      });
      previous = result.catch(() => undefined);
      return result;
    },
  };
}
