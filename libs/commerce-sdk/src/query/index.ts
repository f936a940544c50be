/**
 * `@beauty/commerce-sdk/query`: TanStack Query options for every call of the client, with the
 * shop's policy (spec section 7). Plain option objects, no framework import: they work with
 * `@tanstack/react-query`, `@tanstack/query-core` and the other adapters of TanStack Query 5.
 *
 * @example
 * ```ts
 * import { createCommerceClient } from '@beauty/commerce-sdk';
 * import { commerceQueries } from '@beauty/commerce-sdk/query';
 * import { QueryClient } from '@tanstack/query-core';
 *
 * const scope = { country: 'sg', language: 'en' } as const;
 * const client = createCommerceClient({ baseUrl: 'http://localhost:3000', ...scope });
 * const queries = commerceQueries(client, scope);
 * const { data: brands } = await new QueryClient().fetchQuery(queries.brands.list());
 * ```
 *
 * @packageDocumentation
 */
export { commerceMutations } from './mutations.js';
export {
  commerceQueries,
  invalidateCommerceQueries,
  type ClientSource,
  type CommerceMutationMeta,
  type CommerceMutationOptions,
  type CommerceMutations,
  type CommerceQueries,
  type CommerceQueryKey,
  type CommerceQueryOptions,
  type InvalidatingClient,
  type MutationFactory,
  type QueryFactory,
} from './factories.js';
export {
  INVALIDATIONS,
  invalidationsOf,
  type KeyPrefix,
  type WriteOperation,
} from './invalidation.js';
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
} from './policy.js';
export { READS_BY_POST } from './shape.js';
export type {
  ClientMethod,
  OperationAnswer,
  OperationArgs,
  OperationParams,
  OperationPath,
} from './shape.js';
