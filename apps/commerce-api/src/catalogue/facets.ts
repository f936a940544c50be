import type { CountryCode, Facet, LanguageCode } from '@beauty/commerce-sdk/contract';
import { countries, LANGUAGES } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';
import { rowFilter, sourceOf, type CountryRows, type ListingRow } from './country-rows.js';
import { KeptUnderVersion } from './kept.js';
import type { FilterDimension, ListingFilter } from './listing.js';

const labels: Record<
  LanguageCode,
  Record<'brands' | 'categories' | 'badges' | 'price' | 'rating' | 'inStock' | 'onSale', string>
> = {
  en: {
    brands: 'Brand',
    categories: 'Category',
    badges: 'Highlights',
    price: 'Price',
    rating: 'Rating',
    inStock: 'In stock',
    onSale: 'On sale',
  },
  zh: {
    brands: '品牌',
    categories: '類別',
    badges: '精選',
    price: '價格',
    rating: '評分',
    inStock: '有現貨',
    onSale: '特價',
  },
  id: {
    brands: 'Merek',
    categories: 'Kategori',
    badges: 'Sorotan',
    price: 'Harga',
    rating: 'Penilaian',
    inStock: 'Tersedia',
    onSale: 'Diskon',
  },
  th: {
    brands: 'แบรนด์',
    categories: 'หมวดหมู่',
    badges: 'ไฮไลต์',
    price: 'ราคา',
    rating: 'คะแนน',
    inStock: 'มีสินค้า',
    onSale: 'ลดราคา',
  },
};
const badgeLabels: Record<LanguageCode, Record<string, string>> = {
  en: {
    new: 'New',
    bestseller: 'Bestseller',
    sale: 'Sale',
    exclusive: 'Exclusive',
    limited_edition: 'Limited edition',
    online_only: 'Online only',
    vegan: 'Vegan',
    clean: 'Clean',
  },
  zh: {
    new: '新品',
    bestseller: '暢銷',
    sale: '特價',
    exclusive: '獨家',
    limited_edition: '限量版',
    online_only: '網上限定',
    vegan: '純素',
    clean: '純淨',
  },
  id: {
    new: 'Baru',
    bestseller: 'Terlaris',
    sale: 'Diskon',
    exclusive: 'Eksklusif',
    limited_edition: 'Edisi terbatas',
    online_only: 'Khusus online',
    vegan: 'Vegan',
    clean: 'Clean',
  },
  th: {
    new: 'มาใหม่',
    bestseller: 'ขายดี',
    sale: 'ลดราคา',
    exclusive: 'เอ็กซ์คลูซีฟ',
    limited_edition: 'รุ่นลิมิเต็ด',
    online_only: 'เฉพาะออนไลน์',
    vegan: 'วีแกน',
    clean: 'คลีน',
  },
};

/** Brand and category names in the order the options list them (by name, then slug). */
interface FacetNames {
  brands: Map<number, { name: string; rank: number }>;
  categories: Map<string, { name: string; rank: number }>;
}

async function loadFacetNames(db: Queryable, language: LanguageCode): Promise<FacetNames> {
  // Ranked by the database, as the options were ordered when counted there: its collation decides.
  const [brands, categories] = await Promise.all([
    db.query<{ id: number; name: string }>('SELECT id, name FROM brands ORDER BY name, slug'),
    db.query<{ slug: string; name: string }>(
      'SELECT slug, name->>$1 AS name FROM categories ORDER BY name->>$1, slug',
      [language],
    ),
  ]);
  return {
    brands: new Map(brands.map(({ id, name }, rank) => [id, { name, rank }])),
    categories: new Map(categories.map(({ slug, name }, rank) => [slug, { name, rank }])),
  };
}

const STAR_THRESHOLDS = [4, 3, 2, 1] as const;
const LISTED_BADGES = Object.keys(badgeLabels.en);
/** What is counted per product, by index: stars, badges, in stock, on sale and the total. */
const COUNTED = [
  ...STAR_THRESHOLDS.map((stars) => `r${stars}`),
  ...LISTED_BADGES,
  'in_stock',
  'on_sale',
  'count',
];
const IN_STOCK = COUNTED.indexOf('in_stock');
const ON_SALE = COUNTED.indexOf('on_sale');
const TOTAL = COUNTED.indexOf('count');
/** Counts under the filter: each facet's under every other dimension of it. */
interface FacetCounts {
  /** Products per brand (by id) and per category (by slug), with the option's value. */
  brands: Map<number, { slug: string; count: number }>;
  categories: Map<string, { slug: string; count: number }>;
  /** Products per rating threshold, badge, `in_stock`, `on_sale` and `count` (the total). */
  counts: Record<string, number>;
  min: number | null;
  max: number | null;
}

/**
 * Every facet's counts in one pass over the country's rows. A row that fails one dimension of the
 * filter still counts for that dimension's own facet, so choosing a brand still shows how many
 * products the other brands have; a product counts once however many of its rows pass.
 */
function countFacets(rows: readonly ListingRow[], filter: ListingFilter, now: number): FacetCounts {
  const { fixed, dimensions, hasBadge } = rowFilter(filter, now);
  const brands: FacetCounts['brands'] = new Map();
  const categories: FacetCounts['categories'] = new Map();
  let min: number | null = null;
  let max: number | null = null;
  const tally = new Array<number>(COUNTED.length).fill(0);
  // The product that last earned each count: a product counts once however many rows pass.
  const earnedBy = new Array<number>(COUNTED.length).fill(-1);
  const earn = (index: number, product: number) => {
    if (earnedBy[index] === product) return;
    earnedBy[index] = product;
    tally[index]! += 1;
  };
  let brandCountedFor = -1;
  let categoryCountedFor = -1;
  for (let at = 0; at < rows.length; at++) {
    const row = rows[at]!;
    const product = row.productId;
    if (!fixed(row)) continue;
    // The one dimension the row fails, if only one: it still counts for that dimension's facet.
    let failed: FilterDimension | undefined;
    let failures = 0;
    for (let index = 0; index < dimensions.length && failures < 2; index++) {
      const { dimension, test } = dimensions[index]!;
      if (test(row)) continue;
      failures += 1;
      failed = dimension;
    }
    if (failures > 1) continue;
    // Kept by every dimension but `d`: no failure, or the one failure is `d`'s.
    const all = failures === 0;
    if (all) earn(TOTAL, product);
    if ((all || failed === 'brands') && brandCountedFor !== product) {
      brandCountedFor = product;
      const brand = brands.get(row.brandId);
      if (brand) brand.count += 1;
      else brands.set(row.brandId, { slug: row.brandSlug, count: 1 });
    }
    if ((all || failed === 'categories') && categoryCountedFor !== product) {
      categoryCountedFor = product;
      const category = categories.get(row.categorySlug);
      if (category) category.count += 1;
      else categories.set(row.categorySlug, { slug: row.categorySlug, count: 1 });
    }
    if (all || failed === 'price') {
      if (min === null || row.minPrice < min) min = row.minPrice;
      if (max === null || row.maxPrice > max) max = row.maxPrice;
    }
    if (all || failed === 'ratingMin')
      for (let index = 0; index < STAR_THRESHOLDS.length; index++)
        if (row.rating >= STAR_THRESHOLDS[index]!) earn(index, product);
    if (all || failed === 'badges')
      for (let index = 0; index < LISTED_BADGES.length; index++)
        if (hasBadge(row, LISTED_BADGES[index]!)) earn(STAR_THRESHOLDS.length + index, product);
    if ((all || failed === 'inStock') && row.inStock) earn(IN_STOCK, product);
    if ((all || failed === 'onSale') && row.onSale) earn(ON_SALE, product);
  }
  return {
    brands,
    categories,
    counts: Object.fromEntries(COUNTED.map((key, index) => [key, tally[index]!])),
    min,
    max,
  };
}

/**
 * The filter modal's facets with counts: each counts products under every other active filter,
 * so choosing a brand still shows how many products the other brands have. A country's rows (its
 * tiles, or its variant rows when the filter picks among variants) are counted in the process for
 * each filter ({@link CountryRows}): exactly what counting them in the database gives.
 */
export class CatalogueFacets {
  readonly #names = new KeptUnderVersion<Promise<FacetNames>>(LANGUAGES.length);

  constructor(
    private readonly db: Queryable,
    private readonly countryRows: CountryRows,
  ) {}

  /** The facets under `filter` (its text already matched: `qIds`), at the catalogue `version`. */
  async find(
    version: string,
    country: CountryCode,
    language: LanguageCode,
    filter: ListingFilter,
  ): Promise<{ facets: Facet[]; total: number }> {
    const [rows, names] = await Promise.all([
      this.countryRows.rows(version, country, sourceOf(filter)),
      this.#names.reading(version, language, () => loadFacetNames(this.db, language)),
    ]);
    return facetsOf(countFacets(rows, filter, Date.now()), names, country, language, filter);
  }
}

function facetsOf(
  counted: FacetCounts,
  names: FacetNames,
  country: CountryCode,
  language: LanguageCode,
  filter: ListingFilter,
): { facets: Facet[]; total: number } {
  const { counts } = counted;
  // Named and ordered as the database ranks the names; an option whose name is gone is left out.
  const ranked = <Key>(
    options: Map<Key, { slug: string; count: number }>,
    names: Map<Key, { name: string; rank: number }>,
  ) =>
    [...options]
      .flatMap(([key, { slug, count }]) => {
        const named = names.get(key);
        return named ? [{ value: slug, label: named.name, count, rank: named.rank }] : [];
      })
      .sort((a, b) => a.rank - b.rank)
      .map(({ value, label, count }) => ({ value, label, count }));
  const brandOptions = ranked(counted.brands, names.brands);
  const categoryOptions = ranked(counted.categories, names.categories);
  const selected = (values: readonly string[] | undefined, value: string) =>
    values?.includes(value) ?? false;
  const label = labels[language];
  const facets: Facet[] = [
    {
      kind: 'options',
      key: 'brands',
      label: label.brands,
      options: brandOptions.map((row) => ({
        ...row,
        selected: selected(filter.brands, row.value),
      })),
    },
    {
      kind: 'options',
      key: 'categories',
      label: label.categories,
      options: categoryOptions.map((row) => ({
        ...row,
        selected:
          filter.categories?.some((category) => category.split('/').pop() === row.value) ?? false,
      })),
    },
    {
      kind: 'range',
      key: 'price',
      label: label.price,
      min: counted.min ?? 0,
      max: counted.max ?? 0,
      selectedMin: filter.priceMin ?? null,
      selectedMax: filter.priceMax ?? null,
      currency: countries[country].currency,
    },
    {
      kind: 'rating',
      key: 'ratingMin',
      label: label.rating,
      options: [4, 3, 2, 1].map((stars) => ({
        value: String(stars),
        label: `${stars}+`,
        count: counts[`r${stars}`] ?? 0,
        selected: filter.ratingMin === stars,
      })),
    },
    {
      kind: 'options',
      key: 'badges',
      label: label.badges,
      options: Object.entries(badgeLabels[language])
        .map(([value, text]) => ({
          value,
          label: text,
          count: counts[value] ?? 0,
          selected: selected(filter.badges, value),
        }))
        .filter((option) => option.count > 0 || option.selected),
    },
    {
      kind: 'toggle',
      key: 'inStock',
      label: label.inStock,
      count: counts.in_stock ?? 0,
      selected: filter.inStock ?? false,
    },
    {
      kind: 'toggle',
      key: 'onSale',
      label: label.onSale,
      count: counts.on_sale ?? 0,
      selected: filter.onSale ?? false,
    },
  ];
  return { facets, total: counts.count ?? 0 };
}
