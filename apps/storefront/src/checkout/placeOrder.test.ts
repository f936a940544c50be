import { CommerceError, CommerceNetworkError } from '@beauty/commerce-sdk';
import {
  IdempotencyKeySchema,
  OrderMessages,
  ServerMessages,
  type Order,
} from '@beauty/commerce-sdk/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  isStaleCheckout,
  mayHavePlaced,
  newIdempotencyKey,
  nextLocation,
  placeOrder,
  sendAttempt,
  walletAttempt,
  type PendingAttempt,
  type PlaceOrderCalls,
  type PlaceOrderInput,
} from './placeOrder';
import { testCheckout } from './testCheckout';

const order = { id: 42 } as Order;

function fakeCalls() {
  let keys = 0;
  return {
    replaceChoices: vi.fn<PlaceOrderCalls['replaceChoices']>(async () =>
      testCheckout({ revision: 'rev-saved' }),
    ),
    tokeniseCard: vi.fn<PlaceOrderCalls['tokeniseCard']>(async () => 'tok_card'),
    createOrder: vi.fn<PlaceOrderCalls['createOrder']>(async () => ({
      order,
      redirectUrl: null,
      accessToken: 'token-1',
    })),
    createWalletOrder: vi.fn<PlaceOrderCalls['createWalletOrder']>(async () => ({
      order,
      redirectUrl: '/orders/42/confirmation',
    })),
    forterToken: vi.fn<PlaceOrderCalls['forterToken']>(() => 'ftr_1'),
    newKey: vi.fn<PlaceOrderCalls['newKey']>(() => `key-${String(++keys).padStart(16, '0')}`),
  };
}

const checkout = testCheckout();
const cardInput: PlaceOrderInput = {
  choices: {
    revision: 'rev-1',
    recipient: {
      fullName: 'Mei Tan',
      email: 'mei@example.com',
      phone: { callingCode: '+65', number: '91234567' },
      registrationNumber: null,
    },
    shippingAddress: null,
    deliveryOptionId: 'click_and_collect',
    collectionStoreId: 7,
    paymentMethodId: 'card',
    useCredits: false,
  },
  method: checkout.paymentMethods[0]!,
  card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
};

const network = () => new CommerceNetworkError('Failed to fetch', { statusCode: 0 });

describe('placing the order', () => {
  it('saves the choices, tokenises the card and sends the saved revision with a new key', async () => {
    const calls = fakeCalls();
    const kept: PendingAttempt[] = [];
    const placed = await placeOrder(calls, cardInput, null, (attempt) => kept.push(attempt));
    expect(placed.order).toBe(order);
    expect(calls.replaceChoices).toHaveBeenCalledWith(cardInput.choices);
    expect(calls.tokeniseCard).toHaveBeenCalledWith(cardInput.card);
    expect(calls.createOrder).toHaveBeenCalledWith({
      idempotencyKey: 'key-0000000000000001',
      revision: 'rev-saved',
      paymentToken: 'tok_card',
      forterToken: 'ftr_1',
    });
    expect(kept).toEqual([{ kind: 'order', body: calls.createOrder.mock.calls[0]![0] }]);
  });

  it('retries an attempt whose answer never came with the very same body', async () => {
    const calls = fakeCalls();
    calls.createOrder.mockRejectedValueOnce(network());
    let pending: PendingAttempt | null = null;
    const keep = (attempt: PendingAttempt) => (pending = attempt);
    const failure = await placeOrder(calls, cardInput, pending, keep).catch((error) => error);
    expect(mayHavePlaced(failure)).toBe(true);

    calls.createOrder.mockResolvedValueOnce({ order, redirectUrl: null, accessToken: 't' });
    await placeOrder(calls, cardInput, pending, keep);
    // The choices were not saved again and the card not tokenised again: the same key and body.
    expect(calls.replaceChoices).toHaveBeenCalledTimes(1);
    expect(calls.tokeniseCard).toHaveBeenCalledTimes(1);
    expect(calls.createOrder.mock.calls[1]).toEqual(calls.createOrder.mock.calls[0]);
  });

  it('sends no card token or fraud token when there is none', async () => {
    const calls = fakeCalls();
    calls.forterToken.mockReturnValue(undefined);
    const { card: _none, ...input } = cardInput;
    await placeOrder(calls, { ...input, method: checkout.paymentMethods[2]! }, null, () => {});
    expect(calls.tokeniseCard).not.toHaveBeenCalled();
    expect(calls.createOrder).toHaveBeenCalledWith({
      idempotencyKey: 'key-0000000000000001',
      revision: 'rev-saved',
    });
  });

  it("sends a guest's consents with the order", async () => {
    const calls = fakeCalls();
    const consents = {
      dataCollection: true,
      thirdPartyDisclosure: true,
      over14: true,
      marketing: true,
    } as const;
    await placeOrder(calls, { ...cardInput, consents }, null, () => {});
    expect(calls.createOrder).toHaveBeenCalledWith(expect.objectContaining({ consents }));
  });

  it('leaves a wallet to its sheet, and sends its kept attempt again as it is', async () => {
    const calls = fakeCalls();
    const wallet = { ...cardInput, method: checkout.paymentMethods[1]! };
    await expect(placeOrder(calls, wallet, null, () => {})).rejects.toThrow(/sheet/);
    expect(calls.replaceChoices).not.toHaveBeenCalled();

    const attempt = walletAttempt({ data: 'signed' }, { revision: 'rev-saved' });
    expect(attempt).toEqual({
      kind: 'wallet',
      body: { paymentData: { data: 'signed' }, revision: 'rev-saved' },
    });
    await placeOrder(calls, wallet, attempt, () => {});
    await sendAttempt(calls, attempt);
    expect(calls.createWalletOrder.mock.calls).toEqual([[attempt.body], [attempt.body]]);
    expect(calls.createOrder).not.toHaveBeenCalled();
  });

  it('makes keys the contract accepts, a new one each time', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).not.toBe(b);
    for (const key of [a, b]) {
      expect(IdempotencyKeySchema['~standard'].validate(key)).not.toHaveProperty('issues');
    }
  });

  it('tells what may have placed an order from what surely did not', () => {
    const answer = (status: number, message: string) =>
      new CommerceError(message, { statusCode: status });
    expect(mayHavePlaced(network())).toBe(true);
    expect(mayHavePlaced(answer(502, 'Bad gateway'))).toBe(true);
    expect(mayHavePlaced(answer(409, OrderMessages.stillPlacing))).toBe(true);
    expect(mayHavePlaced(answer(409, ServerMessages.staleCheckout))).toBe(false);
    expect(mayHavePlaced(answer(400, 'Please choose a payment method'))).toBe(false);
    expect(isStaleCheckout(answer(409, ServerMessages.staleCheckout))).toBe(true);
  });

  it('goes where the API says, refusing dangerous URLs for the order page', () => {
    const placed = (redirectUrl: string | null, accessToken: string | null = 'abc') => ({
      order,
      redirectUrl,
      accessToken,
    });
    expect(nextLocation(placed('/api/web/v1/payment-simulator/checkout/pay_1'))).toBe(
      '/api/web/v1/payment-simulator/checkout/pay_1',
    );
    expect(nextLocation(placed('https://pay.example.com/plan/1'))).toBe(
      'https://pay.example.com/plan/1',
    );
    expect(nextLocation(placed('javascript:alert(1)'))).toBe('/orders/42?token=abc');
    expect(nextLocation(placed('//evil.example.com'))).toBe('/orders/42?token=abc');
    expect(nextLocation(placed(null, null))).toBe('/orders/42');
  });
});
