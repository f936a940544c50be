import { CommerceError, CommerceNetworkError } from '@beauty/commerce-sdk';
import { OrderMessages, ServerMessages, type Order } from '@beauty/commerce-sdk/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  canPayAgain,
  isNotRetryable,
  mayHaveStarted,
  payAgain,
  qrExpiryOf,
  type PayAgainCalls,
} from './payAgain';

const order = { id: 42 } as Order;

function fakeCalls() {
  let keys = 0;
  return {
    tokeniseCard: vi.fn<PayAgainCalls['tokeniseCard']>(async () => 'tok_again'),
    payAgain: vi.fn<PayAgainCalls['payAgain']>(async () => ({
      order,
      redirectUrl: '/orders/42/payment_instruction?token=new',
      accessToken: 'new',
    })),
    forterToken: vi.fn<PayAgainCalls['forterToken']>(() => undefined),
    newKey: vi.fn<PayAgainCalls['newKey']>(() => `key-${String(++keys).padStart(16, '0')}`),
  };
}

const method = (kind: Order['paymentMethod']['kind']) => ({
  id: kind,
  kind,
  provider: kind,
  brand: null,
  name: kind,
});

describe('payAgain', () => {
  it('tokenises the card again and sends one new attempt with the guest’s token', async () => {
    const calls = fakeCalls();
    const kept: unknown[] = [];
    await payAgain(
      calls,
      {
        orderId: 42,
        token: 'guest',
        card: { number: '4242424242424242', expiry: '12/35', cvc: '1' },
      },
      null,
      (attempt) => kept.push(attempt),
    );
    const body = {
      idempotencyKey: 'key-0000000000000001',
      token: 'guest',
      paymentToken: 'tok_again',
    };
    expect(calls.payAgain).toHaveBeenCalledWith(42, body);
    expect(kept).toEqual([body]);
  });

  it('sends an attempt whose answer never came again as it was: one key, no new token', async () => {
    const calls = fakeCalls();
    calls.payAgain.mockRejectedValueOnce(new CommerceNetworkError('Failed to fetch'));
    let pending: Parameters<PayAgainCalls['payAgain']>[1] | null = null;
    const failure = await payAgain(calls, { orderId: 42 }, pending, (a) => (pending = a)).catch(
      (error: unknown) => error,
    );
    expect(mayHaveStarted(failure)).toBe(true);
    await payAgain(calls, { orderId: 42 }, pending, (a) => (pending = a));
    expect(calls.newKey).toHaveBeenCalledTimes(1);
    expect(calls.payAgain.mock.calls[1]).toEqual(calls.payAgain.mock.calls[0]);
  });

  it('tells a refusal for good from one that may have started the payment', () => {
    const answer = (status: number, message: string) =>
      new CommerceError(message, { statusCode: status });
    expect(mayHaveStarted(answer(409, OrderMessages.paymentUnderWay))).toBe(true);
    expect(mayHaveStarted(answer(503, 'Service unavailable'))).toBe(true);
    expect(mayHaveStarted(answer(409, ServerMessages.paymentNotRetryable))).toBe(false);
    expect(isNotRetryable(answer(409, ServerMessages.paymentNotRetryable))).toBe(true);
  });

  it('is offered for a failed payment with a method that needs no wallet sheet', () => {
    const failed = (kind: Parameters<typeof method>[0]) => ({
      status: 'payment_failed' as const,
      paymentMethod: method(kind),
      paymentInstructions: null,
    });
    expect(canPayAgain(failed('qr_code'))).toBe(true);
    expect(canPayAgain(failed('card'))).toBe(true);
    expect(canPayAgain(failed('wallet'))).toBe(false);
    for (const status of ['payment_pending', 'payment_blocked', 'payment_expired', 'paid'] as const)
      expect(
        canPayAgain({ status, paymentMethod: method('card'), paymentInstructions: null }),
      ).toBe(false);
  });

  it('is offered the moment a pending order’s QR code expires, before the order says so', () => {
    const expiresAt = '2026-11-27T03:15:00.000Z';
    const pending = {
      status: 'payment_pending' as const,
      paymentMethod: method('qr_code'),
      paymentInstructions: { expiresAt } as Order['paymentInstructions'],
    };
    expect(qrExpiryOf(pending)).toBe(Date.parse(expiresAt));
    expect(canPayAgain(pending)).toBe(false);
    expect(canPayAgain(pending, Date.parse(expiresAt) - 1000)).toBe(false);
    expect(canPayAgain(pending, Date.parse(expiresAt))).toBe(true);
    expect(qrExpiryOf({ ...pending, status: 'paid' })).toBeUndefined();
  });
});
