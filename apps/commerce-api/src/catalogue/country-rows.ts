import { LISTING_SORTS, type CountryCode, type ListingSort } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { KeptUnderVersion } from './kept.js';
import type { FilterDimension, ListingFilter, ListingSource } from './listing.js';
import { BESTSELLER_POPULARITY, NEW_FOR_DAYS } from './variant.js';

/**
 * A listing row as listings and facets read it in the process: from the listing tiles (one per
 * product: its first variant on offer, any variant's stock and sale, the lowest and highest price)
 * or from the listing rows (one per variant on offer, with its own price, stock and sale).
 */
export interface ListingRow {
  productId: number;
  variantId: number;
  /** The variant's place among its product's; 0 on the tiles, which hold one row a product. */
  position: number;
  brandId: number;
  brandSlug: string;
  categorySlug: string;
  middleSlug: string;
  topSlug: string;
  rating: number;
  reviewCount: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  popularity: number;
  badges: readonly string[];
  /** The variant's price, its sale price while on sale. */
  effectivePrice: number;
  minPrice: number;
  maxPrice: number;
  inStock: boolean;
  onSale: boolean;
}

/**
 * Where a filter reads: a filter on price, stock or sale decides which variant of a product shows,
 * so it reads the rows; any other reads the tiles, a few times fewer and already one per product.
 */
export const sourceOf = (filter: ListingFilter): ListingSource =>
  filter.priceMin !== undefined ||
  filter.priceMax !== undefined ||
  filter.inStock ||
  filter.onSale ||
  filter.badges?.includes('sale')
    ? 'listing_rows'
    : 'listing_tiles';

/** The dimensions of a filter, in the order they are tested. */
const FILTER_DIMENSIONS = [
  'brands',
  'categories',
  'price',
  'ratingMin',
  'badges',
  'inStock',
  'onSale',
] as const satisfies readonly FilterDimension[];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A row test of each dimension the filter sets, and of the parts no facet leaves out. */
export interface RowFilter {
  /** The text query's products and the products named: no facet counts rows outside them. */
  fixed: (row: ListingRow) => boolean;
  /** The dimensions the filter sets, each with its test. */
  dimensions: { dimension: FilterDimension; test: (row: ListingRow) => boolean }[];
  /** Whether the whole filter keeps the row. */
  keeps: (row: ListingRow) => boolean;
  /** Whether the row's product shows the badge (`sale`, `new`, `bestseller` or one it carries). */
  hasBadge: (row: ListingRow, badge: string) => boolean;
}

/**
 * The filter as tests of a row, `now` deciding what is new. A category is named by its slug or its
 * path (`makeup/face`): the last segment decides, and matches the row's category at any level.
 */
export function rowFilter(filter: ListingFilter, now: number): RowFilter {
  if (filter.q && !filter.qIds) throw new Error('a text query needs the products it matches');
  const hasBadge = (row: ListingRow, badge: string) => {
    if (badge === 'sale') return row.onSale;
    if (badge === 'new') return row.createdAt > now - NEW_FOR_DAYS * DAY_MS;
    if (badge === 'bestseller') return row.popularity >= BESTSELLER_POPULARITY;
    return row.badges.includes(badge);
  };
  const tests: Partial<Record<FilterDimension, (row: ListingRow) => boolean>> = {};
  if (filter.brands?.length) {
    const brands = new Set(filter.brands);
    tests.brands = (row) => brands.has(row.brandSlug);
  }
  if (filter.categories?.length) {
    const slugs = new Set(filter.categories.map((path) => path.split('/').filter(Boolean).pop()));
    tests.categories = (row) =>
      slugs.has(row.categorySlug) || slugs.has(row.middleSlug) || slugs.has(row.topSlug);
  }
  const { priceMin, priceMax, ratingMin } = filter;
  if (priceMin !== undefined || priceMax !== undefined)
    tests.price = (row) =>
      (priceMin === undefined || row.effectivePrice >= priceMin) &&
      (priceMax === undefined || row.effectivePrice <= priceMax);
  if (ratingMin !== undefined) tests.ratingMin = (row) => row.rating >= ratingMin;
  if (filter.badges?.length) {
    const wanted = filter.badges;
    tests.badges = (row) => wanted.some((badge) => hasBadge(row, badge));
  }
  if (filter.inStock) tests.inStock = (row) => row.inStock;
  if (filter.onSale) tests.onSale = (row) => row.onSale;
  const products = [
    ...(filter.q && filter.qIds ? [new Set(filter.qIds)] : []),
    ...(filter.productIds?.length ? [new Set(filter.productIds)] : []),
  ];
  // Indexed loops: these run for every row of a country in every request, and `for…of` makes an
  // iterator each time.
  const fixed = (row: ListingRow) => {
    for (let index = 0; index < products.length; index++)
      if (!products[index]!.has(row.productId)) return false;
    return true;
  };
  const dimensions = FILTER_DIMENSIONS.flatMap((dimension) => {
    const test = tests[dimension];
    return test ? [{ dimension, test }] : [];
  });
  const keeps = (row: ListingRow) => {
    if (!fixed(row)) return false;
    for (let index = 0; index < dimensions.length; index++)
      if (!dimensions[index]!.test(row)) return false;
    return true;
  };
  return { fixed, dimensions, keeps, hasBadge };
}

/** The order of a listing's sort: its key, then the product's id; relevance by `scores`. */
export function listingOrder(
  sort: ListingSort,
  scores: ReadonlyMap<number, number> | undefined,
): (a: ListingRow, b: ListingRow) => number {
  const byKey = (key: (row: ListingRow) => number) => (a: ListingRow, b: ListingRow) =>
    key(a) - key(b) || a.productId - b.productId;
  switch (sort) {
    case 'newest':
      return byKey((row) => -row.createdAt);
    case 'price_asc':
      return byKey((row) => row.effectivePrice);
    case 'price_desc':
      return byKey((row) => -row.effectivePrice);
    case 'rating':
      return (a, b) =>
        b.rating - a.rating || b.reviewCount - a.reviewCount || a.productId - b.productId;
    case 'bestselling':
      return byKey((row) => -row.popularity);
    case 'relevance':
      if (!scores) return byKey((row) => -row.popularity);
      return (a, b) =>
        (scores.get(b.productId) ?? 0) - (scores.get(a.productId) ?? 0) ||
        b.popularity - a.popularity ||
        a.productId - b.productId;
  }
}

async function loadRows(
  db: Queryable,
  country: CountryCode,
  source: ListingSource,
): Promise<ListingRow[]> {
  const ownColumns =
    source === 'listing_tiles'
      ? `0 AS position, min_price::float AS "minPrice", max_price::float AS "maxPrice",
         any_in_stock AS "inStock", any_on_sale AS "onSale"`
      : `position, effective_price::float AS "minPrice", effective_price::float AS "maxPrice",
         stock > 0 AS "inStock", sale_price IS NOT NULL AS "onSale"`;
  return db.query<ListingRow>(
    `SELECT product_id AS "productId", variant_id AS "variantId", brand_id AS "brandId",
            brand_slug AS "brandSlug", category_slug AS "categorySlug", middle_slug AS "middleSlug",
            top_slug AS "topSlug", rating::float AS rating, review_count AS "reviewCount",
            (extract(epoch FROM created_at) * 1000)::float AS "createdAt", popularity, badges,
            effective_price::float AS "effectivePrice", ${ownColumns}
     FROM ${source} WHERE country = $1 ORDER BY product_id, position, variant_id`,
    [country],
  );
}

/** Countries whose rows are kept at most, per source. */
const MAX_KEPT_COUNTRIES = 8;

/**
 * Each country's listing tiles and rows, read once per catalogue version (in product order, a
 * product's variants by position) and kept in the process: listings and facets filter, sort and
 * count them for each request, exactly as the database would, without scanning them in SQL each
 * time. Reading another version drops them, so a change is seen at once on every instance.
 */
export class CountryRows {
  readonly #kept = new KeptUnderVersion<Promise<ListingRow[]>>(MAX_KEPT_COUNTRIES * 2);
  readonly #sorted = new KeptUnderVersion<Promise<ListingRow[]>>(
    MAX_KEPT_COUNTRIES * LISTING_SORTS.length,
  );

  constructor(private readonly db: Queryable) {}

  /** The rows of `source` in `country` at the catalogue `version`, read once however many ask. */
  rows(version: string, country: CountryCode, source: ListingSource): Promise<ListingRow[]> {
    return this.#kept.reading(version, `${country}|${source}`, () =>
      loadRows(this.db, country, source),
    );
  }

  /**
   * The tiles of `country` in the order of `sort` (relevance without a text: the most popular
   * first), sorted once per version: a listing then filters them in order, with no sort of its own.
   */
  sortedTiles(version: string, country: CountryCode, sort: ListingSort): Promise<ListingRow[]> {
    return this.#sorted.reading(version, `${country}|${sort}`, async () =>
      [...(await this.rows(version, country, 'listing_tiles'))].sort(listingOrder(sort, undefined)),
    );
  }
}
