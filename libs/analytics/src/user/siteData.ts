import type { DeviceFlags } from '../device/deviceFlags.js';

/** Page layout reported to analytics. */
export type SiteLayout = 'Mobile' | 'Desktop';

/** Sign-in status, also the page view's event label. */
export type SignInStatus = 'Guest' | 'Signed In';

/** The site variables pushed with page views. */
export interface AnalyticsSiteData {
  /** Country code, lower case (the `locale` cookie holds the country). */
  locale: string;
  /** Interface language: en, zh, id or th. */
  language: string;
  /** Whether the device is a phone. */
  mobile: boolean;
  status: SignInStatus;
  layout: SiteLayout;
  /** The country's ad-account id, or `null` where the country has none. */
  criteo_account: string | null;
}

/** What {@link buildSiteData} needs. */
export interface SiteDataInput {
  country: string;
  language: string;
  device: Pick<DeviceFlags, 'isMobile' | 'isTablet'>;
  signedIn: boolean;
  /** Ad-account ids per country code (kept for sg, my, id, au, th, hk), either case. */
  criteoAccounts?: Readonly<Record<string, string>>;
}

/** The label of a shopper's sign-in state. */
export function signInStatus(signedIn: boolean): SignInStatus {
  return signedIn ? 'Signed In' : 'Guest';
}

/**
 * The analytics site data. Phones and tablets get the Mobile layout (the shop's touch layout),
 * everything else Desktop.
 */
export function buildSiteData(input: SiteDataInput): AnalyticsSiteData {
  const locale = input.country.toLowerCase();
  const accounts = input.criteoAccounts ?? {};
  return {
    locale,
    language: input.language.toLowerCase(),
    mobile: input.device.isMobile,
    status: signInStatus(input.signedIn),
    layout: input.device.isMobile || input.device.isTablet ? 'Mobile' : 'Desktop',
    criteo_account: accounts[locale] ?? accounts[locale.toUpperCase()] ?? null,
  };
}
