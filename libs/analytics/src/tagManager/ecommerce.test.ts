import { describe, expect, it } from 'vitest';
import {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  createAnalytics,
  purchaseEvent,
  trackEcommerce,
  viewCartEvent,
} from '../index.js';

const lines = [
  {
    id: 'TF-MASCARA-01',
    name: 'Weightless Mascara',
    brand: 'Tom Ford Beauty',
    variant: 'Black',
    price: 62,
    quantity: 2,
  },
  { id: 42, name: 'Lip Glow Oil', price: 49.5, quantity: 1, brand: null, variant: null },
];
const bag = { currency: 'SGD', value: 173.5, lines };

describe('ecommerce events', () => {
  it('builds view_cart and begin_checkout in the GA4 shape, lines as items in order', () => {
    expect(viewCartEvent(bag)).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'SGD',
        value: 173.5,
        items: [
          {
            item_id: 'TF-MASCARA-01',
            item_name: 'Weightless Mascara',
            item_brand: 'Tom Ford Beauty',
            item_variant: 'Black',
            price: 62,
            quantity: 2,
            index: 0,
          },
          { item_id: '42', item_name: 'Lip Glow Oil', price: 49.5, quantity: 1, index: 1 },
        ],
      },
    });
    expect(beginCheckoutEvent({ ...bag, coupon: 'GLOW10' })).toMatchObject({
      event: 'begin_checkout',
      ecommerce: { coupon: 'GLOW10', value: 173.5 },
    });
  });

  it('names the payment type of add_payment_info', () => {
    expect(addPaymentInfoEvent({ ...bag, paymentType: 'promptpay' }).ecommerce).toMatchObject({
      payment_type: 'promptpay',
      currency: 'SGD',
    });
  });

  it('builds purchase with the order number, tax, shipping and coupon', () => {
    const event = purchaseEvent({
      ...bag,
      coupon: 'GLOW10',
      transactionId: 'R100234',
      tax: 14.33,
      shipping: 0,
    });
    expect(event.event).toBe('purchase');
    expect(event.ecommerce).toMatchObject({
      transaction_id: 'R100234',
      value: 173.5,
      currency: 'SGD',
      tax: 14.33,
      shipping: 0,
      coupon: 'GLOW10',
    });
    expect(event.ecommerce.items).toHaveLength(2);
  });

  it('refuses what a tag would misreport', () => {
    expect(() => viewCartEvent({ ...bag, currency: 'sgd' })).toThrow(/ISO 4217/);
    expect(() => viewCartEvent({ ...bag, value: Number.NaN })).toThrow(/value/);
    expect(() =>
      viewCartEvent({ ...bag, lines: [{ id: 1, name: 'x', price: 1, quantity: 0 }] }),
    ).toThrow(/quantity/);
    expect(() =>
      purchaseEvent({ ...bag, transactionId: 'R1', tax: Number.POSITIVE_INFINITY, shipping: 0 }),
    ).toThrow(/tax/);
  });

  it('goes through the consent gate, clearing the previous ecommerce object first', () => {
    const page: Record<string, unknown> = {};
    const analytics = createAnalytics({ target: page, consent: { status: 'pending' } });
    const events = () =>
      (page.dataLayer as { event?: string }[]).map((entry) => entry.event).filter(Boolean);
    trackEcommerce(analytics, viewCartEvent(bag));
    expect(events()).not.toContain('view_cart');

    analytics.consent.setStatus('granted');
    expect(events().slice(-2)).toEqual(['ecommerce_clear', 'view_cart']);
    expect((page.dataLayer as unknown[]).at(-2)).toEqual({
      event: 'ecommerce_clear',
      ecommerce: null,
    });

    analytics.consent.setStatus('denied');
    trackEcommerce(analytics, viewCartEvent(bag));
    expect(events().filter((name) => name === 'view_cart')).toHaveLength(1);
  });
});
