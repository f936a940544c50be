import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { ConsentStatus } from '../consent/consent.js';
import {
  readDeviceFlags,
  sameDeviceFlags,
  watchDeviceFlags,
  type DeviceFlags,
} from '../device/deviceFlags.js';
import {
  readFraudToken,
  startFraudPrevention,
  type FraudDocument,
} from '../fraud/fraudPrevention.js';
import type { PageViewRouteMeta } from '../tagManager/pageView.js';
import type { AnalyticsSiteData } from '../user/siteData.js';
import type { AnalyticsShopper } from '../user/userData.js';
import { useAnalytics, useAnalyticsContext } from './context.js';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** `false` switches the route's `page_viewed` event off. */
    analyticsPageView?: PageViewRouteMeta['analyticsPageView'];
    /**
     * `true` makes the route a checkout page for fraud prevention (its script loads there),
     * `false` rules it out; without it, paths under `/checkout` are.
     */
    fraudPrevention?: boolean;
  }
}

/** The shopper's consent status, re-rendering on every change. */
export function useConsentStatus(): ConsentStatus {
  const { consent } = useAnalytics();
  return useSyncExternalStore(
    consent.subscribe,
    () => consent.status,
    () => consent.status,
  );
}

let deviceSnapshot: DeviceFlags | undefined;

/** The current flags, as the same object while they do not change (as React requires). */
function currentDeviceFlags(): DeviceFlags {
  const next = readDeviceFlags();
  if (!deviceSnapshot || !sameDeviceFlags(deviceSnapshot, next)) deviceSnapshot = next;
  return deviceSnapshot;
}

function subscribeDeviceFlags(onChange: () => void): () => void {
  return watchDeviceFlags(onChange);
}

/**
 * Device flags, refreshed after resizes (debounced 50 ms). `initial` is what the server computed
 * from the request's user agent, so the server render and hydration agree.
 */
export function useDeviceFlags(initial?: DeviceFlags): DeviceFlags {
  return useSyncExternalStore(
    subscribeDeviceFlags,
    currentDeviceFlags,
    () => initial ?? currentDeviceFlags(),
  );
}

/** Options of {@link usePageViews}. */
export interface UsePageViewsOptions {
  /** The signed-in shopper, or `null` for a guest. */
  shopper: AnalyticsShopper | null | undefined;
  site: AnalyticsSiteData | null | undefined;
  /** The page's origin; defaults to `location.origin`. */
  origin?: string;
}

/**
 * Reports `page_viewed` for the current page and after every resolved route change, skipping routes
 * whose `staticData.analyticsPageView` is `false` (and the bag and order aliases by default). Coming
 * back to a page is a new view even when the page left in between never finished loading; reloading
 * the current page's data is not.
 */
export function usePageViews({ shopper, site, origin }: UsePageViewsOptions): void {
  const analytics = useAnalytics();
  const router = useRouter();
  const report = useEffectEvent(() => {
    const { location, matches } = router.state;
    analytics
      .trackPageView({
        url: new URL(location.href, origin ?? globalThis.location.origin).href,
        shopper,
        site,
        routeMeta: matches.map((match) => match.staticData),
      })
      .catch((error: unknown) => console.warn('[analytics] page view not reported', error));
  });

  useEffect(() => {
    let lastHref: string | undefined;
    const onResolved = () => {
      const { href } = router.state.location;
      if (href === lastHref) return;
      lastHref = href;
      report();
    };
    if (router.state.status === 'idle') onResolved();
    const unsubscribe = [
      router.subscribe('onResolved', onResolved),
      // Leaving the page forgets it: coming back before the other page has loaded (that navigation
      // never resolves) is a view again; reloading the same page's data is not.
      router.subscribe('onBeforeNavigate', ({ toLocation }) => {
        if (toLocation.href !== lastHref) lastHref = undefined;
      }),
    ];
    return () => unsubscribe.forEach((stop) => stop());
  }, [router]);
}

/**
 * Starts fraud prevention on checkout pages and returns the `forterToken`. A matched route's
 * `staticData.fraudPrevention` decides what a checkout page is; without it, the path does. Setup failures go to the provider's error reporter, never into the page.
 */
export function useFraudPrevention(siteId: string | null | undefined): string | undefined {
  const { reporter } = useAnalyticsContext();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const routeRule = useRouterState({
    select: (state) => {
      const flags = state.matches.map((match) => match.staticData.fraudPrevention);
      return flags.includes(false) ? false : flags.includes(true) ? true : undefined;
    },
  });
  const [token, setToken] = useState(() =>
    readFraudToken((globalThis.document as FraudDocument | undefined)?.cookie),
  );
  useEffect(() => {
    const fraud = startFraudPrevention({
      pathname,
      ...(routeRule !== undefined ? { checkout: routeRule } : {}),
      siteId,
      document: globalThis.document as FraudDocument | undefined,
      onToken: setToken,
      onError: (error) => {
        if (reporter) void reporter.notify(error, { context: pathname });
        else console.warn('[analytics] fraud prevention setup failed', error);
      },
    });
    return fraud.stop;
  }, [pathname, routeRule, siteId, reporter]);
  return token;
}
