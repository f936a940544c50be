import {
  brandsList,
  categoriesList,
  componentsSearchInputDropdownList,
  featuredProductsCreate,
  productsFiltersList,
  productsGet,
  searchList,
  searchPopularQueriesList,
  variantsList,
  type CountryCode,
  type LanguageCode,
  type ListingSort,
  type VariantListItem,
} from '@beauty/commerce-sdk/contract';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { ApiError } from '../http/errors.js';
import { readCatalogueVersion } from '../http/shared-answers.js';
import type { Database, Queryable } from '../db/database.js';
import { mount } from '../http/route.js';
import { CountryRows } from './country-rows.js';
import { CatalogueFacets } from './facets.js';
import {
  listingPage,
  loadTiles,
  searchMatch,
  searchScores,
  searchTerm,
  textMatches,
  type ListingFilter,
  type SearchMode,
} from './listing.js';
import { pageMeta, pageWindow } from './paging.js';
import { productPage, readProduct, type ProductRow } from './product.js';
import { bannerImage, brandLogo, productImage } from './images.js';
import { SqlParams } from '../db/sql-params.js';
import { KeptUnderVersion } from './kept.js';

interface CategoryRow {
  id: number;
  slug: string;
  level: 1 | 2 | 3;
  parent_id: number | null;
  name: Record<LanguageCode, string>;
  path: string;
}

const categoryTreeSql = `
  WITH RECURSIVE tree AS (
    SELECT id, slug, level, parent_id, name, slug::text AS path, lpad(position::text, 4, '0') AS sort_key
    FROM categories WHERE parent_id IS NULL
    UNION ALL
    SELECT c.id, c.slug, c.level, c.parent_id, c.name, tree.path || '/' || c.slug,
           tree.sort_key || lpad(c.position::text, 4, '0')
    FROM categories c JOIN tree ON c.parent_id = tree.id
  )`;

/**
 * Brands and categories whose names match the text as the products do (contain it, or a word like
 * it when no product contains it), for search and its dropdown.
 */
async function namedBy(
  db: Queryable,
  q: string,
  mode: SearchMode,
  country: CountryCode,
  language: LanguageCode,
  limit: number,
) {
  const params = new SqlParams();
  const term = searchTerm(params, q);
  const brands = await db.query<{ id: number; slug: string; name: string }>(
    `SELECT id, slug, name FROM brands
     WHERE ${params.add(country)} = ANY(countries) AND ${textMatches(term, 'lower(unaccent(name))', mode)}
     ORDER BY lower(unaccent(name)) LIKE ${term} || '%' DESC, name LIMIT ${params.add(limit)}`,
    params.values,
  );
  const categoryParams = new SqlParams();
  const categoryTerm = searchTerm(categoryParams, q);
  const categories = await db.query<CategoryRow>(
    `${categoryTreeSql}
     SELECT id, slug, level, parent_id, name, path FROM tree
     WHERE EXISTS (SELECT 1 FROM jsonb_each_text(name) n WHERE ${textMatches(categoryTerm, 'lower(unaccent(n.value))', mode)})
     ORDER BY level DESC, path LIMIT ${categoryParams.add(limit)}`,
    categoryParams.values,
  );
  return {
    brands,
    categories: categories.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name[language],
      path: row.path,
    })),
  };
}

/** Tiles kept at most: a tile per variant and country, about a kilobyte each. */
const MAX_KEPT_TILES = 50_000;
/** Product page reads kept at most, by country and slug (a few kilobytes each, misses included). */
const MAX_KEPT_PRODUCTS = 10_000;
/** Search texts whose matching and named brands and categories are kept at most. */
const MAX_KEPT_TEXTS = 10_000;

/**
 * Catalogue and search routes: brands, categories, listing, facets, product page, search. `shared`
 * answers their anonymous GETs with validators and from the process's cache (`sharedAnswers`).
 */
export function catalogueRoutes(db: Database, shared: MiddlewareHandler) {
  const app = new Hono();
  const keptTiles = new KeptUnderVersion<VariantListItem>(MAX_KEPT_TILES);
  const keptProducts = new KeptUnderVersion<Promise<ProductRow | undefined>>(MAX_KEPT_PRODUCTS);
  const keptMatches = new KeptUnderVersion<Promise<Pick<ListingFilter, 'qMatch' | 'qIds'>>>(
    MAX_KEPT_TEXTS,
  );
  const keptScores = new KeptUnderVersion<Promise<number[]>>(MAX_KEPT_TEXTS);
  const keptNames = new KeptUnderVersion<ReturnType<typeof namedBy>>(MAX_KEPT_TEXTS);
  const keptTree = new KeptUnderVersion<Promise<CategoryRow[]>>(1);
  const countryRows = new CountryRows(db);
  const facets = new CatalogueFacets(db, countryRows);

  /**
   * The catalogue version a request reads at: the one its shared answer read, else (a member's)
   * read now. Listings and facets are the catalogue's, whoever asks.
   */
  const versionOf = async (c: Context) =>
    c.get('catalogueVersion') ?? (await readCatalogueVersion(db));

  /** One page of a listing at the request's version. */
  const listingOf = async (
    c: Context,
    country: CountryCode,
    options: Parameters<typeof listingPage>[3],
  ) => listingPage(countryRows, await versionOf(c), country, options);

  /**
   * The filter with the way its text query matches decided (substring, else similarity), the
   * products it matches and, for the relevance sort, their scores.
   */
  const withSearchMode = async <F extends ListingFilter>(
    c: Context,
    filter: F,
    sort?: ListingSort,
  ): Promise<F & Pick<ListingFilter, 'qMatch' | 'qIds' | 'qScores'>> => {
    const { q } = filter;
    if (!q) return filter;
    const version = c.get('catalogueVersion');
    const match = await keptMatches.reading(version, q, () => searchMatch(db, q));
    if (sort !== 'relevance' || !match.qIds) return { ...filter, ...match };
    const ids = match.qIds;
    const qScores = await keptScores.reading(version, q, () => searchScores(db, q, ids));
    return { ...filter, ...match, qScores };
  };

  /** The tiles of the variants, in order: those kept under the request's version looked up. */
  const tiles = async (c: Context, variantIds: number[], country: CountryCode) => {
    const version = c.get('catalogueVersion');
    if (version === undefined) return loadTiles(db, variantIds, country);
    // Looked up before the missing are read: a newer version read meanwhile drops what is kept.
    const found = new Map(
      variantIds.flatMap((id) => {
        const tile = keptTiles.get(version, `${country}|${id}`);
        return tile ? [[id, tile] as const] : [];
      }),
    );
    const missing = variantIds.filter((id) => !found.has(id));
    for (const tile of missing.length ? await loadTiles(db, missing, country) : []) {
      found.set(tile.id, tile);
      keptTiles.set(version, `${country}|${tile.id}`, tile);
    }
    return variantIds.flatMap((id) => found.get(id) ?? []);
  };

  /** The brands and categories a search text names. */
  const named = (
    c: Context,
    q: string,
    mode: SearchMode,
    country: CountryCode,
    language: LanguageCode,
    limit: number,
  ) =>
    keptNames.reading(
      c.get('catalogueVersion'),
      JSON.stringify([q, mode, country, language, limit]),
      () => namedBy(db, q, mode, country, language, limit),
    );

  mount(
    app,
    brandsList,
    async ({ country }) => {
      const rows = await db.query<{
        id: number;
        slug: string;
        name: string;
        description: string | null;
        is_own_brand: boolean;
      }>(
        `SELECT id, slug, name, description, is_own_brand FROM brands WHERE $1 = ANY(countries) ORDER BY lower(name), id`,
        [country],
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          description: row.description,
          isOwnBrand: row.is_own_brand,
          logo: {
            url: `/api/web/v1/images/brands/${row.slug}.svg`,
            alt: row.name,
            width: 240,
            height: 120,
          },
        })),
        meta: { total: rows.length },
      };
    },
    shared,
  );

  mount(
    app,
    categoriesList,
    async ({ c, language }) => {
      // The tree is every language's: read once per version, named per request.
      const rows = await keptTree.reading(await versionOf(c), 'tree', () =>
        db.query<CategoryRow>(`${categoryTreeSql} SELECT * FROM tree ORDER BY sort_key`),
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name[language],
          level: row.level,
          parentId: row.parent_id,
          path: row.path,
        })),
        meta: { total: rows.length },
      };
    },
    shared,
  );

  mount(
    app,
    variantsList,
    async ({ c, query, country }) => {
      const window = pageWindow(query);
      const { variantIds, total } = await listingOf(c, country, {
        filter: await withSearchMode(c, query, query.sort),
        sort: query.sort,
        offset: window.offset,
        limit: window.perPage,
      });
      return { data: await tiles(c, variantIds, country), meta: pageMeta(total, window) };
    },
    shared,
  );

  mount(
    app,
    productsFiltersList,
    async ({ c, query, country, language }) => {
      const { facets: data, total } = await facets.find(
        await versionOf(c),
        country,
        language,
        await withSearchMode(c, query),
      );
      return { data, meta: { total } };
    },
    shared,
  );

  mount(
    app,
    productsGet,
    async ({ c, params, country, language }) => {
      const slug = params.slug ?? '';
      const product = await keptProducts.reading(
        c.get('catalogueVersion'),
        `${country}|${slug}`,
        () => readProduct(db, slug, country),
      );
      return { data: productPage(product, country, language) };
    },
    shared,
  );

  // A read, despite the POST: answered from the shared answers like the listing.
  mount(
    app,
    featuredProductsCreate,
    async ({ c, body, country }) => {
      const { variantIds } = await listingOf(c, country, {
        filter: {
          productIds: body.productIds,
          brands: body.brand ? [body.brand] : undefined,
          categories: body.category ? [body.category] : undefined,
          inStock: true,
        },
        sort: 'bestselling',
        offset: 0,
        limit: body.limit,
      });
      const data = await tiles(c, variantIds, country);
      return { data, meta: { total: data.length } };
    },
    shared,
  );

  mount(
    app,
    searchList,
    async ({ c, query, country, language }) => {
      const window = pageWindow(query);
      const filter = await withSearchMode(c, query, query.sort);
      const { variantIds, total } = await listingOf(c, country, {
        filter,
        sort: query.sort,
        offset: window.offset,
        limit: window.perPage,
      });
      const names = await named(c, query.q, filter.qMatch ?? 'substring', country, language, 10);
      return {
        data: { products: await tiles(c, variantIds, country), ...names },
        meta: { ...pageMeta(total, window), query: query.q },
      };
    },
    shared,
  );

  mount(
    app,
    searchPopularQueriesList,
    async ({ country }) => {
      const rows = await db.query<{ query: string; position: number }>(
        'SELECT query, position FROM popular_queries WHERE country = $1 ORDER BY position',
        [country],
      );
      return {
        data: rows.map((row) => ({ query: row.query, rank: row.position + 1 })),
        meta: { total: rows.length },
      };
    },
    shared,
  );

  mount(
    app,
    componentsSearchInputDropdownList,
    async ({ c, query, country, language }) => {
      const filter = await withSearchMode(c, { q: query.q }, 'relevance');
      const { variantIds } = await listingOf(c, country, {
        filter,
        sort: 'relevance',
        offset: 0,
        limit: query.limit,
      });
      const names = await named(
        c,
        query.q,
        filter.qMatch ?? 'substring',
        country,
        language,
        query.limit,
      );
      const queries = await db.query<{ query: string }>(
        `SELECT query FROM popular_queries WHERE country = $1 AND lower(query) LIKE lower($2) || '%' ORDER BY position LIMIT $3`,
        [country, query.q, query.limit],
      );
      return {
        data: {
          products: await tiles(c, variantIds, country),
          ...names,
          queries: queries.map((row) => row.query),
        },
      };
    },
    shared,
  );

  app.get('/images/products/:file{[a-z0-9-]+\\.svg}', async (c) => {
    const slug = c.req.param('file').replace(/\.svg$/, '');
    const variantId = Number(c.req.query('variant'));
    const [row] = await db.query<{ name: string; brand: string; color: string }>(
      `SELECT p.name, b.name AS brand, coalesce(v.color, first.color) AS color
       FROM products p JOIN brands b ON b.id = p.brand_id
       JOIN LATERAL (SELECT color FROM variants WHERE product_id = p.id ORDER BY position LIMIT 1) first ON true
       LEFT JOIN variants v ON v.product_id = p.id AND v.id = $2
       WHERE p.slug = $1`,
      [slug, Number.isInteger(variantId) ? variantId : null],
    );
    if (!row) throw new ApiError(404, 'Resource not found!');
    return svg(c, productImage(row.brand, row.name, row.color));
  });

  app.get('/images/brands/:file{[a-z0-9-]+\\.svg}', async (c) => {
    const slug = c.req.param('file').replace(/\.svg$/, '');
    const [brand] = await db.query<{ name: string }>('SELECT name FROM brands WHERE slug = $1', [
      slug,
    ]);
    if (!brand) throw new ApiError(404, 'Resource not found!');
    return svg(c, brandLogo(brand.name));
  });

  app.get('/images/banners/:file{[a-z0-9-]+\\.svg}', (c) =>
    svg(c, bannerImage(c.req.param('file').replace(/\.svg$/, ''))),
  );

  return app;
}

/** An SVG answer, cached for a day. */
const svg = (c: Context, body: string) =>
  c.body(body, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
