import { LISTING_SORTS, type CountryCode, type ListingSort } from '@beauty/commerce-sdk/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';
import { readCatalogueVersion } from '../http/shared-answers.js';
import { CountryRows } from './country-rows.js';
import { CatalogueFacets } from './facets.js';
import {
  listingPage,
  searchMatch,
  searchScores,
  SIMILAR_WORD_THRESHOLD,
  type FilterDimension,
  type ListingFilter,
} from './listing.js';
import { BESTSELLER_POPULARITY, NEW_FOR_DAYS } from './variant.js';

// The oracle: the listing and facets as they were computed before the listing rows and tiles,
// straight from the catalogue's tables (every offered variant joined to its product, brand and
// category path, one query per facet, word similarity scored on every product's text). The
// precomputed path must answer exactly what this answers: the same tiles in the same order, the
// same totals and the same facet counts.

function offeredVariants(country: CountryCode, params: SqlParams) {
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

/** The products a search term matches, with their word similarity scores. */
interface Matches {
  ids: number[];
  scores: number[];
}

/**
 * By substring when any product's text contains the term, else by word similarity. Computed once
 * per query, so the planner never scores every product's text once per offered variant.
 */
async function oracleMatches(db: Queryable, q: string): Promise<Matches> {
  const matching = (matches: string) =>
    db.query<{ id: number; score: number }>(
      `WITH query AS MATERIALIZED (SELECT lower(unaccent($1)) AS term)
       SELECT id, word_similarity(query.term, search_text)::float AS score
       FROM products, query WHERE ${matches}`,
      [q],
    );
  let rows = await matching(`search_text LIKE '%' || query.term || '%'`);
  if (rows.length === 0)
    rows = await matching(`word_similarity(query.term, search_text) >= ${SIMILAR_WORD_THRESHOLD}`);
  return { ids: rows.map((row) => row.id), scores: rows.map((row) => row.score) };
}

function oracleConditions(
  filter: ListingFilter,
  matches: Matches | undefined,
  params: SqlParams,
  except?: FilterDimension,
) {
  const conditions: string[] = [];
  if (matches) conditions.push(`product_id = ANY(${params.add(matches.ids)}::int[])`);
  if (filter.productIds?.length)
    conditions.push(`product_id = ANY(${params.add(filter.productIds)}::int[])`);
  if (except !== 'brands' && filter.brands?.length)
    conditions.push(`brand_slug = ANY(${params.add(filter.brands)}::text[])`);
  if (except !== 'categories' && filter.categories?.length) {
    const slugs = params.add(filter.categories.map((c) => c.split('/').filter(Boolean).pop()));
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
    const badges = filter.badges.map((badge) => {
      if (badge === 'sale') return 'sale_price IS NOT NULL';
      if (badge === 'new') return `created_at > now() - interval '${NEW_FOR_DAYS} days'`;
      if (badge === 'bestseller') return `popularity >= ${BESTSELLER_POPULARITY}`;
      return `${params.add(badge)} = ANY(badges)`;
    });
    conditions.push(`(${badges.join(' OR ')})`);
  }
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

const oracleOrder: Record<ListingSort, (q: boolean) => string> = {
  newest: () => 'created_at DESC, product_id',
  price_asc: () => 'effective_price ASC, product_id',
  price_desc: () => 'effective_price DESC, product_id',
  rating: () => 'rating DESC, review_count DESC, product_id',
  bestselling: () => 'popularity DESC, product_id',
  relevance: (q) => (q ? 'score DESC, popularity DESC, product_id' : 'popularity DESC, product_id'),
};

async function oracleListing(db: Queryable, query: Query, matches: Matches | undefined) {
  const { country, filter, sort, offset, limit } = query;
  /** The matching tiles, as a `WITH` for a statement of its own parameters. */
  const tiles = (params: SqlParams) => `
    WITH matching AS (SELECT * FROM (${offeredVariants(country, params)}) offered
                      ${oracleConditions(filter, matches, params)}),
         tiles AS (SELECT DISTINCT ON (product_id) * FROM matching ORDER BY product_id, position)`;
  const params = new SqlParams();
  const withTiles = tiles(params);
  const scores = matches
    ? `LEFT JOIN unnest(${params.add(matches.ids)}::int[], ${params.add(matches.scores)}::float[]) AS scored(id, score) ON scored.id = tiles.product_id`
    : '';
  const page = await db.query<{ variant_id: number }>(
    `${withTiles} SELECT variant_id FROM tiles ${scores}
     ORDER BY ${oracleOrder[sort](Boolean(filter.q))}
     LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  // Counted apart from the page: a page past the last still tells how many match.
  const countParams = new SqlParams();
  const [{ total }] = (await db.query<{ total: number }>(
    `${tiles(countParams)} SELECT count(*)::int AS total FROM tiles`,
    countParams.values,
  )) as [{ total: number }];
  return { variantIds: page.map((row) => row.variant_id), total };
}

/** Every facet count of the old path, one query per dimension, as plain numbers by key. */
async function oracleFacets(
  db: Queryable,
  country: CountryCode,
  filter: ListingFilter,
  matches: Matches | undefined,
) {
  const count = async (except: FilterDimension | undefined, select: string, group = '') => {
    const params = new SqlParams();
    const sql = `SELECT * FROM (${offeredVariants(country, params)}) offered ${oracleConditions(filter, matches, params, except)}`;
    return db.query<Record<string, unknown>>(
      `SELECT ${select} FROM (${sql}) m ${group}`,
      params.values,
    );
  };
  const distinct = (condition: string) =>
    `count(DISTINCT product_id) FILTER (WHERE ${condition})::int`;
  const counts: Record<string, unknown> = {};
  for (const row of await count(
    'brands',
    `brand_slug AS value, count(DISTINCT product_id)::int AS count`,
    'GROUP BY brand_slug',
  ))
    counts[`brands:${String(row.value)}`] = row.count;
  for (const row of await count(
    'categories',
    `category_slug AS value, count(DISTINCT product_id)::int AS count`,
    'GROUP BY category_slug',
  ))
    counts[`categories:${String(row.value)}`] = row.count;
  const [price] = await count(
    'price',
    'min(effective_price)::float AS min, max(effective_price)::float AS max',
  );
  counts['price:min'] = price!.min ?? 0;
  counts['price:max'] = price!.max ?? 0;
  const [ratings] = await count(
    'ratingMin',
    [4, 3, 2, 1].map((stars) => `${distinct(`rating >= ${stars}`)} AS "${stars}"`).join(', '),
  );
  for (const stars of [4, 3, 2, 1]) counts[`ratingMin:${stars}`] = ratings![stars];
  const [badges] = await count(
    'badges',
    [
      `${distinct(`created_at > now() - interval '${NEW_FOR_DAYS} days'`)} AS new`,
      `${distinct(`popularity >= ${BESTSELLER_POPULARITY}`)} AS bestseller`,
      `${distinct('sale_price IS NOT NULL')} AS sale`,
      ...['exclusive', 'limited_edition', 'online_only', 'vegan', 'clean'].map(
        (name) => `${distinct(`'${name}' = ANY(badges)`)} AS ${name}`,
      ),
    ].join(', '),
  );
  for (const [name, value] of Object.entries(badges!))
    if (value !== 0 || filter.badges?.includes(name)) counts[`badges:${name}`] = value;
  counts.inStock = (await count('inStock', `${distinct('stock > 0')} AS count`))[0]!.count;
  counts.onSale = (
    await count('onSale', `${distinct('sale_price IS NOT NULL')} AS count`)
  )[0]!.count;
  counts.total = (await count(undefined, 'count(DISTINCT product_id)::int AS count'))[0]!.count;
  return counts;
}

/** The listing and facets as the routes find them: from the rows kept under the version. */
interface Found {
  countryRows: CountryRows;
  facets: CatalogueFacets;
}

const found = (db: Database): Found => {
  const countryRows = new CountryRows(db);
  return { countryRows, facets: new CatalogueFacets(db, countryRows) };
};

/**
 * The new path's facets in the oracle's shape, for a filter whose search is already matched: at
 * the catalogue's current version, from the rows kept under it.
 */
async function facetCounts(
  db: Database,
  { facets: facetsOf }: Found,
  country: CountryCode,
  resolved: ListingFilter,
) {
  const version = await readCatalogueVersion(db);
  const { facets, total } = await facetsOf.find(version, country, 'en', resolved);
  const counts: Record<string, unknown> = { total };
  for (const facet of facets) {
    if (facet.kind === 'range') {
      counts['price:min'] = facet.min;
      counts['price:max'] = facet.max;
    } else if (facet.kind === 'toggle') counts[facet.key] = facet.count;
    else for (const option of facet.options) counts[`${facet.key}:${option.value}`] = option.count;
  }
  return counts;
}

interface Query {
  country: CountryCode;
  filter: ListingFilter;
  sort: ListingSort;
  offset: number;
  limit: number;
}

const queries = fc.record(
  {
    country: fc.constantFrom<CountryCode>('sg', 'th', 'id', 'au', 'hk'),
    filter: fc.record(
      {
        q: fc.constantFrom('cream', 'serum', 'mascra', 'serun', 'กันแดด', 'dior', 'qzxjvw', ''),
        brands: fc.subarray(
          ['dior', 'nars', 'nars-cosmetics', 'laneige', 'the-ordinary', 'dyson'],
          {
            minLength: 1,
          },
        ),
        categories: fc.subarray(
          ['makeup', 'makeup/face', 'foundation', 'skincare', 'serum', 'face-serum', 'hair'],
          {
            minLength: 1,
          },
        ),
        priceMin: fc.constantFrom(0, 20, 45, 100, 2_000),
        priceMax: fc.constantFrom(30, 60, 150, 5_000),
        ratingMin: fc.integer({ min: 1, max: 5 }),
        badges: fc.subarray(['sale', 'new', 'bestseller', 'exclusive', 'vegan', 'clean'], {
          minLength: 1,
        }),
        inStock: fc.constant(true),
        onSale: fc.constant(true),
      },
      { requiredKeys: [] },
    ),
    sort: fc.constantFrom(...LISTING_SORTS),
    offset: fc.constantFrom(0, 0, 24, 72),
    limit: fc.constantFrom(24, 50),
  },
  { requiredKeys: ['country', 'filter', 'sort', 'offset', 'limit'] },
);

/**
 * Searches with at most one filter, so enough products match for the relevance order (which only
 * a misspelt term's similarity scores tell apart) and the later pages to be compared.
 */
const searches = fc.record({
  country: fc.constantFrom<CountryCode>('sg', 'th', 'id', 'au', 'hk'),
  filter: fc.oneof(
    fc.record({ q: fc.constantFrom('mascra', 'serun', 'moisturiser', 'lipstik', 'cream') }),
    fc.record({
      q: fc.constantFrom('mascra', 'serun', 'cream'),
      inStock: fc.constant(true),
    }),
  ),
  sort: fc.constantFrom<ListingSort>('relevance', 'relevance', ...LISTING_SORTS),
  offset: fc.constantFrom(0, 0, 24),
  limit: fc.constantFrom(24, 50),
});

/** The same combinations on every run and engine, so a failure can be replayed. */
const SEED = 20261126;

/**
 * Each dimension alone, so a facet of that dimension is counted with no filter under it (the
 * counts kept for all of a country's rows), and with a text, so it is not.
 */
const singleDimensions: Query[] = (
  [
    { brands: ['dior'] },
    { categories: ['skincare'] },
    { priceMax: 60 },
    { ratingMin: 4 },
    { badges: ['new'] },
    { badges: ['sale', 'vegan'] },
    { inStock: true },
    { onSale: true },
  ] satisfies ListingFilter[]
).flatMap((filter) =>
  [filter, { ...filter, q: 'cream' }].map((withText) => ({
    country: 'sg' as const,
    filter: withText,
    sort: 'newest' as const,
    offset: 0,
    limit: 24,
  })),
);

/**
 * A price or rating range alone, or no test at all, over each source a listing reads (every row, a
 * category's, a brand's, a text's products): a listing decides those product by product, by each
 * product's least and greatest value, and tests only the rows of a product partly in the range.
 */
const rangesAlone: Query[] = (
  [
    {},
    { categories: ['makeup'] },
    { priceMax: 60 },
    { priceMin: 20, priceMax: 45 },
    { priceMin: 100 },
    { categories: ['makeup'], priceMax: 60 },
    { categories: ['skincare'], priceMin: 20, priceMax: 45 },
    { brands: ['dior'], ratingMin: 4 },
    { q: 'cream', priceMin: 20, priceMax: 150 },
  ] satisfies ListingFilter[]
).flatMap((filter) =>
  (['price_asc', 'price_desc', 'newest'] as const).flatMap((sort) =>
    [0, 24].map((offset) => ({ country: 'sg' as const, filter, sort, offset, limit: 24 })),
  ),
);

async function expectSameAnswers(db: Database, runs: number, seed: number, paths = found(db)) {
  const anyQuery = fc.oneof({ weight: 3, arbitrary: queries }, { weight: 1, arbitrary: searches });
  await expectSameFor(db, fc.sample(anyQuery, { numRuns: runs, seed }), paths);
}

async function expectSameFor(db: Database, sample: Query[], paths = found(db)) {
  for (const query of sample) {
    const { filter } = query;
    const match = filter.q ? await searchMatch(db, filter.q) : {};
    // The relevance sort reads the scores the routes keep with the matches.
    const qScores =
      filter.q && match.qIds && query.sort === 'relevance'
        ? await searchScores(db, filter.q, match.qIds)
        : undefined;
    const resolved = { ...filter, ...match, ...(qScores && { qScores }) };
    const matches = filter.q ? await oracleMatches(db, filter.q) : undefined;
    const actual = await listingPage(
      paths.countryRows,
      await readCatalogueVersion(db),
      query.country,
      { ...query, filter: resolved },
    );
    expect(actual, JSON.stringify(query)).toEqual(await oracleListing(db, query, matches));
    expect(await facetCounts(db, paths, query.country, resolved), JSON.stringify(query)).toEqual(
      await oracleFacets(db, query.country, filter, matches),
    );
  }
}

describe.each(engines)('listing rows and tiles on %s', (engine) => {
  const shop = useTestApi(engine);

  it('list and count exactly what the catalogue tables give, for many filters, sorts and pages', async () => {
    await expectSameAnswers(shop.db, 80, SEED);
  }, 300_000);

  it('count each dimension’s facet exactly with no other filter, and with a text', async () => {
    await expectSameFor(shop.db, singleDimensions);
  }, 120_000);

  it('list a range alone, or no test, exactly from every source, product by product', async () => {
    await expectSameFor(shop.db, rangesAlone);
  }, 120_000);

  it('stay exact after writes to offers, variants, products, brands and categories', async () => {
    const { db } = shop;
    // Listings and facets found before the writes: the rows they keep must not outlive them.
    const paths = found(db);
    await expectSameAnswers(db, 5, SEED + 2, paths);
    // Stock runs out and comes back, prices and sales change, an offer ends, variants swap
    // places, a product is rated and renamed into another category, a brand changes its slug.
    await db.query(
      `UPDATE variant_offers SET stock = 0 WHERE country IN ('sg', 'th') AND variant_id % 7 = 0`,
    );
    await db.query(
      `UPDATE variant_offers SET sale_price = NULL WHERE country = 'sg' AND variant_id % 5 = 0`,
    );
    await db.query(
      `UPDATE variant_offers SET price = price * 3, sale_price = price
       WHERE country = 'au' AND variant_id % 11 = 0`,
    );
    await db.query(`DELETE FROM variant_offers WHERE country = 'hk' AND variant_id % 13 = 0`);
    await db.query(
      `INSERT INTO variant_offers (variant_id, country, price, sale_price, stock)
       SELECT variant_id, 'hk', price, sale_price, stock FROM variant_offers
       WHERE country = 'sg' AND variant_id % 26 = 0 ON CONFLICT DO NOTHING`,
    );
    await db.query(
      `UPDATE variants v SET position = CASE WHEN v.position = 0 THEN 1 ELSE 0 END
       WHERE v.product_id % 9 = 0 AND v.position < 2
         AND (SELECT count(*) FROM variants w WHERE w.product_id = v.product_id) >= 2`,
    );
    await db.query(
      `UPDATE products SET rating = 5.0, review_count = review_count + 1, popularity = 9500
       WHERE id % 17 = 0`,
    );
    await db.query(
      `UPDATE products SET category_id = (SELECT id FROM categories WHERE slug = 'serum'),
         badges = ARRAY['vegan'] WHERE id % 23 = 0`,
    );
    await db.query(`UPDATE brands SET slug = 'nars-cosmetics' WHERE slug = 'nars'`);
    await db.query(`UPDATE categories SET slug = 'face-serum' WHERE slug = 'serum'`);
    await expectSameAnswers(db, 50, SEED + 1, paths);
  }, 300_000);
});
