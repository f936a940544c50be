import type { Checkout } from '@beauty/commerce-sdk/contract';

const sgd = (amount: number) => ({ amount, currency: 'SGD' as const });

/** A Singapore checkout with one line, nothing chosen yet: card, Apple Pay and Atome offered. */
export function testCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    cart: {
      id: 1,
      lines: [],
      extras: [],
      itemsCount: 1,
      coupon: null,
      totals: {
        subtotal: sgd(40),
        discount: sgd(0),
        shipping: sgd(0),
        freeShippingThreshold: sgd(35),
        remainingForFreeShipping: sgd(0),
        total: sgd(40),
      },
      canCheckout: true,
    },
    revision: 'rev-1',
    recipient: null,
    shippingAddress: null,
    deliveryOptions: [
      {
        id: 'standard',
        kind: 'standard',
        name: 'Standard delivery',
        price: sgd(0),
        estimatedDelivery: null,
      },
      {
        id: 'click_and_collect',
        kind: 'click_and_collect',
        name: 'Click and collect',
        price: sgd(0),
        estimatedDelivery: null,
      },
    ],
    deliveryOptionId: null,
    collectionStore: null,
    collectionStores: [],
    paymentMethods: [
      { id: 'card', kind: 'card', provider: 'card', brand: null, name: 'Credit or debit card' },
      {
        id: 'apple_pay',
        kind: 'wallet',
        provider: 'apple_pay',
        brand: 'Apple Pay',
        name: 'Apple Pay',
      },
      { id: 'atome', kind: 'bnpl', provider: 'atome', brand: 'Atome', name: 'Atome' },
    ],
    paymentMethodId: null,
    giftSelections: [],
    credits: { available: sgd(0), applied: false },
    costSummary: {
      subtotal: sgd(40),
      discount: sgd(0),
      priceBeforeGst: sgd(36.7),
      gstPercent: 9,
      gstAmount: sgd(3.3),
      pointsEarned: 0,
      shipping: sgd(0),
      giftCardRedeemed: sgd(0),
      total: sgd(40),
    },
    blockers: [],
    ...overrides,
  };
}
