import { I18nError } from './errors.js';

/** The countries the shop sells in. */
export const COUNTRY_CODES = ['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH'] as const;
/** One of the shop's countries, as an upper-case ISO 3166 code. */
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Interface languages. */
export const LANGUAGES = ['en', 'zh', 'id', 'th'] as const;
/** An interface language of the shop. */
export type Language = (typeof LANGUAGES)[number];

/** Where a storefront runs; each has its own set of domains. */
export const ENVIRONMENTS = ['production', 'staging', 'development'] as const;
/** A deployment environment of the storefront. */
export type Environment = (typeof ENVIRONMENTS)[number];

/** The storefront host of every country in one environment. */
export type CountryDomains = Readonly<Record<CountryCode, string>>;

/** Page title and meta description of a country's site in one language. */
export interface SiteText {
  /** The `{country site title}` of the page-title template `'{page title} | {country site title}'`. */
  title: string;
  description: string;
}

/** A country of the shop. */
export interface Country {
  code: CountryCode;
  /** The country's name in English. */
  name: string;
  /** ISO 4217 currency code. */
  currency: string;
  /** Minor units shown in prices: 0 where whole amounts are the local convention. */
  priceFractionDigits: number;
  /** IANA time zone in which dates and times are shown. */
  timeZone: string;
  /** Allowed languages, the country's default first. */
  languages: readonly [Language, ...Language[]];
  /** Basket total from which shipping is free, in the country's currency; absent where the spec gives none. */
  freeShippingThreshold?: number;
  /** The shop's ad-network (Criteo) account of the country, where it has one. */
  adAccountId?: string;
  /** Site title and description per allowed language. */
  site: Readonly<Partial<Record<Language, SiteText>>>;
}

export const countries: Readonly<Record<CountryCode, Country>> = {
  AU: {
    code: 'AU',
    name: 'Australia',
    currency: 'AUD',
    priceFractionDigits: 2,
    timeZone: 'Australia/Sydney',
    languages: ['en'],
    freeShippingThreshold: 25,
    adAccountId: '64802',
    site: {
      en: {
        title: 'Beauty Shop Australia',
        description:
          'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over $25 and Beauty Pass rewards.',
      },
    },
  },
  HK: {
    code: 'HK',
    name: 'Hong Kong',
    currency: 'HKD',
    priceFractionDigits: 2,
    timeZone: 'Asia/Hong_Kong',
    languages: ['en', 'zh'],
    // The spec names no free-shipping threshold for Hong Kong, so none is invented here.
    adAccountId: '64806',
    site: {
      en: {
        title: 'Beauty Shop Hong Kong',
        description:
          'Shop makeup, skincare, hair and fragrance from the brands you love, with click and collect and Beauty Pass rewards.',
      },
      zh: {
        title: 'Beauty Shop 香港',
        description:
          '選購你喜愛品牌的彩妝、護膚、護髮及香水產品，享受門市自取服務及 Beauty Pass 會員禮遇。',
      },
    },
  },
  ID: {
    code: 'ID',
    name: 'Indonesia',
    currency: 'IDR',
    // Rupiah prices are quoted in whole rupiah; sen are not in circulation.
    priceFractionDigits: 0,
    timeZone: 'Asia/Jakarta',
    languages: ['id', 'en'],
    freeShippingThreshold: 500_000,
    adAccountId: '64803',
    site: {
      id: {
        title: 'Beauty Shop Indonesia',
        description:
          'Belanja makeup, skincare, perawatan rambut, dan parfum dari brand favoritmu, gratis ongkir mulai Rp500.000 dan hadiah Beauty Pass.',
      },
      en: {
        title: 'Beauty Shop Indonesia',
        description:
          'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over Rp500,000 and Beauty Pass rewards.',
      },
    },
  },
  MY: {
    code: 'MY',
    name: 'Malaysia',
    currency: 'MYR',
    priceFractionDigits: 2,
    timeZone: 'Asia/Kuala_Lumpur',
    languages: ['en'],
    freeShippingThreshold: 80,
    adAccountId: '64801',
    site: {
      en: {
        title: 'Beauty Shop Malaysia',
        description:
          'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over RM80 and Beauty Pass rewards.',
      },
    },
  },
  NZ: {
    code: 'NZ',
    name: 'New Zealand',
    currency: 'NZD',
    priceFractionDigits: 2,
    timeZone: 'Pacific/Auckland',
    languages: ['en'],
    freeShippingThreshold: 25,
    site: {
      en: {
        title: 'Beauty Shop New Zealand',
        description:
          'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over $25 and Beauty Pass rewards.',
      },
    },
  },
  PH: {
    code: 'PH',
    name: 'Philippines',
    currency: 'PHP',
    priceFractionDigits: 2,
    timeZone: 'Asia/Manila',
    languages: ['en'],
    freeShippingThreshold: 3_000,
    site: {
      en: {
        title: 'Beauty Shop Philippines',
        description:
          'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over ₱3,000 and Beauty Pass rewards.',
      },
    },
  },
  SG: {
    code: 'SG',
    name: 'Singapore',
    currency: 'SGD',
    priceFractionDigits: 2,
    timeZone: 'Asia/Singapore',
    languages: ['en'],
    freeShippingThreshold: 35,
    adAccountId: '64800',
    site: {
      en: {
        title: 'Beauty Shop Singapore',
        description:
          'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over $35 and Beauty Pass rewards.',
      },
    },
  },
  TH: {
    code: 'TH',
    name: 'Thailand',
    currency: 'THB',
    priceFractionDigits: 2,
    timeZone: 'Asia/Bangkok',
    languages: ['th', 'en'],
    // The spec lists ฿500 in the shop constants while other meta text says 3,000. 500 is kept:
    // it is the figure given as a business constant, next to the other countries' thresholds,
    // whereas 3,000 only appears in descriptive copy and matches the Philippine threshold (₱3,000),
    // which suggests it was carried over from that country's text.
    freeShippingThreshold: 500,
    adAccountId: '64804',
    site: {
      th: {
        title: 'Beauty Shop ประเทศไทย',
        description:
          'ช้อปเมคอัพ สกินแคร์ ผลิตภัณฑ์ดูแลเส้นผม และน้ำหอมจากแบรนด์ที่คุณชื่นชอบ จัดส่งฟรีเมื่อช้อปครบ ฿500 พร้อมสิทธิพิเศษ Beauty Pass',
      },
      en: {
        title: 'Beauty Shop Thailand',
        description:
          'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over ฿500 and Beauty Pass rewards.',
      },
    },
  },
};

/** The country used when nothing names a supported one. */
export const DEFAULT_COUNTRY: CountryCode = 'SG';

/**
 * Production defaults of the storefront hosts, per environment. Deployments pass their own
 * {@link CountryDomains} to the functions that take domains.
 */
export const DEFAULT_DOMAINS: Readonly<Record<Environment, CountryDomains>> = {
  production: {
    AU: 'www.beautyshop.com.au',
    HK: 'www.beautyshop.com.hk',
    ID: 'www.beautyshop.co.id',
    MY: 'www.beautyshop.com.my',
    NZ: 'www.beautyshop.co.nz',
    PH: 'www.beautyshop.com.ph',
    SG: 'www.beautyshop.com.sg',
    TH: 'www.beautyshop.co.th',
  },
  staging: {
    AU: 'au.staging.beautyshop.dev',
    HK: 'hk.staging.beautyshop.dev',
    ID: 'id.staging.beautyshop.dev',
    MY: 'my.staging.beautyshop.dev',
    NZ: 'nz.staging.beautyshop.dev',
    PH: 'ph.staging.beautyshop.dev',
    SG: 'sg.staging.beautyshop.dev',
    TH: 'th.staging.beautyshop.dev',
  },
  // Browsers resolve every *.localhost name to the loopback address, so each country gets a host.
  development: {
    AU: 'au.localhost',
    HK: 'hk.localhost',
    ID: 'id.localhost',
    MY: 'my.localhost',
    NZ: 'nz.localhost',
    PH: 'ph.localhost',
    SG: 'sg.localhost',
    TH: 'th.localhost',
  },
};

/** True when `value` is one of the shop's country codes (case-insensitive). */
export function isCountryCode(value: string): boolean {
  return toCountryCode(value) !== undefined;
}

/** The country code for `value` in any case and surrounding space, or undefined when unsupported. */
export function toCountryCode(value: string | null | undefined): CountryCode | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return (COUNTRY_CODES as readonly string[]).includes(code) ? (code as CountryCode) : undefined;
}

/** True when `value` is one of the interface languages (exact lower-case code). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The country's default language (the first allowed one). */
export function defaultLanguage(country: CountryCode): Language {
  return countries[country].languages[0];
}

/** True when `language` may be used in `country`. */
export function isLanguageAllowed(country: CountryCode, language: string): language is Language {
  return (countries[country].languages as readonly string[]).includes(language);
}

/** The storefront host of `country` in `environment`, or in the given domain table. */
export function storefrontDomain(
  country: CountryCode,
  environment: Environment = 'production',
  domains: CountryDomains = DEFAULT_DOMAINS[environment],
): string {
  return domains[country];
}

/** Title and description of the country's site in `language`, else in the country's default language. */
export function siteText(country: CountryCode, language: Language): SiteText {
  const { site } = countries[country];
  const text = site[language] ?? site[defaultLanguage(country)];
  if (!text) throw new I18nError('unknown_country', `No site text for ${country}`);
  return text;
}

/** Fills the page-title template `'{page title} | {country site title}'`; a blank page title gives the site title alone. */
export function pageTitle(page: string, country: CountryCode, language: Language): string {
  const site = siteText(country, language).title;
  return page.trim() ? `${page.trim()} | ${site}` : site;
}
