// The member's lists: wish list, waitlist, notification preferences and newsletter subscriptions.
// Other modules enter it only through this file.

/** Routes of the member's lists. */
export { memberRoutes } from './routes.js';

/** The member lists' parts of the shipped migrations, for the list in `db/migrations.ts`. */
export * as memberMigrations from './migrations.js';
