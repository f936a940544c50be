import {
  defaultLanguage,
  formatPageTitle,
  switchLanguageHref,
  countries,
  localeOf,
  type Site,
} from '@beauty/i18n';
import type { ShopSite } from '../boot';
import { fontLinks } from '../styles/fontLinks';

/** The BCP 47 tag of a site, as `lang` and `hreflang` want it: `en-SG`, `zh-HK`. */
export const siteLocale = ({ language, country }: Site) => localeOf(language, country);

/** `<title>` of a page: '{page title} | {country site title}'. */
export const titleTag = (page: string, site: ShopSite) => ({
  title: formatPageTitle(page, site.text.title),
});

/** `<title>` and description of a page that has its own (a product, a brand, a content page). */
export const describedPage = (page: { title: string; description: string }, site: ShopSite) => [
  titleTag(page.title, site),
  { name: 'description', content: page.description },
];

/**
 * Tags every page has: description, viewport, theme colour, social card, canonical URL, an
 * alternate per language of the country (the default language without a parameter) and the
 * preloads of the language's web fonts.
 */
export function siteHead(site: ShopSite, origin: string, href: string) {
  const { text } = site;
  const current = new URL(href, origin);
  const languages = countries[site.country].languages;
  const alternate = (language: (typeof languages)[number]) =>
    new URL(switchLanguageHref(current.href, site.country, language), origin).href;
  const socialImage = new URL('/social-card.png', origin).href;
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#000000' },
      { name: 'description', content: text.description },
      { property: 'og:site_name', content: text.title },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: alternate(site.language) },
      { property: 'og:image', content: socialImage },
      { property: 'og:locale', content: siteLocale(site).replace('-', '_') },
      { name: 'twitter:card', content: 'summary_large_image' },
      titleTag('', site),
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ...fontLinks(site.language),
      { rel: 'canonical', href: alternate(site.language) },
      ...languages.map((language) => ({
        rel: 'alternate',
        hrefLang: siteLocale({ country: site.country, language }),
        href: alternate(language),
      })),
      {
        rel: 'alternate',
        hrefLang: 'x-default',
        href: alternate(defaultLanguage(site.country)),
      },
    ],
  };
}
