/**
 * `@beauty/commerce-api`: our reference implementation of the upstream `/api/web/v1` contract,
 * on embedded PGlite or on PostgreSQL.
 *
 * @packageDocumentation
 */
export {
  createCommerceApi,
  commerceSweeps,
  MAX_BODY_BYTES,
  type CommerceApi,
  type CommerceApiOptions,
} from './app.js';
export { AccessTokens, resolveSigningSecret, type AccessTokenClaims } from './auth/index.js';
export {
  ConfigurationError,
  readCommerceConfig,
  signingSecretSource,
  MIN_SIGNING_SECRET_LENGTH,
  SIGNING_SECRET_VARIABLE,
  type CommerceConfig,
  type SigningSecretSource,
} from './config.js';
export {
  openDatabase,
  type Database,
  type OpenDatabaseOptions,
  type Queryable,
} from './db/database.js';
export { migrate } from './db/migrate.js';
export { migrations } from './db/migrations.js';
export { seed, seedSteps } from './seed/seed.js';
export { prepareDatabase } from './prepare.js';
export { defaultDataDir } from './data-dir.js';
export {
  openCommerceApi,
  selfCheck,
  type OpenCommerceApi,
  type OpenCommerceApiOptions,
} from './start.js';
export {
  openFlagsServiceStandIn,
  checkFlagsConfiguration,
  FlagsConfigurationError,
  DEFAULT_FLAGS_CONFIGURATION_FILE,
  type FlagsServiceStandIn,
  type FlagsServiceStandInOptions,
  type ReceivedTrackingLine,
} from './experiments/index.js';
export {
  oidcStandInRoutes,
  OIDC_STANDIN_CLIENT_ID,
  OIDC_STANDIN_PATH,
} from './oidc-standin/index.js';
export {
  readCatalogueVersion,
  SHARED_MAX_AGE_SECONDS,
  type InProcessBindings,
} from './http/shared-answers.js';
export { HTTP_SERVER_OPTIONS } from './http-server.js';
export { limitBody } from './http/body-limit.js';
export { scheduleSweeps, type Sweep, type ScheduleOptions } from './schedule.js';
