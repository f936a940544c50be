import type { CountryCode, ListingSort, VariantListItem } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';
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
  /** How `q` matches; see {@link searchMode}. Substring when not given. */
  qMatch?: SearchMode;
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
 * The rows a listing is made of: every variant on offer in the country with its product, brand,
 * categories and effective price. The listing shows one tile per product (its first matching
 * variant), so everything downstream groups by product.
 */
export function offeredVariants(country: CountryCode, params: SqlParams) {
  return `
    SELECT v.id AS variant_id, v.product_id, v.position, p.popularity, p.rating, p.review_count,
           p.created_at, p.badges, b.slug AS brand_slug, b.id AS brand_id,
           c.slug AS category_slug, m.slug AS middle_slug, t.slug AS top_slug,
           o.price, o.sale_price, coalesce(o.sale_price, o.price) AS effective_price, o.stock
    FROM variant_offers o
    JOIN variants v ON v.id = o.variant_id
    JOIN products p ON p.id = v.product_id
    JOIN brands b ON b.id = p.brand_id
    JOIN categories c ON c.id = p.category_id
    JOIN categories m ON m.id = c.parent_id
    JOIN categories t ON t.id = m.parent_id
    WHERE o.country = ${params.add(country)}`;
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
 * Products whose text matches the query. Substring matching finds Thai and Chinese words (written
 * without spaces) and is cheap; word similarity forgives typos but costs a trigram comparison per
 * product, so it is only the fallback when nothing contains the text.
 */
export function matchingProducts(
  params: SqlParams,
  q: string,
  mode: SearchMode = 'substring',
  select = 'id',
) {
  // MATERIALIZED folds the term once; inlined, unaccent() would run again on every row.
  return `WITH query AS MATERIALIZED (SELECT ${searchTerm(params, q)} AS term)
    SELECT ${select} FROM products, query WHERE ${textMatches('query.term', 'search_text', mode)}`;
}

/** Chooses how a query matches: substring when any product contains it, else similarity. */
export async function searchMode(db: Queryable, q: string): Promise<SearchMode> {
  const params = new SqlParams();
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (${matchingProducts(params, q)}) AS found`,
    params.values,
  );
  return row?.found ? 'substring' : 'similar';
}

/** WHERE conditions of the filter, leaving out one dimension when a facet counts its options. */
export function filterConditions(
  filter: ListingFilter,
  params: SqlParams,
  except?: FilterDimension,
) {
  const conditions: string[] = [];
  if (filter.q)
    conditions.push(`product_id IN (${matchingProducts(params, filter.q, filter.qMatch)})`);
  if (filter.productIds?.length)
    conditions.push(`product_id = ANY(${params.add(filter.productIds)}::int[])`);
  if (except !== 'brands' && filter.brands?.length) {
    conditions.push(`brand_slug = ANY(${params.add(filter.brands)}::text[])`);
  }
  if (except !== 'categories' && filter.categories?.length) {
    // A category is named by its slug or its path (`makeup/face`): the last segment decides.
    const slugs = params.add(
      filter.categories.map((category) => category.split('/').filter(Boolean).pop()),
    );
    conditions.push(
      `(category_slug = ANY(${slugs}::text[]) OR middle_slug = ANY(${slugs}::text[]) OR top_slug = ANY(${slugs}::text[]))`,
    );
  }
  if (except !== 'price' && filter.priceMin !== undefined)
    conditions.push(`effective_price >= ${params.add(filter.priceMin)}`);
  if (except !== 'price' && filter.priceMax !== undefined)
    conditions.push(`effective_price <= ${params.add(filter.priceMax)}`);
  if (except !== 'ratingMin' && filter.ratingMin !== undefined)
    conditions.push(`rating >= ${params.add(filter.ratingMin)}`);
  if (except !== 'inStock' && filter.inStock) conditions.push('stock > 0');
  if (except !== 'onSale' && filter.onSale) conditions.push('sale_price IS NOT NULL');
  if (except !== 'badges' && filter.badges?.length) {
    const badgeConditions = filter.badges.map((badge) => {
      if (badge === 'sale') return 'sale_price IS NOT NULL';
      if (badge === 'new') return `created_at > now() - interval '${NEW_FOR_DAYS} days'`;
      if (badge === 'bestseller') return `popularity >= ${BESTSELLER_POPULARITY}`;
      return `${params.add(badge)} = ANY(badges)`;
    });
    conditions.push(`(${badgeConditions.join(' OR ')})`);
  }
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

function orderBy(sort: ListingSort, q: string | undefined) {
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
      return q ? 'score DESC, popularity DESC, product_id' : 'popularity DESC, product_id';
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
  const params = new SqlParams();
  const rows = `${offeredVariants(options.country, params)}`;
  const where = filterConditions(options.filter, params);
  const order = orderBy(options.sort, options.filter.q);
  // Relevance of a text query is scored once per matching product, not per variant row.
  const scores = options.filter.q
    ? `LEFT JOIN (${matchingProducts(params, options.filter.q, options.filter.qMatch, 'id, word_similarity(query.term, search_text) AS score')}) scored ON scored.id = tiles.product_id`
    : '';
  const result = await db.query<{ variant_id: number; total: number }>(
    `WITH matching AS (SELECT * FROM (${rows}) offered ${where}),
          tiles AS (SELECT DISTINCT ON (product_id) * FROM matching ORDER BY product_id, position)
     SELECT variant_id, count(*) OVER ()::int AS total FROM tiles ${scores}
     ORDER BY ${order}
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
            b.id AS brand_id, b.slug AS brand_slug, b.name AS brand_name,
            (SELECT count(*)::int FROM variants w JOIN variant_offers wo ON wo.variant_id = w.id AND wo.country = $2
             WHERE w.product_id = p.id) AS variants_count
     FROM variants v
     JOIN variant_offers o ON o.variant_id = v.id AND o.country = $2
     JOIN products p ON p.id = v.product_id
     JOIN brands b ON b.id = p.brand_id
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
