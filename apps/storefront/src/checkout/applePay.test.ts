import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPLE_PAY_VERSION,
  ApplePayCancelled,
  availableApplePay,
  isApplePay,
  payWithApplePay,
  type ApplePayCalls,
} from './applePay';
import { FakeApplePaySession, testApplePayRequest } from './testApplePay';

afterEach(() => FakeApplePaySession.reset());

const request = testApplePayRequest('40.00');

function calls(overrides: Partial<ApplePayCalls<string>> = {}) {
  return {
    merchantSession: vi.fn(async () => ({ merchantIdentifier: 'shop' })),
    total: vi.fn(async () => ({ label: 'Beauty Shop Singapore', amount: '45.00' })),
    pay: vi.fn(async () => 'order 42'),
    ...overrides,
  };
}

/** Lets the promises the sheet's handlers started settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payWithApplePay', () => {
  it('creates and begins the session before it returns, in the caller’s task', () => {
    void payWithApplePay(FakeApplePaySession, request, calls());
    // Nothing awaited yet: Safari requires exactly this, inside the click handler.
    const [session] = FakeApplePaySession.sessions;
    expect(session).toMatchObject({ version: APPLE_PAY_VERSION, request });
    expect(session!.begun).toBe(true);
  });

  it('validates the merchant, shows the saved total, and pays with the authorised payment', async () => {
    const shop = calls();
    const paid = payWithApplePay(FakeApplePaySession, request, shop);
    const session = FakeApplePaySession.sessions[0]!;
    session.validate();
    session.pickCard();
    await settle();
    expect(shop.merchantSession).toHaveBeenCalledWith(
      'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    );
    session.authorise({ version: 'EC_v1', data: 'signed' });
    expect(await paid).toBe('order 42');
    expect(shop.pay).toHaveBeenCalledWith({ version: 'EC_v1', data: 'signed' });
    expect(session.calls).toEqual([
      { call: 'begin' },
      { call: 'completeMerchantValidation', merchantSession: { merchantIdentifier: 'shop' } },
      {
        call: 'completePaymentMethodSelection',
        newTotal: { label: 'Beauty Shop Singapore', amount: '45.00' },
      },
      { call: 'completePayment', status: FakeApplePaySession.STATUS_SUCCESS },
    ]);
  });

  it('closes the sheet as failed when the order is refused, and says why', async () => {
    const refused = new Error('Your bag has changed.');
    const paid = payWithApplePay(
      FakeApplePaySession,
      request,
      calls({ pay: async () => Promise.reject(refused) }),
    );
    const session = FakeApplePaySession.sessions[0]!;
    session.authorise({ data: 'signed' });
    await expect(paid).rejects.toBe(refused);
    expect(session.calls.at(-1)).toEqual({
      call: 'completePayment',
      status: FakeApplePaySession.STATUS_FAILURE,
    });
  });

  it('aborts the sheet when the shop cannot validate the merchant or price the choices', async () => {
    const invalid = new Error('Please enter a shipping address');
    const paid = payWithApplePay(
      FakeApplePaySession,
      request,
      calls({ total: async () => Promise.reject(invalid) }),
    );
    FakeApplePaySession.sessions[0]!.pickCard();
    await expect(paid).rejects.toBe(invalid);
    expect(FakeApplePaySession.sessions[0]!.calls.at(-1)).toEqual({ call: 'abort' });
  });

  it('rejects with ApplePayCancelled when the shopper closes the sheet', async () => {
    const paid = payWithApplePay(FakeApplePaySession, request, calls());
    FakeApplePaySession.sessions[0]!.close();
    await expect(paid).rejects.toBeInstanceOf(ApplePayCancelled);
  });
});

describe('availableApplePay', () => {
  it('is the browser’s session class only where it can pay now', () => {
    expect(availableApplePay({ ApplePaySession: FakeApplePaySession })).toBe(FakeApplePaySession);
    FakeApplePaySession.canPay = false;
    expect(availableApplePay({ ApplePaySession: FakeApplePaySession })).toBeUndefined();
    expect(availableApplePay({})).toBeUndefined();
    const throwing = {
      ApplePaySession: {
        supportsVersion: () => {
          throw new Error('InvalidAccessError');
        },
      },
    };
    expect(availableApplePay(throwing)).toBeUndefined();
  });

  it('knows Apple Pay by its provider key', () => {
    expect(isApplePay({ provider: 'apple_pay' })).toBe(true);
    expect(isApplePay({ provider: 'atome' })).toBe(false);
  });
});
