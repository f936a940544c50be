// Experiments: a local stand-in for the experimentation service the shop's flags engine calls,
// served from `flags/configuration.json`. Not part of `/api/web/v1`: the shop mounts it apart,
// and only when no real service is configured. Other modules enter it only through this file.

/** Opens the stand-in: configuration, update stream, tracking and its sandbox read-back. */
export {
  openFlagsServiceStandIn,
  CONFIGURATION_UPDATE_EVENT,
  MAX_TRACKING_BODY_BYTES,
  MAX_TRACKING_KEPT_CHARACTERS,
  MAX_UPDATE_STREAMS,
  type FlagsServiceStandIn,
  type FlagsServiceStandInOptions,
  type ReceivedTrackingLine,
} from './standIn.js';

/** Reads and checks a configuration file as the stand-in serves it. */
export {
  checkFlagsConfiguration,
  readFlagsConfiguration,
  DEFAULT_FLAGS_CONFIGURATION_FILE,
  FlagsConfigurationError,
  type LoadedFlagsConfiguration,
} from './configuration.js';

/** The stand-in's parts of the shipped migrations, for the list in `db/migrations.ts`. */
export * as experimentsMigrations from './migrations.js';
