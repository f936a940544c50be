// Content: layouts, content entries and their previews, overlays and user segments. Other modules
// enter it only through this file.

/** Routes of the content. */
export { contentRoutes } from './routes.js';

/** The content's parts of the shipped migrations, for the list in `db/migrations.ts`. */
export * as contentMigrations from './migrations.js';

/** The content's seed steps, for the list in `seed/seed.ts`. */
export * as contentSeed from './seed/steps.js';
