import type { CountryCode, Facet, LanguageCode } from '@beauty/commerce-sdk/contract';
import { countries, LANGUAGES } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';
import { KeptUnderVersion } from './kept.js';
import {
  narrowsVariants,
  type FilterDimension,
  type ListingFilter,
  type ListingSource,
} from './listing.js';
import { BESTSELLER_POPULARITY, NEW_FOR_DAYS } from './variant.js';

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

/**
 * What the facets count by, from the listing tiles (one row per product: any variant's stock and
 * sale, the lowest and highest price) or from the listing rows (one per variant on offer, its own
 * price, stock and sale), in product order.
 */
interface FacetRow {
  productId: number;
  brandId: number;
  brandSlug: string;
  categorySlug: string;
  middleSlug: string;
  topSlug: string;
  rating: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  popularity: number;
  badges: readonly string[];
  minPrice: number;
  maxPrice: number;
  inStock: boolean;
  onSale: boolean;
}

/** Brand and category names in the order the options list them (by name, then slug). */
interface FacetNames {
  brands: Map<number, { name: string; rank: number }>;
  categories: Map<string, { name: string; rank: number }>;
}

async function loadFacetRows(
  db: Queryable,
  country: CountryCode,
  source: ListingSource,
): Promise<FacetRow[]> {
  const variantColumns =
    source === 'listing_tiles'
      ? 'min_price::float AS "minPrice", max_price::float AS "maxPrice", any_in_stock AS "inStock", any_on_sale AS "onSale"'
      : 'effective_price::float AS "minPrice", effective_price::float AS "maxPrice", stock > 0 AS "inStock", sale_price IS NOT NULL AS "onSale"';
  return db.query<FacetRow>(
    `SELECT product_id AS "productId", brand_id AS "brandId", brand_slug AS "brandSlug",
            category_slug AS "categorySlug", middle_slug AS "middleSlug", top_slug AS "topSlug",
            rating::float AS rating, (extract(epoch FROM created_at) * 1000)::float AS "createdAt",
            popularity, badges, ${variantColumns}
     FROM ${source} WHERE country = $1 ORDER BY product_id`,
    [country],
  );
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

const FACET_DIMENSIONS = [
  'brands',
  'categories',
  'price',
  'ratingMin',
  'badges',
  'inStock',
  'onSale',
] as const satisfies readonly FilterDimension[];

const STAR_THRESHOLDS = [4, 3, 2, 1] as const;
const LISTED_BADGES = Object.keys(badgeLabels.en);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A test of one row, for each dimension the filter sets (as `dimensionConditions` in SQL). */
function rowTests(filter: ListingFilter, now: number) {
  const isNew = (row: FacetRow) => row.createdAt > now - NEW_FOR_DAYS * DAY_MS;
  const hasBadge = (row: FacetRow, badge: string) => {
    if (badge === 'sale') return row.onSale;
    if (badge === 'new') return isNew(row);
    if (badge === 'bestseller') return row.popularity >= BESTSELLER_POPULARITY;
    return row.badges.includes(badge);
  };
  const tests: Partial<Record<FilterDimension, (row: FacetRow) => boolean>> = {};
  if (filter.brands?.length) {
    const brands = new Set(filter.brands);
    tests.brands = (row) => brands.has(row.brandSlug);
  }
  if (filter.categories?.length) {
    // A category is named by its slug or its path (`makeup/face`): the last segment decides.
    const slugs = new Set(filter.categories.map((path) => path.split('/').filter(Boolean).pop()));
    tests.categories = (row) =>
      slugs.has(row.categorySlug) || slugs.has(row.middleSlug) || slugs.has(row.topSlug);
  }
  const { priceMin, priceMax, ratingMin } = filter;
  if (priceMin !== undefined || priceMax !== undefined)
    tests.price = (row) =>
      (priceMin === undefined || row.minPrice >= priceMin) &&
      (priceMax === undefined || row.minPrice <= priceMax);
  if (ratingMin !== undefined) tests.ratingMin = (row) => row.rating >= ratingMin;
  if (filter.badges?.length) {
    const wanted = filter.badges;
    tests.badges = (row) => wanted.some((badge) => hasBadge(row, badge));
  }
  if (filter.inStock) tests.inStock = (row) => row.inStock;
  if (filter.onSale) tests.onSale = (row) => row.onSale;
  return { tests, hasBadge };
}

/** Counts under the filter: each facet's under every other dimension of it. */
interface FacetCounts {
  brands: Map<number, { slug: string; count: number }>;
  categories: Map<string, number>;
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
function countFacets(rows: readonly FacetRow[], filter: ListingFilter, now: number): FacetCounts {
  const { tests, hasBadge } = rowTests(filter, now);
  const set = FACET_DIMENSIONS.flatMap((dimension) => {
    const test = tests[dimension];
    return test ? [{ dimension, test }] : [];
  });
  const fixed = [
    ...(filter.qIds && filter.q ? [new Set(filter.qIds)] : []),
    ...(filter.productIds?.length ? [new Set(filter.productIds)] : []),
  ];
  const result: FacetCounts = {
    brands: new Map(),
    categories: new Map(),
    counts: Object.fromEntries(
      [
        ...STAR_THRESHOLDS.map((stars) => `r${stars}`),
        ...LISTED_BADGES,
        'in_stock',
        'on_sale',
        'count',
      ].map((key) => [key, 0]),
    ),
    min: null,
    max: null,
  };
  const { counts } = result;
  // What the current product has earned so far, each counted once per product.
  const earned = new Set<string>();
  const earn = (key: string) => {
    if (earned.has(key)) return;
    earned.add(key);
    counts[key]! += 1;
  };
  let product: number | undefined;
  let brandCounted = false;
  let categoryCounted = false;
  for (const row of rows) {
    if (fixed.some((ids) => !ids.has(row.productId))) continue;
    if (row.productId !== product) {
      product = row.productId;
      earned.clear();
      brandCounted = false;
      categoryCounted = false;
    }
    // The one dimension the row fails, if only one: it still counts for that dimension's facet.
    let failed: FilterDimension | undefined;
    let failures = 0;
    for (const { dimension, test } of set) {
      if (test(row)) continue;
      failures += 1;
      failed = dimension;
      if (failures > 1) break;
    }
    if (failures > 1) continue;
    const keptBy = (except: FilterDimension) => failures === 0 || failed === except;
    if (failures === 0) earn('count');
    if (keptBy('brands') && !brandCounted) {
      brandCounted = true;
      const brand = result.brands.get(row.brandId);
      if (brand) brand.count += 1;
      else result.brands.set(row.brandId, { slug: row.brandSlug, count: 1 });
    }
    if (keptBy('categories') && !categoryCounted) {
      categoryCounted = true;
      result.categories.set(row.categorySlug, (result.categories.get(row.categorySlug) ?? 0) + 1);
    }
    if (keptBy('price')) {
      if (result.min === null || row.minPrice < result.min) result.min = row.minPrice;
      if (result.max === null || row.maxPrice > result.max) result.max = row.maxPrice;
    }
    if (keptBy('ratingMin'))
      for (const stars of STAR_THRESHOLDS) if (row.rating >= stars) earn(`r${stars}`);
    if (keptBy('badges')) for (const badge of LISTED_BADGES) if (hasBadge(row, badge)) earn(badge);
    if (keptBy('inStock') && row.inStock) earn('in_stock');
    if (keptBy('onSale') && row.onSale) earn('on_sale');
  }
  return result;
}

/** Countries whose rows are kept at most, per source: a few hundred bytes a row. */
const MAX_KEPT_COUNTRIES = 8;

/**
 * The filter modal's facets with counts: each counts products under every other active filter,
 * so choosing a brand still shows how many products the other brands have. The rows a country's
 * facets count (its tiles, or its variant rows when the filter picks among variants) are read once
 * per catalogue version and counted in the process for each filter: exactly what counting them in
 * the database gives, without a scan of the country's rows in SQL for every request.
 */
export class CatalogueFacets {
  readonly #rows = new KeptUnderVersion<Promise<FacetRow[]>>(MAX_KEPT_COUNTRIES * 2);
  readonly #names = new KeptUnderVersion<Promise<FacetNames>>(LANGUAGES.length);

  constructor(private readonly db: Queryable) {}

  /** The facets under `filter` (its text already matched: `qIds`), at the catalogue `version`. */
  async find(
    version: string,
    country: CountryCode,
    language: LanguageCode,
    filter: ListingFilter,
  ): Promise<{ facets: Facet[]; total: number }> {
    if (filter.q && !filter.qIds) throw new Error('facets need the products the text matches');
    const source: ListingSource = narrowsVariants(filter) ? 'listing_rows' : 'listing_tiles';
    const [rows, names] = await Promise.all([
      this.#kept(this.#rows, version, `${country}|${source}`, () =>
        loadFacetRows(this.db, country, source),
      ),
      this.#kept(this.#names, version, language, () => loadFacetNames(this.db, language)),
    ]);
    return facetsOf(countFacets(rows, filter, Date.now()), names, country, language, filter);
  }

  /** Kept under `version`, read once however many requests ask at the same time. */
  #kept<Value>(
    kept: KeptUnderVersion<Promise<Value>>,
    version: string,
    key: string,
    read: () => Promise<Value>,
  ): Promise<Value> {
    const found = kept.get(version, key);
    if (found) return found;
    const reading = read();
    kept.set(version, key, reading);
    // A failed read is not kept: the next request reads again.
    reading.catch(() => kept.forget(version, key, reading));
    return reading;
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
  const brandOptions = [...counted.brands]
    .flatMap(([id, { slug, count }]) => {
      const brand = names.brands.get(id);
      return brand ? [{ value: slug, label: brand.name, count, rank: brand.rank }] : [];
    })
    .sort((a, b) => a.rank - b.rank);
  const categoryOptions = [...counted.categories]
    .flatMap(([slug, count]) => {
      const category = names.categories.get(slug);
      return category ? [{ value: slug, label: category.name, count, rank: category.rank }] : [];
    })
    .sort((a, b) => a.rank - b.rank);
  const options = (list: typeof brandOptions) =>
    list.map(({ value, label, count }) => ({ value, label, count }));
  const selected = (values: readonly string[] | undefined, value: string) =>
    values?.includes(value) ?? false;
  const label = labels[language];
  const facets: Facet[] = [
    {
      kind: 'options',
      key: 'brands',
      label: label.brands,
      options: options(brandOptions).map((row) => ({
        ...row,
        selected: selected(filter.brands, row.value),
      })),
    },
    {
      kind: 'options',
      key: 'categories',
      label: label.categories,
      options: options(categoryOptions).map((row) => ({
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
