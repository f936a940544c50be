/** The countries the shop sells in. */
export const COUNTRY_CODES = ['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Interface languages. */
export const LANGUAGES = ['en', 'zh', 'id', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A country of the shop: its currency and allowed languages, the default first. */
export interface Country {
  code: CountryCode;
  name: string;
  currency: string;
  languages: readonly [Language, ...Language[]];
}

export const countries: Readonly<Record<CountryCode, Country>> = {
  AU: { code: 'AU', name: 'Australia', currency: 'AUD', languages: ['en'] },
  HK: { code: 'HK', name: 'Hong Kong', currency: 'HKD', languages: ['en', 'zh'] },
  ID: { code: 'ID', name: 'Indonesia', currency: 'IDR', languages: ['id', 'en'] },
  MY: { code: 'MY', name: 'Malaysia', currency: 'MYR', languages: ['en'] },
  NZ: { code: 'NZ', name: 'New Zealand', currency: 'NZD', languages: ['en'] },
  PH: { code: 'PH', name: 'Philippines', currency: 'PHP', languages: ['en'] },
  SG: { code: 'SG', name: 'Singapore', currency: 'SGD', languages: ['en'] },
  TH: { code: 'TH', name: 'Thailand', currency: 'THB', languages: ['th', 'en'] },
};

export const DEFAULT_COUNTRY: CountryCode = 'SG';

/** True when `value` is one of the shop's country codes (case-insensitive). */
export function isCountryCode(value: string): boolean {
  return (COUNTRY_CODES as readonly string[]).includes(value.toUpperCase());
}
