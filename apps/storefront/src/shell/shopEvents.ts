import type { Analytics, EcommerceEvent, EcommerceInput } from '@beauty/analytics';
import { trackEcommerce } from '@beauty/analytics';
import type { Cart } from '@beauty/commerce-sdk/contract';
import { useEffect, useRef } from 'react';

/** Events held until the analytics' code has loaded (it loads after hydration). */
const MAX_WAITING = 10;

let analytics: Pick<Analytics, 'track'> | undefined;
const waiting: EcommerceEvent[] = [];

/**
 * Sends an ecommerce event (`purchaseEvent`, `viewCartEvent`... of `@beauty/analytics`) to the
 * data layer through the consent gate. Before the analytics have loaded, the first few wait.
 */
export function trackShopEcommerce(event: EcommerceEvent): void {
  if (analytics) trackEcommerce(analytics, event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** Makes `next` the page's analytics and sends what waited for them. */
export function setShopAnalytics(next: Pick<Analytics, 'track'>): void {
  analytics = next;
  for (const event of waiting.splice(0)) trackEcommerce(next, event);
}

/**
 * Sends `event` once for as long as the calling page stays mounted: when it is first given (the
 * page's data has arrived), not again when the data changes under the shopper.
 */
export function useEcommerceOnce(event: EcommerceEvent | undefined): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!event || sent.current) return;
    sent.current = true;
    trackShopEcommerce(event);
  }, [event]);
}

/** A bag's lines and total as the ecommerce events take them. */
export function cartEcommerce(cart: Cart): EcommerceInput {
  return {
    currency: cart.totals.total.currency,
    value: cart.totals.total.amount,
    coupon: cart.coupon?.code ?? null,
    lines: cart.lines.map((line) => ({
      id: line.variant.sku,
      name: line.variant.productName,
      brand: line.brand.name,
      variant: line.variant.name,
      price: line.unitPrice.amount,
      quantity: line.quantity,
    })),
  };
}
