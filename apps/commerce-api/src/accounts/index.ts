// Accounts: sign-in and sessions, registration, profile, the Beauty Pass account, password reset
// and sandbox users, on top of auth. Other modules enter it only through this file.

/** Routes of the accounts. */
export { accountRoutes } from './routes.js';

/** The accounts' parts of the shipped migrations, for the list in `db/migrations.ts`. */
export * as accountsMigrations from './migrations.js';

/** The accounts' seed steps, for the list in `seed/seed.ts`. */
export * as accountsSeed from './seed/steps.js';
