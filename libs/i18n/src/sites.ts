import { defaultLanguage, regionSubtag, type CountryCode, type Language } from './countries.js';
import { I18nError } from './errors.js';

// Apart from the market table: a browser needs only its own site's texts, which its server can
// hand it, not every country's in every language.

/** Page title and meta description of a country's site in one language. */
export interface SiteText {
  /** The `{country site title}` of the page-title template `'{page title} | {country site title}'`. */
  title: string;
  description: string;
}

/** Each country's site title and description per allowed language. */
export const siteTexts: Readonly<
  Record<CountryCode, Readonly<Partial<Record<Language, SiteText>>>>
> = {
  au: {
    en: {
      title: 'Beauty Shop Australia',
      description:
        'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over $25 and Beauty Pass rewards.',
    },
  },
  hk: {
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
  id: {
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
  my: {
    en: {
      title: 'Beauty Shop Malaysia',
      description:
        'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over RM80 and Beauty Pass rewards.',
    },
  },
  nz: {
    en: {
      title: 'Beauty Shop New Zealand',
      description:
        'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over $25 and Beauty Pass rewards.',
    },
  },
  ph: {
    en: {
      title: 'Beauty Shop Philippines',
      description:
        'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over ₱3,000 and Beauty Pass rewards.',
    },
  },
  sg: {
    en: {
      title: 'Beauty Shop Singapore',
      description:
        'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over $35 and Beauty Pass rewards.',
    },
  },
  th: {
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
};

/** Title and description of the country's site in `language`, else in the country's default language. */
export function siteText(country: CountryCode, language: Language): SiteText {
  const site = siteTexts[country];
  const text = site[language] ?? site[defaultLanguage(country)];
  if (!text) throw new I18nError('unknown_country', `No site text for ${regionSubtag(country)}`);
  return text;
}

/** Fills the page-title template `'{page title} | {country site title}'`; a blank page title gives the site title alone. */
export function pageTitle(page: string, country: CountryCode, language: Language): string {
  return formatPageTitle(page, siteText(country, language).title);
}

/**
 * Fills the page-title template `'{page title} | {country site title}'` with a site title already
 * known (a browser's, from its server); a blank page title gives the site title alone.
 */
export function formatPageTitle(page: string, siteTitle: string): string {
  return page.trim() ? `${page.trim()} | ${siteTitle}` : siteTitle;
}
