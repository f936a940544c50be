import type { CountryCode, ListingSort, VariantListItem } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Database, Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import {
  BESTSELLER_POPULARITY,
  NEW_FOR_DAYS,
  productBadges,
  toVariant,
  type VariantRow,
} from './variant.js';

/** Listing filters after validation by the contract. */
export interface ListingFilter {
  q?: string;
  /** How `q` matches; see {@link searchMatch}. Substring when not given. */
  qMatch?: SearchMode;
  /**
   * The products whose text matches `q` in its mode, as {@link searchMatch} found them once (a scan
   * of every product's text, or a trigram search): without, each statement matches the text itself.
   */
  qIds?: number[];
  /** With `qIds`: each product's relevance to `q` ({@link searchScores}), for the relevance sort. */
  qScores?: number[];
  brands?: string[];
  categories?: string[];
  priceMin?: number;
  priceMax?: number;
  ratingMin?: number;
  badges?: string[];
  inStock?: boolean;
  onSale?: boolean;
  productIds?: number[];
}

/** Dimensions a facet leaves out of the filter so that its own options keep their counts. */
export type FilterDimension =
  'brands' | 'categories' | 'price' | 'ratingMin' | 'badges' | 'inStock' | 'onSale';

/**
 * Where a listing reads. `listing_rows` holds every variant on offer in a country with its
 * product's, brand's and category path's columns (kept in step by triggers, see the catalogue's
 * migrations); `listing_tiles` one row per product and country: its first variant on offer and what
 * its variants add up to. A filter on price, stock or sale decides which variant of a product
 * shows, so it reads the rows; any other filter reads the tiles, a few times fewer and already one
 * per product.
 */
export type ListingSource = 'listing_rows' | 'listing_tiles';

/** Whether the filter (less one dimension) picks among a product's variants. */
export function narrowsVariants(filter: ListingFilter, except?: FilterDimension): boolean {
  return (
    (except !== 'price' && (filter.priceMin !== undefined || filter.priceMax !== undefined)) ||
    (except !== 'inStock' && Boolean(filter.inStock)) ||
    (except !== 'onSale' && Boolean(filter.onSale)) ||
    (except !== 'badges' && (filter.badges?.includes('sale') ?? false))
  );
}

/** Lower-case, accent-folded text as stored in `search_text`. */
export const searchTerm = (params: SqlParams, q: string) => `lower(unaccent(${params.add(q)}))`;

/** Substring matching (what shoppers type, Thai and Chinese included), or similarity for typos. */
export type SearchMode = 'substring' | 'similar';

/**
 * The least trigram word similarity that still counts as the word meant. pg_trgm's default for
 * `<%` (0.6) misses a dropped letter in a short word ("mascra" is 0.57 of "mascara"); below 0.5
 * unrelated words that share a few letters start to match.
 */
export const SIMILAR_WORD_THRESHOLD = 0.5;

/**
 * Whether `text` (lower-case, accent-folded SQL) matches the folded `term` in the mode: contains it,
 * or holds a word similar to it.
 */
export const textMatches = (term: string, text: string, mode: SearchMode) =>
  mode === 'substring'
    ? `${text} LIKE '%' || ${term} || '%'`
    : `word_similarity(${term}, ${text}) >= ${SIMILAR_WORD_THRESHOLD}`;

/**
 * Products whose text matches the query: containing it (cheap, and it finds Thai and Chinese words,
 * written without spaces), or, when the filter carries them, the products found similar.
 */
function matchingProducts(params: SqlParams, filter: ListingFilter & { q: string }, select = 'id') {
  // MATERIALIZED folds the term once; inlined, unaccent() would run again on every row.
  const query = `WITH query AS MATERIALIZED (SELECT ${searchTerm(params, filter.q)} AS term)`;
  return filter.qIds || filter.qMatch === 'similar'
    ? `${query} SELECT ${select} FROM products, query WHERE id = ANY(${params.add(filter.qIds ?? [])}::int[])`
    : `${query} SELECT ${select} FROM products, query WHERE ${textMatches('query.term', 'search_text', 'substring')}`;
}

/**
 * How a text query matches, and the products it matches: those containing it, else those holding a
 * similar word (which forgives typos), through the trigram index. Worked out here once (and kept
 * under the catalogue version by the routes), the products found travel as ids: matching every
 * product's text again in each statement costs milliseconds a request, scoring similarity tens.
 */
export async function searchMatch(
  db: Database,
  q: string,
): Promise<Pick<ListingFilter, 'qMatch' | 'qIds'>> {
  const params = new SqlParams();
  const containing = await db.query<{ id: number }>(
    `WITH query AS MATERIALIZED (SELECT ${searchTerm(params, q)} AS term)
     SELECT id FROM products, query WHERE ${textMatches('query.term', 'search_text', 'substring')}
     ORDER BY id`,
    params.values,
  );
  if (containing.length > 0) {
    return { qMatch: 'substring', qIds: containing.map((product) => product.id) };
  }
  const ids = await db.transaction(async (tx) => {
    // `<%` is `word_similarity() >= threshold`, answered from the trigram index; the planner
    // misjudges that index's cost against a scan (of the table, or of another index in order),
    // so for this one statement only a bitmap scan of an index is left to it.
    await tx.query(
      `SELECT set_config('pg_trgm.word_similarity_threshold', $1, true),
              set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      [String(SIMILAR_WORD_THRESHOLD)],
    );
    return tx.query<{ id: number }>(
      'SELECT id FROM products WHERE lower(unaccent($1)) <% search_text',
      [q],
    );
  });
  return { qMatch: 'similar', qIds: ids.map((product) => product.id).sort((a, b) => a - b) };
}

/**
 * How similar each product's text is to `q` (the relevance sort's score), in the order of `ids`:
 * worked out once for the products a text matches, then kept with them by the routes.
 */
export async function searchScores(db: Queryable, q: string, ids: number[]): Promise<number[]> {
  const params = new SqlParams();
  const rows = await db.query<{ id: number; score: number }>(
    `WITH query AS MATERIALIZED (SELECT ${searchTerm(params, q)} AS term)
     SELECT id, word_similarity(query.term, search_text) AS score
     FROM products, query WHERE id = ANY(${params.add(ids)}::int[])`,
    params.values,
  );
  const scores = new Map(rows.map((row) => [row.id, Number(row.score)]));
  return ids.map((id) => scores.get(id) ?? 0);
}

/** Conditions on the listing's rows that no facet leaves out: the text query, the products named. */
function fixedConditions(filter: ListingFilter, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (filter.q)
    conditions.push(`product_id IN (${matchingProducts(params, { ...filter, q: filter.q })})`);
  if (filter.productIds?.length)
    conditions.push(`product_id = ANY(${params.add(filter.productIds)}::int[])`);
  return conditions;
}

/**
 * The condition of each dimension of the filter that is set. On the tiles (a filter that does not
 * pick among variants) a product's rows are one, so stock and sale read what any variant has.
 */
export function dimensionConditions(
  filter: ListingFilter,
  params: SqlParams,
  source: ListingSource,
): Partial<Record<FilterDimension, string>> {
  const onSale = source === 'listing_tiles' ? 'any_on_sale' : 'sale_price IS NOT NULL';
  const conditions: Partial<Record<FilterDimension, string>> = {};
  if (filter.brands?.length)
    conditions.brands = `brand_slug = ANY(${params.add(filter.brands)}::text[])`;
  if (filter.categories?.length) {
    // A category is named by its slug or its path (`makeup/face`): the last segment decides.
    const slugs = params.add(
      filter.categories.map((category) => category.split('/').filter(Boolean).pop()),
    );
    conditions.categories = `(category_slug = ANY(${slugs}::text[]) OR middle_slug = ANY(${slugs}::text[]) OR top_slug = ANY(${slugs}::text[]))`;
  }
  const price: string[] = [];
  if (filter.priceMin !== undefined)
    price.push(`effective_price >= ${params.add(filter.priceMin)}`);
  if (filter.priceMax !== undefined)
    price.push(`effective_price <= ${params.add(filter.priceMax)}`);
  if (price.length) conditions.price = price.join(' AND ');
  if (filter.ratingMin !== undefined)
    conditions.ratingMin = `rating >= ${params.add(filter.ratingMin)}`;
  if (filter.inStock)
    conditions.inStock = source === 'listing_tiles' ? 'any_in_stock' : 'stock > 0';
  if (filter.onSale) conditions.onSale = onSale;
  if (filter.badges?.length) {
    const badgeConditions = filter.badges.map((badge) => {
      if (badge === 'sale') return onSale;
      if (badge === 'new') return `created_at > now() - interval '${NEW_FOR_DAYS} days'`;
      if (badge === 'bestseller') return `popularity >= ${BESTSELLER_POPULARITY}`;
      return `${params.add(badge)} = ANY(badges)`;
    });
    conditions.badges = `(${badgeConditions.join(' OR ')})`;
  }
  return conditions;
}

/** The rows of the country the whole filter keeps: `FROM … WHERE …`, and where it reads. */
export function filteredRows(country: CountryCode, filter: ListingFilter, params: SqlParams) {
  const source: ListingSource = narrowsVariants(filter) ? 'listing_rows' : 'listing_tiles';
  const conditions = [
    `country = ${params.add(country)}`,
    ...fixedConditions(filter, params),
    ...Object.values(dimensionConditions(filter, params, source)),
  ];
  return { source, sql: `FROM ${source} WHERE ${conditions.join(' AND ')}` };
}

/** The rows of the country that the text query and the products named keep (facets filter on). */
export function queriedRows(
  country: CountryCode,
  filter: ListingFilter,
  params: SqlParams,
  source: ListingSource,
) {
  const conditions = [`country = ${params.add(country)}`, ...fixedConditions(filter, params)];
  return `FROM ${source} WHERE ${conditions.join(' AND ')}`;
}

function orderBy(sort: ListingSort, scored: boolean) {
  switch (sort) {
    case 'newest':
      return 'created_at DESC, product_id';
    case 'price_asc':
      return 'effective_price ASC, product_id';
    case 'price_desc':
      return 'effective_price DESC, product_id';
    case 'rating':
      return 'rating DESC, review_count DESC, product_id';
    case 'bestselling':
      return 'popularity DESC, product_id';
    case 'relevance':
      return scored ? 'score DESC, popularity DESC, product_id' : 'popularity DESC, product_id';
  }
}

export interface ListingPage {
  variantIds: number[];
  total: number;
}

/** One page of a listing: the first matching variant of each product, sorted and counted. */
export async function findListing(
  db: Queryable,
  options: {
    country: CountryCode;
    filter: ListingFilter;
    sort: ListingSort;
    offset: number;
    limit: number;
  },
): Promise<ListingPage> {
  const { filter } = options;
  const params = new SqlParams();
  const { source, sql } = filteredRows(options.country, filter, params);
  // Relevance of a text query is scored once per matching product, and only when it sorts.
  const scored = Boolean(filter.q) && options.sort === 'relevance';
  const scores =
    !scored || !filter.q
      ? ''
      : filter.qIds && filter.qScores
        ? `LEFT JOIN unnest(${params.add(filter.qIds)}::int[], ${params.add(filter.qScores)}::real[]) AS scored(id, score) ON scored.id = tiles.product_id`
        : `LEFT JOIN (${matchingProducts(params, { ...filter, q: filter.q }, 'id, word_similarity(query.term, search_text) AS score')}) scored ON scored.id = tiles.product_id`;
  // The rows hold every matching variant: a product shows its first one (by position).
  const tiles =
    source === 'listing_tiles'
      ? `SELECT variant_id, product_id, created_at, effective_price, rating, review_count, popularity ${sql}`
      : `SELECT DISTINCT ON (product_id) variant_id, product_id, created_at, effective_price, rating,
           review_count, popularity ${sql} ORDER BY product_id, position, variant_id`;
  const result = await db.query<{ variant_id: number; total: number }>(
    `SELECT variant_id, count(*) OVER ()::int AS total FROM (${tiles}) tiles ${scores}
     ORDER BY ${orderBy(options.sort, scored)}
     LIMIT ${params.add(options.limit)} OFFSET ${params.add(options.offset)}`,
    params.values,
  );
  return { variantIds: result.map((row) => row.variant_id), total: result[0]?.total ?? 0 };
}

interface TileRow extends VariantRow {
  variant_id: number;
  product_id: number;
  product_slug: string;
  product_name: string;
  rating: string;
  review_count: number;
  popularity: number;
  badges: string[];
  created_at: Date | string;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  variants_count: number;
}

/** Product tiles for variants, in the order given, in the country's currency and the language. */
export async function loadTiles(
  db: Queryable,
  variantIds: readonly number[],
  country: CountryCode,
): Promise<VariantListItem[]> {
  if (variantIds.length === 0) return [];
  const rows = await db.query<TileRow>(
    `SELECT v.id AS variant_id, v.id, v.sku, v.kind, v.label, v.color, v.purchase_limit,
            o.price, o.sale_price, o.stock,
            p.id AS product_id, p.slug AS product_slug, p.name AS product_name, p.rating,
            p.review_count, p.popularity, p.badges, p.created_at,
            b.id AS brand_id, b.slug AS brand_slug, b.name AS brand_name, t.variants_count
     FROM variants v
     JOIN variant_offers o ON o.variant_id = v.id AND o.country = $2
     JOIN products p ON p.id = v.product_id
     JOIN brands b ON b.id = p.brand_id
     JOIN listing_tiles t ON t.country = $2 AND t.product_id = p.id
     WHERE v.id = ANY($1::int[])`,
    [variantIds, country],
  );
  const byId = new Map(rows.map((row) => [row.variant_id, row]));
  return variantIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toTile(row, country)] : [];
  });
}

function toTile(row: TileRow, country: CountryCode): VariantListItem {
  return {
    ...toVariant(
      row,
      {
        id: row.product_id,
        slug: row.product_slug,
        name: row.product_name,
        brandName: row.brand_name,
      },
      countries[country].currency,
    ),
    product: {
      id: row.product_id,
      slug: row.product_slug,
      name: row.product_name,
      brand: { id: row.brand_id, slug: row.brand_slug, name: row.brand_name },
      rating: { average: Number(row.rating), count: row.review_count },
      badges: productBadges(row, row.sale_price !== null),
      variantsCount: Math.max(1, row.variants_count),
    },
  };
}
