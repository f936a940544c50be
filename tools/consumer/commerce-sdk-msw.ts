// The Mock Service Worker handlers (`@beauty/commerce-sdk/msw`) answering the client in Node.
import assert from 'node:assert/strict';
import { createCommerceClient } from '@beauty/commerce-sdk';
import { commerceHandlers } from '@beauty/commerce-sdk/msw';
import { setupServer } from 'msw/node';

const baseUrl = 'https://shop.test';
const server = setupServer(...commerceHandlers({ baseUrl }));
server.listen({ onUnhandledRequest: 'error' });
try {
  const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
  const { data } = await client.brands.list();
  assert.ok(data.length > 0);
} finally {
  server.close();
}
