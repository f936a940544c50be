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
 * @packageDocumentation
 */
export { createCommerceClient, type CommerceClient, type CommerceClientOptions } from './client.js';
export {
  CommerceError,
  CommerceNetworkError,
  CommerceResponseError,
  type CommerceErrorInit,
} from './transport/errors.js';
export {
  API_PREFIX,
  buildUrl,
  defaultHeaders,
  type TransportOptions,
} from './transport/transport.js';
export type {
  Brand,
  BrandListResponse,
  CountryCode,
  LanguageCode,
  Layout,
  LayoutResponse,
  SmartLinkExemptedPath,
} from './contract/index.js';
