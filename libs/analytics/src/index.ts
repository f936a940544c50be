/**
 * `@beauty/analytics`: the tag-manager data layer with consent gating, page views with the
 * shopper's hashed user data and the site data, device flags, the fraud-prevention token and an
 * error reporter speaking the standard notifier protocol. Framework-agnostic; the React binding is
 * `@beauty/analytics/react`.
 *
 * @packageDocumentation
 */
export { AnalyticsConfigError, validateContainerId } from './tagManager/container.js';
export { createDataLayer, type DataLayer, type DataLayerEvent } from './tagManager/dataLayer.js';
export {
  loadTagManager,
  TAG_MANAGER_ORIGIN,
  type TagManagerOptions,
} from './tagManager/loadTagManager.js';
export {
  isPageViewEnabled,
  pageViewEvent,
  PAGE_VIEW_DISABLED_PATHS,
  PAGE_VIEW_EVENT,
  type PageViewEvent,
  type PageViewRouteMeta,
} from './tagManager/pageView.js';
export {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  ECOMMERCE_CLEAR_EVENT,
  ECOMMERCE_EVENTS,
  purchaseEvent,
  trackEcommerce,
  viewCartEvent,
  type EcommerceData,
  type EcommerceEvent,
  type EcommerceEventName,
  type EcommerceInput,
  type EcommerceItem,
  type EcommerceLine,
  type PurchaseInput,
} from './tagManager/ecommerce.js';
export {
  createAnalytics,
  type Analytics,
  type AnalyticsOptions,
  type PageViewInput,
} from './tagManager/analytics.js';
export {
  createConsentGate,
  DEFAULT_MAX_QUEUED_EVENTS,
  EVENTS_ALLOWED_BEFORE_CONSENT,
  type ConsentGate,
  type ConsentGateOptions,
  type ConsentStatus,
  type PushOutcome,
} from './consent/consent.js';
export {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  consentCookie,
  readConsentCookie,
} from './consent/consentCookie.js';
export { md5Hex, normalizeForHash, sha256Hex } from './user/hash.js';
export {
  ageFrom,
  buildUserData,
  type AnalyticsShopper,
  type AnalyticsUserData,
} from './user/userData.js';
export {
  buildSiteData,
  signInStatus,
  type AnalyticsSiteData,
  type SignInStatus,
  type SiteDataInput,
  type SiteLayout,
} from './user/siteData.js';
export {
  DEVICE_RESIZE_DEBOUNCE_MS,
  getDeviceFlags,
  readDeviceFlags,
  watchDeviceFlags,
  type DeviceBrowser,
  type DeviceFlags,
  type DeviceHints,
  type DeviceWindow,
} from './device/deviceFlags.js';
export {
  FRAUD_PREVENTION_ORIGIN,
  FRAUD_TOKEN_COOKIE,
  FRAUD_TOKEN_EVENT,
  FRAUD_TOKEN_MAX_AGE_SECONDS,
  FraudPreventionError,
  isCheckoutPath,
  readFraudToken,
  startFraudPrevention,
  type FraudDocument,
  type FraudPrevention,
  type FraudPreventionOptions,
} from './fraud/fraudPrevention.js';
export {
  createErrorReporter,
  DEFAULT_ENDPOINTS,
  DEFAULT_NOTIFIER,
  fitPayload,
  QUIET_RELEASE_STAGES,
  type ErrorReporter,
  type ErrorReporterOptions,
  type NotifyOptions,
  type ReporterEndpoints,
} from './errors/reporter.js';
export {
  DEFAULT_MAX_BREADCRUMBS,
  DEFAULT_MAX_EVENTS,
  MAX_BREADCRUMBS_RANGE,
  MAX_CLICK_TEXT_LENGTH,
  MAX_EVENTS_RANGE,
  MAX_PAYLOAD_BYTES,
} from './errors/limits.js';
export type {
  Breadcrumb,
  BreadcrumbType,
  Notifier,
  NotifyPayload,
  ReportEvent,
  ReportUser,
  Severity,
  StackFrame,
} from './errors/payload.js';
export { watchPageErrors, type PageEvents } from './errors/watchPage.js';
