// The catalogue: brands, categories, products and their variants as sold in each country, listing,
// facets, search and product images. Other modules enter it only through this file.

/** Routes of the catalogue and search. */
export { catalogueRoutes } from './routes.js';

/** Product tiles of variants, as listings show them. */
export { loadTiles } from './listing.js';

/** Variants as sold in one country (price, stock, limits), and as a line of a list or bag. */
export {
  isAvailable,
  lineVariant,
  loadVariants,
  loadVariantsBySku,
  unitPrice,
  type CountryVariant,
} from './country-variants.js';

/** Show-more paging of a list: the page asked for, and the `meta` of the answer. */
export { pageMeta, pageWindow } from './paging.js';

/** The seeded brands' names by slug, which the seeded content names. */
export { seededBrandNames } from './seed/brands.js';

/** The catalogue's parts of the shipped migrations, for the list in `db/migrations.ts`. */
export * as catalogueMigrations from './migrations.js';

/** The catalogue's seed steps, for the list in `seed/seed.ts`. */
export * as catalogueSeed from './seed/steps.js';
