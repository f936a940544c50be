/**
 * `@beauty/commerce-api`: our reference implementation of the upstream `/api/web/v1` contract,
 * on embedded PGlite or on PostgreSQL.
 *
 * @packageDocumentation
 */
export { createCommerceApi, MAX_BODY_BYTES, type CommerceApiOptions } from './app.js';
export {
  openDatabase,
  type Database,
  type OpenDatabaseOptions,
  type Queryable,
} from './db/database.js';
export { migrate, migrations } from './db/migrations.js';
export { seed, seedSteps } from './seed/seed.js';
export { prepareDatabase } from './prepare.js';
export { defaultDataDir } from './data-dir.js';
