// The store finder. Other modules enter it only through this file.

/** Routes of the store finder. */
export { storeRoutes } from './routes.js';

/** The country's stores offering click and collect (the checkout's store picker). */
export { loadCollectionStores } from './collection.js';

/** The stores' part of the shipped migrations, for the list in `db/migrations.ts`. */
export * as storesMigrations from './migrations.js';

/** The stores' seed steps, for the list in `seed/seed.ts`. */
export * as storesSeed from './seed/steps.js';
