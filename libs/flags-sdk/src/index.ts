/**
 * `@beauty/flags-sdk`: an experimentation and feature-flag engine compatible with Kameleoon's.
 * Same configuration, same hashes, same variation for every visitor; synchronous evaluation.
 *
 * @packageDocumentation
 */
export {
  generateVisitorCode,
  validateVisitorCode,
  VisitorCodeEmptyError,
  VisitorCodeMaxLengthError,
  VISITOR_CODE_LENGTH,
  VISITOR_CODE_MAX_LENGTH,
} from './visitorCode.js';
export { FlagsError, isFlagsError, type FlagsErrorKind } from './errors.js';
export { FlagsClient, type GetVariationArgs } from './client/client.js';
export { SDK_VERSION, type FlagsClientOptions, type FlagsLogger } from './client/options.js';
export { parseCookies, VISITOR_CODE_COOKIE_MAX_AGE, type CookieJar } from './client/cookies.js';
export type { FeatureFlagSummary, VariationDetails, VariationResult } from './client/evaluator.js';
export type { ConfigurationRefresh } from './client/lifecycle.js';
export { ENGINE_TRACKING_CODE_PREFIX } from './client/engineTrackingCode.js';
export { CACHE_ITEM_LIFETIME_MS, CACHE_CLEANUP_INTERVAL_MS } from './cache/expiringCache.js';
export { maskSecret, SECRET_VISIBLE_LENGTH, SECRET_MASK_CHARACTER } from './secrets.js';
export type { DecisionSource } from './evaluation/evaluate.js';
export {
  SETTINGS_WARNINGS,
  MISSING_CREDENTIALS,
  DEFAULT_CONSENT_LIFETIME_SECONDS,
  type FlagsSettings,
  type ResolvedSettings,
} from './client/settings.js';
export { checkVisitAmount, type RemoteVisitorDataFilters } from './client/remoteData.js';
export {
  CONFIGURATION_UPDATE_EVENT,
  type EventSourceFactory,
  type EventSourceLike,
} from './client/refresh.js';
export { parseConfiguration, type Configuration } from './configuration/configuration.js';
export type {
  RawConfiguration,
  RawFeatureFlag,
  RawRule,
  RawSegment,
  RawCondition,
} from './configuration/types.js';
export type {
  VisitorDataInput,
  Visit,
  BrowserType,
  DeviceType,
  OperatingSystemType,
} from './data/types.js';
export type { Variable, VariableType } from './evaluation/variables.js';
export { hashDouble, ruleHash, variationHash, holdoutHash, meGroupHash } from './hashing/hash.js';
export type { SdkInfo } from './targeting/context.js';
export { MemoryStorage, STORAGE_KEYS, type KeyValueStorage } from './storage/storage.js';
export type { Timers } from './transport/http.js';
export { MAX_BODY_BYTES, TRACKING_FAILED, BODY_CAP_WARNING } from './tracking/tracker.js';
