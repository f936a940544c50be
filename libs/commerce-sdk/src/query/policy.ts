import type { CountryCode, LanguageCode } from '../contract/common.js';
import type { OperationName } from '../contract/endpoints.js';
import { CommerceError } from '../transport/errors.js';

/** Statuses worth another try (spec section 7): timeouts, conflicts, rate limits, server hiccups. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** Most retries of a query. */
export const MAX_RETRIES = 3;

/** Data stays fresh, then in the cache, for 5 minutes. */
export const QUERY_STALE_TIME = 5 * 60_000;
export const QUERY_GC_TIME = 5 * 60_000;

/** Whether a query that failed `failureCount` times before (0 on the first failure) should retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    failureCount < MAX_RETRIES &&
    error instanceof CommerceError &&
    RETRYABLE_STATUSES.has(error.statusCode)
  );
}

/** Delay before retry `failureCount` (0-based): 1 s, doubling, at most 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * The shop's query policy as plain options for TanStack Query (`useQuery`, `queryOptions`,
 * `new QueryClient({ defaultOptions: { queries: commerceQueryPolicy } })`).
 */
export const commerceQueryPolicy = {
  staleTime: QUERY_STALE_TIME,
  gcTime: QUERY_GC_TIME,
  retry: shouldRetry,
  retryDelay,
} as const;

/** The country and language a query's data belongs to: part of every key. */
export interface QueryScope {
  country: CountryCode;
  language: LanguageCode;
}

/**
 * Query keys: `['commerce', country, language, ...operation path, params]`, so invalidating a
 * prefix (`commerceKeys.domain(scope, 'cart')`) refreshes every query below it.
 */
export const commerceKeys = {
  all: ['commerce'] as const,
  scope: (scope: QueryScope) => ['commerce', scope.country, scope.language] as const,
  /** Every query of a top-level group (`'cart'`, `'wishlist'`). */
  domain: (scope: QueryScope, domain: string) =>
    ['commerce', scope.country, scope.language, domain] as const,
  /** One operation (`'cart.bag.list'`) with its parameters. */
  operation: (scope: QueryScope, operation: OperationName, params: unknown = {}) =>
    ['commerce', scope.country, scope.language, ...operation.split('.'), params] as const,
};

/**
 * Options of one query with the shop's policy: its key from the operation name and params, and
 * the function that calls it with TanStack Query's abort signal.
 */
export function commerceQuery<T>(
  scope: QueryScope,
  operation: OperationName,
  params: unknown,
  queryFn: (context: { signal: AbortSignal }) => Promise<T>,
) {
  return {
    ...commerceQueryPolicy,
    queryKey: commerceKeys.operation(scope, operation, params),
    queryFn,
  };
}
