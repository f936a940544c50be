// Benchmark: rendering what a product-listing page needs (prices, discounts, dates, messages)
// with this library against a baseline that builds its Intl and ICU formatters on every call, in
// one process. Also compares what one lazily loaded language weighs against all four bundled.
import { IntlMessageFormat } from 'intl-messageformat';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import {
  countries,
  COUNTRY_CODES,
  createTranslator,
  formatDate,
  formatPercent,
  formatPrice,
  importCatalogue,
  LANGUAGES,
  localeOf,
  type Catalogue,
  type CompiledCatalogue,
  type Language,
} from '../src/index.js';
import { compileCatalogue } from '../src/vite.js';

const rounds = 5;
const sites = COUNTRY_CODES.flatMap((country) =>
  countries[country].languages.map((language) => ({ country, language })),
);
const catalogues = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await importCatalogue(language)])),
) as Record<Language, Catalogue>;
const prices = Array.from({ length: 48 }, (_, i) => 9.9 + i * 13.35);
const when = Date.UTC(2026, 10, 22, 3, 0);

/** Best page renders per second over a few rounds (the first warms up the JIT). */
function measure(renderPage: () => number): number {
  let best = 0;
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    let pages = 0;
    while (performance.now() - start < 300) pages += renderPage();
    best = Math.max(best, pages / ((performance.now() - start) / 1000));
  }
  return best;
}

const translators = sites.map(({ country, language }) =>
  createTranslator(language, catalogues[language], { country }),
);

const ours = measure(() => {
  let length = 0;
  sites.forEach(({ country, language }, at) => {
    const t = translators[at]!;
    for (const price of prices) length += formatPrice(price, country, language).length;
    for (let i = 0; i < 12; i += 1) length += formatPercent(0.1 + i / 100, language).length;
    for (let i = 0; i < 5; i += 1)
      length += formatDate(when + i * 86_400_000, country, language).length;
    length += t.t('catalogue.product_count', { count: prices.length }).length;
    length += t.t('bag.free_shipping_progress', {
      amount: formatPrice(12, country, language),
    }).length;
  });
  return length > 0 ? sites.length : 0;
});

const baseline = measure(() => {
  let length = 0;
  for (const { country, language } of sites) {
    const locale = localeOf(language, country);
    const { currency, priceFractionDigits: digits, timeZone } = countries[country];
    const money = () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    for (const price of prices) length += money().format(price).length;
    for (let i = 0; i < 12; i += 1) {
      length += new Intl.NumberFormat(language, { style: 'percent' }).format(0.1 + i / 100).length;
    }
    for (let i = 0; i < 5; i += 1) {
      length += new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(
        when + i * 86_400_000,
      ).length;
    }
    const message = (key: keyof Catalogue, values: Record<string, string | number>) =>
      String(new IntlMessageFormat(catalogues[language][key], locale).format(values));
    length += message('catalogue.product_count', { count: prices.length }).length;
    length += message('bag.free_shipping_progress', { amount: money().format(12) }).length;
  }
  return length > 0 ? sites.length : 0;
});

// A fresh visit: the browser formats each message of its first page once, from the compiled
// catalogue, nothing made yet. Messages without arguments, as most of a page's are.
const compiled = Object.fromEntries(
  LANGUAGES.map((language) => [language, compileCatalogue(language, catalogues[language])]),
) as Record<Language, CompiledCatalogue>;
const firstPageKeys = (Object.keys(catalogues.en) as (keyof Catalogue)[])
  .filter((key) => !/[{<]/.test(catalogues.en[key]))
  .slice(0, 80);
/** First pages per second: each site's page formats every one of `firstPageKeys` once. */
const firstPage = (page: (site: (typeof sites)[number]) => (key: keyof Catalogue) => string) =>
  measure(() => {
    let length = 0;
    for (const site of sites) {
      const format = page(site);
      for (const key of firstPageKeys) length += format(key).length;
    }
    return length > 0 ? sites.length : 0;
  });
// A copy of the catalogue for every page: nothing is compiled for it yet, as in a fresh browser.
const oursFirst = firstPage(({ country, language }) => {
  const t = createTranslator(language, { ...compiled[language] }, { country });
  return (key) => String(t.format(key, {}));
});
const baselineFirst = firstPage(({ country, language }) => {
  const locale = localeOf(language, country);
  return (key) => String(new IntlMessageFormat(compiled[language][key], locale).format());
});

const gzip = (value: unknown) => gzipSync(JSON.stringify(value)).length;
const allFour = gzip(catalogues);
// English is bundled as the fallback, so a visit in another language loads English plus its own.
const perVisit = Math.max(
  ...LANGUAGES.filter((language) => language !== 'en').map(
    (language) => gzip(catalogues.en) + gzip(catalogues[language]),
  ),
);

console.log('@beauty/i18n benchmark (higher ratio is better)');
console.log(
  `listing pages/s: ours ${ours.toFixed(0)}, baseline ${baseline.toFixed(0)}, ratio ${(ours / baseline).toFixed(1)}x`,
);
console.log(
  `first pages/s (every message made anew): ours ${oursFirst.toFixed(0)}, baseline ${baselineFirst.toFixed(0)}, ratio ${(oursFirst / baselineFirst).toFixed(1)}x`,
);
console.log(
  `catalogues per visit: all four ${(allFour / 1024).toFixed(1)} KB gzip, lazy at most ${(perVisit / 1024).toFixed(1)} KB, ratio ${(allFour / perVisit).toFixed(1)}x`,
);
