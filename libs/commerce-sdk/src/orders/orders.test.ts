import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServerMessages, endpoints, type OrderCreateResponse } from '../contract/index.js';
import { commerceError, commerceHandler, exampleOf } from '../msw/index.js';
import { CommerceError, createCommerceClient } from '../index.js';

const baseUrl = 'https://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createCommerceClient({ baseUrl, country: 'th', language: 'en' });
const placed = exampleOf(endpoints['orders.payments.create'].response) as OrderCreateResponse;

describe('orders.payments.create', () => {
  it('posts a new payment attempt of the order, its key and a guest token, and reads the answer', async () => {
    const seen: { param: string | undefined; body: unknown; method: string }[] = [];
    server.use(
      commerceHandler(
        'orders.payments.create',
        (request) => {
          seen.push({ param: request.param, body: request.body, method: request.request.method });
          return placed;
        },
        { baseUrl },
      ),
    );
    const body = { idempotencyKey: 'retry-0123456789abcdef', token: 'a'.repeat(43) };
    const answer = await client.orders.payments.create(12, body);
    expect(seen).toEqual([{ param: '12', body, method: 'POST' }]);
    expect(answer.data.order.id).toBe(placed.data.order.id);
  });

  it('refuses an order that cannot be paid again with its own code', async () => {
    server.use(
      commerceHandler(
        'orders.payments.create',
        commerceError(409, ServerMessages.paymentNotRetryable),
        { baseUrl },
      ),
    );
    const refusal = await client.orders.payments
      .create(12, { idempotencyKey: 'retry-0123456789abcdef' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CommerceError);
    expect(refusal).toMatchObject({ statusCode: 409, code: 'payment_not_retryable' });
  });
});
