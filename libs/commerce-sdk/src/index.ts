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
export type { AuthorizationCodeExchange } from './auth/codeExchange.js';
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
  type CommerceErrorCode,
  type CommerceErrorInit,
  type HttpErrorCode,
  type ServerMessageErrorCode,
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
// The contract's named types, for what a caller sends and reads. Imported from `types.gen.ts`
// rather than the contract's entry, so that importing the client never loads valibot's types.
export type {
  AccountResponse,
  AccountSummary,
  Address,
  BagResponse,
  BeautyPassOffer,
  Brand,
  BrandListResponse,
  Cart,
  CartLine,
  CartResponse,
  Category,
  CategoryListResponse,
  Checkout,
  CheckoutReplaceBody,
  CheckoutResponse,
  ContentEntry,
  CountryCode,
  CouponBody,
  CurrencyCode,
  ErrorObject,
  Image,
  ItemsCountResponse,
  LanguageCode,
  Layout,
  LayoutResponse,
  LineItemCreateBody,
  LineItemUpdateBody,
  Money,
  Offer,
  Order,
  OrderCreateBody,
  OrderCreateResponse,
  OrderListResponse,
  OrderQuery,
  OrderResponse,
  OrderStatus,
  PageMeta,
  Product,
  ProductResponse,
  SearchQuery,
  SearchResponse,
  SmartLinkExemptedPath,
  StoreLocation,
  StoreLocationListResponse,
  Tokens,
  Variant,
  VariantListItem,
  VariantListQuery,
  VariantListResponse,
  WishListResponse,
  WishListUpdateBody,
} from './contract/types.gen.js';
export type { OperationName } from './contract/endpoints.js';
