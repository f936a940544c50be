// The client and the contract as an app outside the workspace gets them.
import assert from 'node:assert/strict';
import { CommerceError, createCommerceClient, type Brand } from '@beauty/commerce-sdk';
import { BrandSchema, type Layout } from '@beauty/commerce-sdk/contract';

const client = createCommerceClient({ baseUrl: 'http://localhost', country: 'sg', language: 'en' });
assert.equal(typeof client.brands.list, 'function');
assert.equal(new CommerceError('x').statusCode, 500);
assert.equal(BrandSchema.type, 'object');

export const names = (): Promise<string[]> =>
  client.brands.list().then(({ data }) => data.map((brand: Brand) => brand.name));
export const exempted = (layout: Layout) =>
  layout.config.smartLinkExemptedPaths.map((path) => path.type);
