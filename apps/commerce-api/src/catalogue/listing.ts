import type { CountryCode, ListingSort, VariantListItem } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Database, Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { compileFilter, sourceOf, type CountryRows, type ListingColumns } from './country-rows.js';
import { productBadges, toVariant, type VariantRow } from './variant.js';

/** Listing filters after validation by the contract. */
export interface ListingFilter {
  q?: string;
  /** How `q` matches; see {@link searchMatch}. Substring when not given. */
  qMatch?: SearchMode;
  /**
   * The products whose text matches `q` in its mode, as {@link searchMatch} found them once (a scan
   * of every product's text, or a trigram search); a filter with a text needs them.
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
 * its variants add up to. See `sourceOf` for which a filter reads.
 */
export type ListingSource = 'listing_rows' | 'listing_tiles';

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

export interface ListingPage {
  variantIds: number[];
  total: number;
}

/** Whether a listing sorts by the relevance of its text (by its scores, `qScores`). */
export const sortsByRelevance = (filter: ListingFilter, sort: ListingSort) =>
  Boolean(filter.q) && sort === 'relevance';

/**
 * One page of a listing from a country's rows ({@link ListingColumns}, of the filter's source): the
 * first variant of each product that the filter keeps (by position), sorted and counted. A text
 * query sorts by relevance with its scores (`qScores`), the most popular first among equals.
 */
export function findListing(
  columns: ListingColumns,
  options: { filter: ListingFilter; sort: ListingSort; offset: number; limit: number },
  now = Date.now(),
): ListingPage {
  const { filter, sort, offset, limit } = options;
  const { dimensions, select } = compileFilter(columns, filter, now);
  let order;
  if (sortsByRelevance(filter, sort)) {
    const { qIds, qScores } = filter;
    if (!qIds || !qScores) throw new Error('the relevance sort needs the text’s scores');
    order = columns.relevanceOrder(qIds, qScores);
  } else order = columns.order(sort);
  // A product's rows come together, its variants by position: its first kept one shows.
  const { rows, count } = select(dimensions, true);
  if (!rows) {
    // Every row, one a product (nothing filters the tiles): the page is the order's.
    const page = order.rows.subarray(offset, Math.min(offset + limit, count));
    return { variantIds: Array.from(page, (row) => columns.variantId[row]!), total: count };
  }
  const chosen = rows.subarray(0, count);
  return { variantIds: pageOf(columns, order, chosen, offset, offset + limit), total: count };
}

/** The variants of the chosen rows from `offset` to `end` in the order. */
function pageOf(
  columns: ListingColumns,
  order: ReturnType<ListingColumns['order']>,
  chosen: Int32Array,
  offset: number,
  end: number,
): number[] {
  const total = chosen.length;
  const last = Math.min(end, total);
  if (offset >= last) return [];
  const variant = (row: number) => columns.variantId[row]!;
  // Sorting the chosen rows' places costs about total·log(total); walking the order until the
  // page is found, about the page's end times the order's length over the chosen rows.
  if (total * Math.log2(total + 1) <= (last * order.rows.length) / total) {
    const places = Int32Array.from(chosen, (row) => order.rank[row]!).sort();
    return Array.from(places.subarray(offset, last), (place) => variant(order.rows[place]!));
  }
  const stamp = columns.nextStamp();
  for (let at = 0; at < total; at++) columns.rowMark[chosen[at]!] = stamp;
  const page: number[] = [];
  let found = 0;
  for (let place = 0; place < order.rows.length && found < last; place++) {
    const row = order.rows[place]!;
    if (columns.rowMark[row] !== stamp) continue;
    if (found >= offset) page.push(variant(row));
    found += 1;
  }
  return page;
}

/**
 * One page of a listing in `country` at the catalogue `version`, from the rows `countryRows` keeps.
 */
export async function listingPage(
  countryRows: CountryRows,
  version: string,
  country: CountryCode,
  options: Parameters<typeof findListing>[1],
): Promise<ListingPage> {
  return findListing(await countryRows.rows(version, country, sourceOf(options.filter)), options);
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
