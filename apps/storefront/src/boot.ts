import type { CountryCode, Language, Site, SiteText } from '@beauty/i18n';
import type { ShopAnalyticsConfig } from '../server/analytics';
import type { GoogleSignInConfig } from '../server/googleSignIn';
import type { ShopExperiments } from './experiments/shopExperiments';

/** A visit's site with its title and description, looked up once by the server. */
export interface ShopSite extends Site {
  text: SiteText;
}

/**
 * What the server decided about a visit, written into the page so the browser builds the same
 * router and client: the site (country and language), the origin and the build.
 */
export interface ShopBoot {
  site: ShopSite;
  /** Origin the page was served from, for canonical and alternate links. */
  origin: string;
  buildId: string;
  /** The country the visitor is in when the edge says so (`x-visitor-country`), for the welcome overlay. */
  visitorCountry: string | null;
  /** No country chosen yet (no `locale` cookie): the welcome overlay is offered. */
  firstVisit: boolean;
  /** The tag manager and the error reporter the server configured. */
  analytics: ShopAnalyticsConfig;
  /** The visitor's flags and experiments as the server evaluated them: the page renders these. */
  experiments: ShopExperiments;
  /** Whether the `/sandbox` testing aids are served (not in production mode). */
  sandbox: boolean;
  /** Sign-in with Google (the provider or its local stand-in); not offered when absent or `null`. */
  googleSignIn?: GoogleSignInConfig | null;
}

/** Id of the JSON script holding the {@link ShopBoot}. */
export const BOOT_ELEMENT_ID = 'shop-boot';

/** JSON safe to place inside a `<script>` element: no `</script>` or HTML comment can close it. */
export function serializeBoot(boot: ShopBoot): string {
  return JSON.stringify(boot).replace(/</g, '\\u003c');
}

export function readBoot(document: Document): ShopBoot {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no shop boot data');
  return JSON.parse(element.textContent) as ShopBoot;
}

export type { CountryCode, Language };
