/**
 * `@beauty/commerce-sdk/msw`: Mock Service Worker 2 handlers for every operation of the
 * `/api/web/v1` contract, with shop-like fixtures that pass the contract's own schemas. For tests
 * and demos; the main entry never imports msw.
 *
 * @example
 * ```ts
 * import { createCommerceClient } from '@beauty/commerce-sdk';
 * import { commerceHandlers } from '@beauty/commerce-sdk/msw';
 * import { setupServer } from 'msw/node';
 *
 * const server = setupServer(...commerceHandlers({ baseUrl: 'https://shop.test' }));
 * server.listen();
 * const client = createCommerceClient({ baseUrl: 'https://shop.test', country: 'sg', language: 'en' });
 * const { data: bag } = await client.cart.lineItems.create({ variantId: 101, quantity: 1 });
 * ```
 *
 * @packageDocumentation
 */
export {
  CommerceErrorAnswer,
  FIXTURE_PROMO_CODE,
  commerceError,
  commerceHandler,
  commerceHandlers,
  type CommerceHandlersOptions,
  type CommerceOverride,
  type CommerceOverrides,
  type CommerceRequest,
} from './handlers.js';
export {
  fixtureAccount,
  fixtureBrands,
  fixtureCategories,
  fixtureProduct,
  fixtureStores,
  fixtureUser,
  fixtureVariants,
  type CommerceAnswer,
} from './fixtures.js';
export { exampleOf } from './example.js';
