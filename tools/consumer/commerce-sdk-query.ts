// The query factories (`@beauty/commerce-sdk/query`) with TanStack Query's React adapter.
import assert from 'node:assert/strict';
import { createCommerceClient } from '@beauty/commerce-sdk';
import { commerceQueries } from '@beauty/commerce-sdk/query';
import { QueryClient, queryOptions } from '@tanstack/react-query';

const scope = { country: 'sg', language: 'en' } as const;
const client = createCommerceClient({ baseUrl: 'http://localhost', ...scope });
const queries = commerceQueries(client, scope);
const brands = queryOptions(queries.brands.list());
assert.deepEqual(brands.queryKey.slice(0, 3), ['commerce', 'sg', 'en']);
assert.equal(new QueryClient().getQueryData(brands.queryKey), undefined);
