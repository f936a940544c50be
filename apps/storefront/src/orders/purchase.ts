import { purchaseEvent, type EcommerceEvent } from '@beauty/analytics';
import type { Order } from '@beauty/commerce-sdk';
import { useEffect } from 'react';
import { trackShopEcommerce } from '../shell/shopEvents';
import { isPurchase } from './orderStatus';

// Cents are enough: money sums of the API's amounts, without binary fractions showing.
const money = (amount: number) => Math.round(amount * 100) / 100;

/** The `purchase` event of an order: its number, total, tax (GST), shipping and lines. */
export function orderPurchaseEvent(order: Order): EcommerceEvent {
  const { total, shipping, gstAmount } = order.costSummary;
  return purchaseEvent({
    transactionId: order.number,
    currency: total.currency,
    value: total.amount,
    tax: gstAmount.amount,
    shipping: shipping.amount,
    lines: order.lines.map((line) => ({
      id: line.variant.sku,
      name: line.variant.productName,
      brand: line.brand.name,
      variant: line.variant.name,
      price: money(line.total.amount / line.quantity),
      quantity: line.quantity,
    })),
  });
}

const sentKey = (order: Pick<Order, 'id'>) => `purchase-sent:${order.id}`;

/**
 * Reports the order's `purchase` once it is placed and paid (or cash on delivery): once per order
 * in this browser tab, not again when the page reloads or the shopper comes back to it.
 */
export function usePurchaseEvent(order: Order): void {
  const purchased = isPurchase(order.status);
  useEffect(() => {
    if (!purchased) return;
    try {
      if (sessionStorage.getItem(sentKey(order)) !== null) return;
      sessionStorage.setItem(sentKey(order), '1');
    } catch {
      // Storage refused (private mode): reporting it again on a reload beats never reporting it.
    }
    trackShopEcommerce(orderPurchaseEvent(order));
    // Once per order, when it becomes a purchase: its later changes are not new purchases.
  }, [order.id, purchased]);
}
