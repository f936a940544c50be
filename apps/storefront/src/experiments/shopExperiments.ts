// The visitor's flags and experiments as a page sees them: evaluated once by the server, handed
// to the browser in the boot data, read here. The browser never evaluates them again, so the page
// cannot change after hydration.
import type { ConsentStatus } from '@beauty/analytics';
import {
  isPageFlagActive,
  type PageVariation,
  type PageVariations,
  type StorefrontFlag,
} from '@beauty/flags-sdk/storefront';
import { useRouteContext } from '@tanstack/react-router';

/** Where the browser reaches the experimentation service (conversions only). */
export interface ExperimentsService {
  /** Base URL: the service's own, or the shop's stand-in on the page's origin. */
  url: string;
  siteCode: string;
  environment: string;
}

/** What the server decided about the visitor's experiments. */
export interface ShopExperiments {
  /** The visitor's code; `null` when the server could not read or make one (flags are off). */
  visitorCode: string | null;
  /** The shop's flags, evaluated on the server; a missing flag is off. */
  variations: PageVariations;
  /** The tracking consent the server read from the consent cookie. */
  consent: ConsentStatus;
  service: ExperimentsService;
}

/** The page's experiments (the boot data's). */
export function useShopExperiments(): ShopExperiments {
  return useRouteContext({ from: '__root__' }).boot.experiments;
}

/** The visitor's variation of one of the shop's flags, or `undefined` when it is off. */
export function useShopVariation(featureKey: StorefrontFlag): PageVariation | undefined {
  const { variations } = useShopExperiments();
  return isPageFlagActive(variations, featureKey) ? variations[featureKey] : undefined;
}
