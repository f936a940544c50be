import { QueryClient } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CommerceError,
  CommerceNetworkError,
  commerceKeys,
  commerceQuery,
  commerceQueryPolicy,
  retryDelay,
  shouldRetry,
} from '../index.js';

const scope = { country: 'sg', language: 'en' } as const;
const failing = (statusCode: number) => new CommerceError('failed', { statusCode });

describe('the retry policy', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries %i up to 3 times', (status) => {
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, failing(status)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it.each([400, 401, 403, 404, 422, 501])('never retries %i', (status) => {
    expect(shouldRetry(0, failing(status))).toBe(false);
  });

  it('never retries network failures or foreign errors', () => {
    expect(shouldRetry(0, new CommerceNetworkError('offline', { statusCode: 0 }))).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
  });

  it('waits 1 s, doubling, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('with TanStack Query', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a 503 three times with 1, 2 and 4 s between tries, then fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: commerceQueryPolicy } });
    const calledAt: number[] = [];
    const start = Date.now();
    const queryFn = vi.fn(async () => {
      calledAt.push(Date.now() - start);
      throw failing(503);
    });
    const result = client
      .fetchQuery({ queryKey: commerceKeys.operation(scope, 'cart.list'), queryFn })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toMatchObject({ statusCode: 503 });
    expect(calledAt).toEqual([0, 1000, 3000, 7000]);
  });

  it('does not retry a 404 and keeps data fresh for 5 minutes', async () => {
    const client = new QueryClient();
    const notFound = vi.fn(async () => {
      throw failing(404);
    });
    await expect(
      client.fetchQuery(commerceQuery(scope, 'brands.list', {}, notFound)),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(notFound).toHaveBeenCalledTimes(1);

    const brands = vi.fn(async () => ({ data: [], meta: { total: 0 } }));
    const options = commerceQuery(scope, 'brands.list', {}, brands);
    await client.fetchQuery(options);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    await client.fetchQuery(options);
    expect(brands).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await client.fetchQuery(options);
    expect(brands).toHaveBeenCalledTimes(2);
  });

  it('drops unused data after 5 minutes', async () => {
    const client = new QueryClient();
    const options = commerceQuery(scope, 'categories.list', {}, async () => 'tree');
    await client.fetchQuery(options);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(client.getQueryData(options.queryKey)).toBe('tree');
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(client.getQueryData(options.queryKey)).toBeUndefined();
  });
});

describe('query keys', () => {
  it('scope every key by country and language and nest operations under their domain', () => {
    const key = commerceKeys.operation(scope, 'cart.lineItems.create', { id: 1 });
    expect(key).toEqual(['commerce', 'sg', 'en', 'cart', 'lineItems', 'create', { id: 1 }]);
    expect(key.slice(0, 4)).toEqual(commerceKeys.domain(scope, 'cart'));
    expect(commerceKeys.operation({ country: 'th', language: 'th' }, 'cart.list')).not.toEqual(
      commerceKeys.operation(scope, 'cart.list'),
    );
  });
});
