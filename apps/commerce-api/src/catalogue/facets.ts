import type { CountryCode, Facet, LanguageCode } from '@beauty/commerce-sdk/contract';
import { countries, LANGUAGES } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';
import {
  badgeBit,
  compileFilter,
  DIMENSION,
  sourceOf,
  type CompiledFilter,
  type CountryRows,
  type ListingColumns,
} from './country-rows.js';
import { KeptUnderVersion } from './kept.js';
import type { ListingFilter } from './listing.js';
import { BESTSELLER_POPULARITY } from './variant.js';

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
const NEW = COUNTED.indexOf('new');
const SALE = COUNTED.indexOf('sale');
/** Indexes of `COUNTED` each facet's counts take. */
const RATING_INDEXES = STAR_THRESHOLDS.map((_, index) => index);
const BADGE_INDEXES = LISTED_BADGES.map((_, index) => STAR_THRESHOLDS.length + index);

/** Facets a pass counts: each filter dimension's (its bit), and the total. */
const TOTAL_FACET = 128;
const EVERY_FACET = Object.values(DIMENSION).reduce((all, bit) => all | bit, TOTAL_FACET);

/** Counts under the filter: each facet's under every other dimension of it. */
interface FacetCounts {
  /** Products per brand and per category slug, by their codes in the country's rows. */
  brands: Int32Array;
  categories: Int32Array;
  /** Products per rating threshold, badge, `in_stock`, `on_sale` and `count` (the total). */
  tally: Int32Array;
  min: number | null;
  max: number | null;
}

const noCounts = (columns: ListingColumns): FacetCounts => ({
  brands: new Int32Array(columns.brandIds.length),
  categories: new Int32Array(columns.slugs.length),
  tally: new Int32Array(COUNTED.length),
  min: null,
  max: null,
});

/**
 * What a row counts for at its catalogue version, as bits of `COUNTED`'s indexes (the stars it
 * reaches, the badges its product stores, bestseller, in stock, on sale), worked out once for a
 * country's rows: all but `new`, which changes with the time.
 */
const lastingBits = new WeakMap<ListingColumns, Int32Array>();

function lastingBitsOf(columns: ListingColumns): Int32Array {
  let bits = lastingBits.get(columns);
  if (!bits) {
    // The rows' stored badges hold none of those worked out (new, bestseller, sale).
    const stored = LISTED_BADGES.map(badgeBit);
    const bestseller = 1 << BADGE_INDEXES[LISTED_BADGES.indexOf('bestseller')]!;
    bits = new Int32Array(columns.size);
    for (let row = 0; row < columns.size; row++) {
      let rowBits = columns.popularity[row]! >= BESTSELLER_POPULARITY ? bestseller : 0;
      if (columns.inStock[row] === 1) rowBits |= 1 << IN_STOCK;
      if (columns.onSale[row] === 1) rowBits |= (1 << ON_SALE) | (1 << SALE);
      STAR_THRESHOLDS.forEach((stars, index) => {
        if (columns.rating[row]! >= stars) rowBits |= 1 << RATING_INDEXES[index]!;
      });
      stored.forEach((bit, index) => {
        if (columns.badges[row]! & bit) rowBits |= 1 << BADGE_INDEXES[index]!;
      });
      bits[row] = rowBits;
    }
    lastingBits.set(columns, bits);
  }
  return bits;
}

/**
 * Products by the bits they count for (the indexes before the total's), for one pass at a time:
 * each pass sets the bits back to 0 before it ends, so nothing is allocated per pass.
 */
const productsWith = new Int32Array(1 << TOTAL);

/**
 * Counts `facets` into `counts` over the rows that pass the filter's dimensions `under` (and its
 * text and named products), starting from the fewest rows one of them names. A product counts once
 * however many of its rows pass: what its passing rows count for is gathered as bits, and products
 * are tallied by those bits, so a row costs a few reads and each set of bits is expanded once.
 */
function countPass(
  columns: ListingColumns,
  filter: CompiledFilter,
  under: number,
  facets: number,
  counts: FacetCounts,
) {
  const { newSince } = filter;
  const { product, brand, category, minPrice, maxPrice, createdAt } = columns;
  const lasting = lastingBitsOf(columns);
  const isNew = 1 << NEW;
  const countsPrice = (facets & DIMENSION.price) !== 0;
  const countsBrands = (facets & DIMENSION.brands) !== 0;
  const countsCategories = (facets & DIMENSION.categories) !== 0;
  const seen: number[] = [];
  const { rows, count } = filter.select(under);
  // Read into locals: the loop runs for every row selected.
  const { brands, categories } = counts;
  let min = Infinity;
  let max = -Infinity;
  let current = -1;
  let bits = 0;
  for (let at = 0; at < count; at++) {
    const row = rows ? rows[at]! : at;
    const ordinal = product[row]!;
    if (ordinal !== current) {
      // The product before is tallied by its bits once all its rows are in.
      if (current >= 0 && (productsWith[bits]! += 1) === 1) seen.push(bits);
      current = ordinal;
      bits = createdAt[row]! > newSince ? isNew : 0;
      if (countsBrands) brands[brand[row]!]! += 1;
      if (countsCategories) categories[category[row]!]! += 1;
    }
    bits |= lasting[row]!;
    if (countsPrice) {
      if (minPrice[row]! < min) min = minPrice[row]!;
      if (maxPrice[row]! > max) max = maxPrice[row]!;
    }
  }
  if (countsPrice && count > 0) {
    counts.min = min;
    counts.max = max;
  }
  if (current >= 0 && (productsWith[bits]! += 1) === 1) seen.push(bits);
  const takes = taken(facets);
  for (const set of seen) {
    for (let index = 0; index < TOTAL; index++)
      if (set & takes & (1 << index)) counts.tally[index]! += productsWith[set]!;
    if (facets & TOTAL_FACET) counts.tally[TOTAL]! += productsWith[set]!;
    productsWith[set] = 0;
  }
}

/** The indexes of `COUNTED` below the total's that counting `facets` takes, as bits. */
function taken(facets: number): number {
  let bits = 0;
  COUNTED.forEach((_, index) => {
    const dimension =
      index === IN_STOCK
        ? DIMENSION.inStock
        : index === ON_SALE
          ? DIMENSION.onSale
          : index < STAR_THRESHOLDS.length
            ? DIMENSION.ratingMin
            : DIMENSION.badges;
    if (index < TOTAL && facets & dimension) bits |= 1 << index;
  });
  return bits;
}

/** Every facet over all of a country's rows, counted once per version; `new` aside (see below). */
const openCounts = new WeakMap<ListingColumns, FacetCounts>();

/**
 * Adds `facets` as every row counts them, with no filter at all: counted once for the rows, but
 * for how many products are new, which changes with the time (a search of the creation times).
 */
function countOpen(columns: ListingColumns, facets: number, counts: FacetCounts, newSince: number) {
  let open = openCounts.get(columns);
  if (!open) {
    open = noCounts(columns);
    countPass(columns, compileFilter(columns, {}, Date.now()), 0, EVERY_FACET, open);
    openCounts.set(columns, open);
  }
  if (facets & DIMENSION.brands) counts.brands.set(open.brands);
  if (facets & DIMENSION.categories) counts.categories.set(open.categories);
  if (facets & DIMENSION.price) {
    counts.min = open.min;
    counts.max = open.max;
  }
  const takes = taken(facets);
  open.tally.forEach((count, index) => {
    if (takes & (1 << index) || (index === TOTAL && facets & TOTAL_FACET))
      counts.tally[index] = count;
  });
  if (facets & DIMENSION.badges) counts.tally[NEW] = newProducts(columns, newSince);
}

/** How many of the products were created after `since`. */
function newProducts(columns: ListingColumns, since: number) {
  const created = columns.createdSorted;
  let low = 0;
  let high = created.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (created[middle]! > since) high = middle;
    else low = middle + 1;
  }
  return created.length - low;
}

/**
 * Every facet's counts: the total and the facets of dimensions the filter leaves open under the
 * whole filter, each dimension it sets under the rest of it (so choosing a brand still shows how
 * many products the other brands have). A pass under nothing but the text takes the counts kept.
 */
function countFacets(columns: ListingColumns, filter: ListingFilter, now: number): FacetCounts {
  const compiled = compileFilter(columns, filter, now);
  const counts = noCounts(columns);
  const count = (under: number, facets: number) => {
    if (under === 0 && !compiled.named) countOpen(columns, facets, counts, compiled.newSince);
    else countPass(columns, compiled, under, facets, counts);
  };
  const set = compiled.dimensions;
  count(set, EVERY_FACET & ~set);
  for (const bit of Object.values(DIMENSION)) if (set & bit) count(set & ~bit, bit);
  return counts;
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
    return facetsOf(rows, countFacets(rows, filter, Date.now()), names, country, language, filter);
  }
}

function facetsOf(
  columns: ListingColumns,
  counted: FacetCounts,
  names: FacetNames,
  country: CountryCode,
  language: LanguageCode,
  filter: ListingFilter,
): { facets: Facet[]; total: number } {
  const counts = Object.fromEntries(COUNTED.map((key, index) => [key, counted.tally[index]!]));
  // Named and ordered as the database ranks the names; an option whose name is gone is left out.
  const ranked = <Key>(
    byCode: Int32Array,
    option: (code: number) => { key: Key; slug: string },
    names: Map<Key, { name: string; rank: number }>,
  ) =>
    Array.from(byCode)
      .flatMap((count, code) => {
        if (count === 0) return [];
        const { key, slug } = option(code);
        const named = names.get(key);
        return named ? [{ value: slug, label: named.name, count, rank: named.rank }] : [];
      })
      .sort((a, b) => a.rank - b.rank)
      .map(({ value, label, count }) => ({ value, label, count }));
  const brandOptions = ranked(
    counted.brands,
    (code) => ({ key: columns.brandIds[code]!, slug: columns.brandSlugs[code]! }),
    names.brands,
  );
  const categoryOptions = ranked(
    counted.categories,
    (code) => ({ key: columns.slugs[code]!, slug: columns.slugs[code]! }),
    names.categories,
  );
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
