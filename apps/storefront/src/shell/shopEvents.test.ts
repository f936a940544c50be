import { viewCartEvent } from '@beauty/analytics';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testBag, testLine } from '../bag/testBag';
import { cartEcommerce, setShopAnalytics, useEcommerceOnce } from './shopEvents';

describe('the shop’s ecommerce events', () => {
  it('describe a bag by its lines’ unit prices, its total and its promo code', () => {
    const { cart } = testBag(
      [testLine({ id: 1, quantity: 2, total: { amount: 60, currency: 'SGD' } })],
      {},
    ).data;
    expect(
      cartEcommerce({
        ...cart,
        coupon: { code: 'GLOW10', description: '', discount: { amount: 6, currency: 'SGD' } },
      }),
    ).toEqual({
      currency: 'SGD',
      value: 60,
      coupon: 'GLOW10',
      lines: [
        {
          id: '00001-1',
          name: 'Matte Velvet Lipstick',
          brand: 'Milk Makeup',
          variant: 'Rosewood',
          price: 30,
          quantity: 2,
        },
      ],
    });
  });

  it('are sent once while a page stays open, however often its data changes', () => {
    // Events other tests' pages left waiting go to analytics of their own first.
    setShopAnalytics({ track: () => 'sent' });
    const track = vi.fn();
    setShopAnalytics({ track });
    const { cart } = testBag([testLine({ id: 1 })]).data;
    const page = renderHook(
      ({ quantity }) =>
        useEcommerceOnce(
          quantity === 0
            ? undefined
            : viewCartEvent({ ...cartEcommerce(cart), value: 30 * quantity }),
        ),
      {
        initialProps: { quantity: 0 },
      },
    );
    expect(track).not.toHaveBeenCalled();
    page.rerender({ quantity: 1 });
    page.rerender({ quantity: 2 });
    const sent = track.mock.calls.map(
      ([event]) => event as { event: string; ecommerce?: { value: number } },
    );
    expect(sent.filter((event) => event.event === 'view_cart')).toEqual([
      expect.objectContaining({ ecommerce: expect.objectContaining({ value: 30 }) }),
    ]);
  });
});
