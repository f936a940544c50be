import type { QueryKey } from '@tanstack/query-core';
import type { CountryCode, LanguageCode } from '../index.js';
import { commerceKeys, commerceQueryPolicy, type QueryScope } from './policy.js';
import {
  READS_BY_POST,
  isOperation,
  isRead,
  paramsOf,
  type IsOperation,
  type ClientMethod,
  type OperationAnswer,
  type OperationArgs,
  type OperationParams,
} from './shape.js';

/**
 * The client the factories call: the object `createCommerceClient` answers, a domain object
 * (`cartApi(transport)`), or a function giving either (also asynchronously), for an app that
 * loads the client with its first call.
 */
export type ClientSource<C extends object> = C | (() => C | Promise<C>);

/** A query key of the SDK: `['commerce', country, language, ...operation path, params]`. */
export type CommerceQueryKey = readonly ['commerce', CountryCode, LanguageCode, ...unknown[]];

/**
 * Options of one read, for `useQuery`, `useSuspenseQuery`, `queryClient.fetchQuery` and
 * `queryOptions`: the key, the call with TanStack Query's abort signal, and the shop's policy
 * (fresh and kept 5 minutes, up to 3 retries for 408, 409, 425, 429, 500, 502, 503, 504 only).
 * Wrap them in React Query's `queryOptions` to tag the key with the answer's type, so
 * `getQueryData(options.queryKey)` knows it. (Tagged here, the key's type could not be named in
 * an app's declarations.)
 */
export interface CommerceQueryOptions<TData> {
  queryKey: CommerceQueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<TData>;
  staleTime: number;
  gcTime: number;
  retry: (failureCount: number, error: unknown) => boolean;
  retryDelay: (failureCount: number) => number;
}

/** What a write makes stale: the key prefixes to invalidate once it succeeds. */
export interface CommerceMutationMeta extends Record<string, unknown> {
  invalidates: readonly QueryKey[];
}

/**
 * Options of one write, for `useMutation` and `queryClient.getMutationCache().build`. Never
 * retried (a retried order or bag change could happen twice). `meta.invalidates` says which
 * queries the write makes stale; the app decides when to invalidate them (see
 * {@link invalidateCommerceQueries}).
 */
export interface CommerceMutationOptions<TData, TVariables> {
  mutationKey: CommerceQueryKey;
  mutationFn: (variables: TVariables) => Promise<TData>;
  retry: false;
  meta: CommerceMutationMeta;
}

/** The query-options factory of one read: the method's arguments, without `{ signal }`. */
export type QueryFactory<F extends ClientMethod> = (
  ...args: OperationArgs<F>
) => CommerceQueryOptions<OperationAnswer<F>>;

/**
 * The mutation-options factory of one write. Its variables are the method's arguments as one
 * value: nothing, the one argument, or the tuple `[id, body]`.
 */
export type MutationFactory<F extends ClientMethod> = () => CommerceMutationOptions<
  OperationAnswer<F>,
  OperationParams<OperationArgs<F>>
>;

type Join<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`;
type IsRead<Path extends string, K extends string> = K extends 'list' | 'get'
  ? true
  : Path extends (typeof READS_BY_POST)[number]
    ? true
    : false;

/** The keys of `C` at `P` that lead to at least one operation of the wanted kind. */
type KeysOf<C, P extends string, Read extends boolean> = {
  [K in keyof C & string]: C[K] extends (...args: never[]) => unknown
    ? IsOperation<C[K], Join<P, K>> extends true
      ? IsRead<Join<P, K>, K> extends Read
        ? K
        : never
      : never
    : C[K] extends object
      ? [KeysOf<C[K], Join<P, K>, Read>] extends [never]
        ? never
        : K
      : never;
}[keyof C & string];

/** The query-options factories of a client: its shape, one factory per read. */
export type CommerceQueries<C, P extends string = ''> = {
  [K in KeysOf<C, P, true>]: C[K] extends ClientMethod
    ? QueryFactory<C[K]>
    : CommerceQueries<C[K], Join<P, K>>;
};

/** The mutation-options factories of a client: its shape, one factory per write. */
export type CommerceMutations<C, P extends string = ''> = {
  [K in KeysOf<C, P, false>]: C[K] extends ClientMethod
    ? MutationFactory<C[K]>
    : CommerceMutations<C[K], Join<P, K>>;
};

type AnyMethod = (...args: unknown[]) => Promise<unknown>;
export type LeafFactory = (path: readonly string[]) => unknown;

/** The method at `path` of the client. */
export async function methodAt(
  source: ClientSource<object>,
  path: readonly string[],
): Promise<AnyMethod> {
  const client: unknown = typeof source === 'function' ? await source() : source;
  let node = client as Record<string, unknown>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  const method = node[path.at(-1)!];
  if (typeof method !== 'function')
    throw new TypeError(`The commerce client has no method ${path.join('.')}.`);
  // Bound, so a method written with `this` (a class-based domain object) keeps it.
  return (method as AnyMethod).bind(node);
}

/** The factory table of a client object: walked once, the same shape as the client. */
function walk(
  node: Record<string, unknown>,
  path: readonly string[],
  read: boolean,
  leaf: LeafFactory,
): Record<string, unknown> | undefined {
  const table: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const at = [...path, key];
    if (typeof value === 'function') {
      const name = at.join('.');
      if (isOperation(name) && isRead(name, READS_BY_POST) === read) table[key] = leaf(at);
    } else if (value && typeof value === 'object') {
      const below = walk(value as Record<string, unknown>, at, read, leaf);
      if (below) table[key] = below;
    }
  }
  return Object.keys(table).length > 0 ? table : undefined;
}

/**
 * The factory table of a client not loaded yet: built as it is read, one node per path. The
 * types only offer the paths the client has.
 */
function lazyTable(path: readonly string[], leaf: LeafFactory): unknown {
  const children = new Map<string, unknown>();
  const factory = leaf(path) as (...args: unknown[]) => unknown;
  return new Proxy(factory, {
    get(target, key) {
      if (typeof key !== 'string') return Reflect.get(target, key);
      if (!children.has(key)) children.set(key, lazyTable([...path, key], leaf));
      return children.get(key);
    },
  });
}

export function table(source: ClientSource<object>, read: boolean, leaf: LeafFactory): unknown {
  if (typeof source === 'function') return lazyTable([], leaf);
  return walk(source as Record<string, unknown>, [], read, leaf) ?? {};
}

/**
 * Query-options factories for every read of a client (`list`, `get`, and
 * `featuredProducts.create`), in the client's shape:
 *
 * ```ts
 * const queries = commerceQueries(client, { country: 'sg', language: 'en' });
 * useQuery(queries.cart.itemsCount.list());
 * useQuery(queries.products.get('lip-glow-oil'));
 * useQuery(queries.variants.list({ brands: ['milk-makeup'], perPage: 24 }));
 * ```
 *
 * A factory takes the method's arguments without `{ signal }` (TanStack Query's own signal is
 * passed, so an unmounted query aborts its call), optional ones included (`{}` for an empty
 * query), and answers options keyed `['commerce', country, language, ...path, params]`, where
 * params are the arguments as one value (`{}` without any, the argument when there is one, else
 * the tuple). Parameter and answer types come from the client's methods.
 *
 * @param client The client, a domain object, or a function giving one (the app's lazy client).
 * @param scope The country and language the client was made for: part of every key.
 */
export function commerceQueries<C extends object>(
  client: ClientSource<C>,
  scope: QueryScope,
): CommerceQueries<C> {
  const leaf: LeafFactory =
    (path) =>
    (...args: unknown[]) => ({
      ...commerceQueryPolicy,
      queryKey: [...commerceKeys.scope(scope), ...path, paramsOf(args) ?? {}],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await methodAt(client, path))(...args, { signal }),
    });
  return table(client, true, leaf) as CommerceQueries<C>;
}

/** What {@link invalidateCommerceQueries} needs of a `QueryClient`. */
export interface InvalidatingClient {
  invalidateQueries(filters: { queryKey: QueryKey }): Promise<void>;
}

/**
 * Invalidates what a write says it makes stale (its `meta.invalidates`), for the app to call
 * where it decides: once for every mutation,
 *
 * ```ts
 * new MutationCache({
 *   onSuccess: (_data, _variables, _result, mutation) =>
 *     invalidateCommerceQueries(queryClient, mutation.options),
 * });
 * ```
 *
 * or in one mutation's `onSuccess` (`(data, variables, result, { client, meta }) =>
 * invalidateCommerceQueries(client, { meta })`). Options without the SDK's meta invalidate
 * nothing.
 */
export async function invalidateCommerceQueries(
  queryClient: InvalidatingClient,
  mutation: { meta?: Record<string, unknown> | undefined } | undefined,
): Promise<void> {
  const invalidates = mutation?.meta?.invalidates;
  if (!Array.isArray(invalidates)) return;
  await Promise.all(
    invalidates.map((queryKey: QueryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
