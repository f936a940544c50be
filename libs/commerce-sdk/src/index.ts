/**
 * `@beauty/commerce-sdk`: a framework-agnostic client for every upstream endpoint under
 * `/api/web/v1`. Runs in browsers, Node and edge runtimes.
 *
 * @example
 * ```ts
 * import { createCommerceClient } from '@beauty/commerce-sdk';
 * const client = createCommerceClient({ baseUrl: 'http://localhost:3000', country: 'sg', language: 'en' });
 * const { data: brands } = await client.brands.list();
 * ```
 *
 * Bundles that need only part of the API compose a transport with the domains they use:
 * `cartApi(createTransport(options)).cart.lineItems.create(...)`.
 *
 * @packageDocumentation
 */
export { createCommerceClient, type CommerceClient, type CommerceClientOptions } from './client.js';

// Domains, for bundles that keep only what they call.
export { accountApi } from './account/index.js';
export { authApi } from './auth/index.js';
export { bookingApi } from './booking/index.js';
export { buildsApi } from './builds/index.js';
export { cartApi } from './cart/index.js';
export { catalogueApi } from './catalogue/index.js';
export { checkoutApi } from './checkout/index.js';
export { contentApi } from './content/index.js';
export { memberApi } from './member/index.js';
export { ordersApi } from './orders/index.js';
export { paymentsApi } from './payments/index.js';
export { sandboxApi } from './sandbox/index.js';
export { searchApi } from './search/index.js';
export { storesApi } from './stores/index.js';

export {
  API_PREFIX,
  buildUrl,
  createTransport,
  defaultHeaders,
  type CallInit,
  type PreviewOptions,
  type Transport,
  type TransportOptions,
} from './transport/transport.js';
export {
  CommerceError,
  CommerceNetworkError,
  CommerceRequestError,
  CommerceResponseError,
  CommerceSessionExpiredError,
  hasServerMessage,
  isNotAuthorizedError,
  isOfferNotFoundError,
  isOwnershipMismatchError,
  isPromotionInvalidError,
  isUserNotFoundError,
  type CommerceErrorInit,
} from './transport/errors.js';
export {
  AUTH_COOKIE_ATTRIBUTES,
  SessionCookies,
  createMemoryCookieStore,
  createServerCookieStore,
  type CookieAttributes,
  type CookieStore,
  type ServerCookieStoreOptions,
} from './session/cookies.js';
export { createBrowserCookieStore, type CookieDocument } from './session/browser.js';
export { Session } from './session/session.js';
export {
  MAX_RETRIES,
  QUERY_GC_TIME,
  QUERY_STALE_TIME,
  RETRYABLE_STATUSES,
  commerceKeys,
  commerceQuery,
  commerceQueryPolicy,
  retryDelay,
  shouldRetry,
  type QueryScope,
} from './query/policy.js';
export type {
  Brand,
  BrandListResponse,
  Cart,
  CartLine,
  ContentEntry,
  CountryCode,
  LanguageCode,
  Layout,
  LayoutResponse,
  Order,
  OrderStatus,
  Product,
  SmartLinkExemptedPath,
  Variant,
} from './contract/index.js';
