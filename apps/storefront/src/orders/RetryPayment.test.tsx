import type { Order } from '@beauty/commerce-sdk';
import { ServerMessages, endpoints, type OrderResponse } from '@beauty/commerce-sdk/contract';
import { exampleOf } from '@beauty/commerce-sdk/msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInShop, testOrigin } from '../test/renderInShop';
import { RetryPayment } from './RetryPayment';

const api = `${testOrigin}/api/web/v1`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const declined: Order = {
  ...(exampleOf(endpoints['orders.get'].response) as OrderResponse).data,
  id: 42,
  status: 'payment_failed',
  paymentFailure: 'declined',
  paymentMethod: { id: 'card', kind: 'card', provider: 'card', brand: null, name: 'Card' },
};

describe('RetryPayment', () => {
  it('asks for the card again, then says the order can no longer be paid when the API refuses', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${api}/payment-simulator/tokens`, () =>
        HttpResponse.json({ data: { token: 'tok_again', brand: 'visa', last4: '4242' } }),
      ),
      http.post(`${api}/orders/42/payments`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            message: ServerMessages.paymentNotRetryable,
            statusCode: 409,
            statusMessage: 'Conflict',
            data: { status: 'paid' },
          },
          { status: 409 },
        );
      }),
      http.get(`${api}/orders/42`, () =>
        HttpResponse.json({ data: { ...declined, status: 'paid' } }),
      ),
    );
    await renderInShop(() => <RetryPayment order={declined} token="guest-token-0123456789" />);
    const retry = await screen.findByRole('button', { name: 'Retry payment' });
    await userEvent.click(retry);
    expect(await screen.findAllByText('Required field')).toHaveLength(3);
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/35');
    await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123');
    await userEvent.click(retry);
    expect(
      await screen.findByText('This order can no longer be paid. Please place a new order.'),
    ).toBeTruthy();
    expect(sent).toEqual([
      {
        idempotencyKey: expect.stringMatching(/^[\w-]{16,100}$/),
        token: 'guest-token-0123456789',
        paymentToken: 'tok_again',
      },
    ]);
  });

  it('sends an unanswered attempt again with the same key', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${api}/orders/42/payments`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.error();
      }),
    );
    const qrOrder: Order = {
      ...declined,
      paymentFailure: 'qr_expired',
      paymentMethod: {
        id: 'promptpay',
        kind: 'qr_code',
        provider: 'promptpay',
        brand: 'PromptPay',
        name: 'PromptPay QR',
      },
    };
    await renderInShop(() => <RetryPayment order={qrOrder} token={undefined} />, {
      country: 'th',
      language: 'en',
    });
    const retry = await screen.findByRole('button', { name: 'Retry payment' });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(retry);
    expect(await screen.findByText(/could not reach our shop to start your payment/)).toBeTruthy();
    await userEvent.click(retry);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual(sent[0]);
  });
});
