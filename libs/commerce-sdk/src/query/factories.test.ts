import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { endpoints } from '../contract/index.js';
import {
  createCommerceClient,
  type BrandListResponse,
  type ProductResponse,
  type WishListResponse,
} from '../index.js';
import {
  INVALIDATIONS,
  READS_BY_POST,
  commerceKeys,
  commerceMutations,
  commerceQueries,
  invalidateCommerceQueries,
} from './index.js';

const scope = { country: 'sg', language: 'en' } as const;
const emptyPage = { data: [], meta: { total: 0, page: 1, perPage: 24, nextCursor: null } };

/** A fake API: answers each call with `answer(url, init)` and records the calls. */
function fakeApi(answer: (url: URL, init: RequestInit) => { status?: number; body: unknown }) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    const { status = 200, body } = answer(url, init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const client = createCommerceClient({ baseUrl: 'https://shop.test', ...scope, fetch });
  return { client, calls, fetch };
}

const failing = (statusCode: number) => ({
  status: statusCode,
  body: { message: 'Try again', statusCode, statusMessage: 'Error', data: null },
});

/** Every operation path of a client object. */
function operationsOf(node: object, path: string[] = []): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'function'
      ? [[...path, key].join('.')]
      : value && typeof value === 'object'
        ? operationsOf(value as object, [...path, key])
        : [],
  );
}

describe('the factory tables', () => {
  const { client } = fakeApi(() => ({ body: emptyPage }));
  const queries = operationsOf(commerceQueries(client, scope));
  const mutations = operationsOf(commerceMutations(client, scope));

  it('have a query for every read and a mutation for every write of the contract', () => {
    const reads = Object.entries(endpoints)
      .filter(([name, e]) => e.method === 'GET' || READS_BY_POST.includes(name as never))
      .map(([name]) => name);
    const writes = Object.keys(endpoints).filter((name) => !reads.includes(name));
    expect(queries.sort()).toEqual(reads.sort());
    expect(mutations.sort()).toEqual(writes.sort());
  });

  it('say what every write invalidates, and nothing else', () => {
    expect(Object.keys(INVALIDATIONS).sort()).toEqual(mutations);
  });
});

describe('query options', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are keyed by scope, operation path and arguments', () => {
    const { client } = fakeApi(() => ({ body: emptyPage }));
    const queries = commerceQueries(client, scope);
    expect(queries.brands.list().queryKey).toEqual(['commerce', 'sg', 'en', 'brands', 'list', {}]);
    expect(queries.brands.list().queryKey).toEqual(commerceKeys.operation(scope, 'brands.list'));
    expect(queries.products.get('lip-glow-oil').queryKey).toEqual(
      commerceKeys.operation(scope, 'products.get', 'lip-glow-oil'),
    );
    expect(
      queries.contentful.contentEntries.get('homepage', { type: 'landing-page' }).queryKey,
    ).toEqual([
      ...commerceKeys.domain(scope, 'contentful'),
      'contentEntries',
      'get',
      ['homepage', { type: 'landing-page' }],
    ]);
    expect(
      commerceQueries(client, { country: 'th', language: 'th' }).brands.list().queryKey,
    ).not.toEqual(queries.brands.list().queryKey);
  });

  it('type the answer from the client method', async () => {
    const { client } = fakeApi(() => ({ body: emptyPage }));
    const queries = commerceQueries(client, scope);
    const queryClient = new QueryClient();
    expectTypeOf(
      await queryClient.fetchQuery(queries.brands.list()),
    ).toEqualTypeOf<BrandListResponse>();
    expectTypeOf(
      queries.products.get('x').queryFn,
    ).returns.resolves.toEqualTypeOf<ProductResponse>();
    expectTypeOf(queries.products.get).parameters.toEqualTypeOf<[string | number]>();
  });

  it('keep data fresh for 5 minutes', async () => {
    const { client, fetch } = fakeApi(() => ({ body: emptyPage }));
    const queryClient = new QueryClient();
    const brands = commerceQueries(client, scope).brands.list();
    await queryClient.fetchQuery(brands);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    await queryClient.fetchQuery(brands);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await queryClient.fetchQuery(brands);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retry a %i three times, then fail',
    async (status) => {
      const { client, fetch } = fakeApi(() => failing(status));
      const result = new QueryClient()
        .fetchQuery(commerceQueries(client, scope).cart.itemsCount.list())
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(60_000);
      await expect(result).resolves.toMatchObject({ statusCode: status });
      expect(fetch).toHaveBeenCalledTimes(4);
    },
  );

  it.each([400, 401, 403, 404, 422, 501])('never retry a %i', async (status) => {
    const { client, fetch } = fakeApi(() => failing(status));
    await expect(
      new QueryClient().fetchQuery(commerceQueries(client, scope).brands.list()),
    ).rejects.toMatchObject({ statusCode: status });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('succeed after a retried failure', async () => {
    let tries = 0;
    const { client, fetch } = fakeApi(() => (++tries < 3 ? failing(502) : { body: emptyPage }));
    const result = new QueryClient().fetchQuery(commerceQueries(client, scope).brands.list());
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toMatchObject({ data: [] });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("pass TanStack Query's abort signal to the call", async () => {
    vi.useRealTimers();
    const signals: AbortSignal[] = [];
    // An answer that never comes: only the abort ends the call.
    const fetch = (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        signals.push(init.signal!);
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
      });
    const client = createCommerceClient({ baseUrl: 'https://shop.test', ...scope, fetch });
    const queryClient = new QueryClient();
    const options = commerceQueries(client, scope).variants.list({ perPage: 24 });
    const pending = queryClient.fetchQuery(options).catch((error: unknown) => error);
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    expect(signals[0]!.aborted).toBe(true);
    await pending;
  });

  it('load a lazy client on the first call, with the same keys', async () => {
    vi.useRealTimers();
    const { client } = fakeApi(() => ({ body: emptyPage }));
    const load = vi.fn(async () => client);
    const queries = commerceQueries(load, scope);
    const options = queries.brands.list();
    expect(load).not.toHaveBeenCalled();
    expect(options.queryKey).toEqual(commerceQueries(client, scope).brands.list().queryKey);
    await expect(new QueryClient().fetchQuery(options)).resolves.toMatchObject({ data: [] });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('mutation options', () => {
  it('are never retried', async () => {
    const { client, fetch } = fakeApi(() => failing(503));
    const queryClient = new QueryClient();
    const observer = new MutationObserver(
      queryClient,
      commerceMutations(client, scope).wishlist.update(),
    );
    await expect(observer.mutate([101, { saved: true }])).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('call the method with their variables', async () => {
    const { client, calls } = fakeApi(() => ({ body: emptyPage }));
    const update = commerceMutations(client, scope).wishlist.update();
    expectTypeOf(update.mutationFn)
      .parameter(0)
      .toEqualTypeOf<[string | number, { saved: boolean }]>();
    await expect(update.mutationFn([101, { saved: true }])).resolves.toMatchObject({ data: [] });
    expect(calls[0]!.init.method).toBe('PATCH');
    expect(calls[0]!.url.pathname).toBe('/api/web/v1/wishlist/101');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ saved: true });
  });

  it('say that a bag change makes the bag, the bag count and the checkout stale', () => {
    const { client } = fakeApi(() => ({ body: emptyPage }));
    const { meta, mutationKey } = commerceMutations(client, scope).cart.lineItems.create();
    expect(mutationKey).toEqual(['commerce', 'sg', 'en', 'cart', 'lineItems', 'create']);
    expect(meta.invalidates).toEqual([
      commerceKeys.domain(scope, 'cart'),
      commerceKeys.domain(scope, 'checkoutCart'),
      commerceKeys.domain(scope, 'multipleGwps'),
    ]);
  });

  it('invalidate what they say once the app asks, and only that', async () => {
    let count = 1;
    // A domain object stands in for the client: the factories only need its shape.
    const bag = {
      cart: {
        itemsCount: { list: async () => ({ data: { count } }) },
        lineItems: {
          delete: async (id: number) => {
            count -= id > 0 ? 1 : 0;
            return { data: { count } };
          },
        },
      },
      brands: { list: async () => emptyPage },
    };
    const queryClient = new QueryClient();
    const queries = commerceQueries(bag, scope);
    const countQuery = queries.cart.itemsCount.list();
    await queryClient.fetchQuery(countQuery);
    await queryClient.fetchQuery(queries.brands.list());

    const remove = commerceMutations(bag, scope).cart.lineItems.delete();
    const observer = new MutationObserver(queryClient, {
      ...remove,
      onSuccess: (_data, _variables, _result, { client, meta }) =>
        invalidateCommerceQueries(client, { meta }),
    });
    await observer.mutate(7);

    expect(queryClient.getQueryState(countQuery.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queries.brands.list().queryKey)?.isInvalidated).toBe(false);
    await expect(queryClient.fetchQuery(countQuery)).resolves.toEqual({ data: { count: 0 } });
  });

  it('invalidate nothing for options that are not the SDK’s', async () => {
    const invalidateQueries = vi.fn(async () => {});
    await invalidateCommerceQueries({ invalidateQueries }, { meta: { other: true } });
    await invalidateCommerceQueries({ invalidateQueries }, undefined);
    expect(invalidateQueries).not.toHaveBeenCalled();
  });
});

describe('the wish list types', () => {
  it('answer the list after an update', () => {
    const { client } = fakeApi(() => ({ body: emptyPage }));
    const update = commerceMutations(client, scope).wishlist.update();
    expectTypeOf(update.mutationFn).returns.resolves.toEqualTypeOf<WishListResponse>();
  });
});
