import type { Cart } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Button, CostSummary, FreeShippingProgress } from '@beauty/ui';
import { useId } from 'react';
import { useShopNavigate } from '../navigation/useShopNavigate';
import { checkoutBlockers } from './checkoutBlockers';
import * as styles from './bag.css';

/**
 * The bag's money and the way to checkout: free-shipping progress towards the country's threshold
 * (the API's figure), subtotal, discount, shipping, total, and the checkout button, disabled with
 * the reason while a line blocks it.
 */
export function BagSummary({ cart }: { cart: Cart }) {
  const i18n = useI18n();
  const go = useShopNavigate();
  const reasonsId = useId();
  const { totals } = cart;
  const blockers = checkoutBlockers(cart, i18n);
  return (
    <CostSummary
      title={i18n.text('bag.summary_title')}
      country={i18n.country}
      language={i18n.language}
      rows={[
        { id: 'subtotal', label: i18n.text('order.subtotal'), amount: totals.subtotal.amount },
        ...(totals.discount.amount > 0
          ? [
              {
                id: 'discount',
                label: i18n.text('order.discount'),
                amount: totals.discount.amount,
                kind: 'discount' as const,
              },
            ]
          : []),
        {
          id: 'shipping',
          label: i18n.text('order.shipping'),
          amount: totals.shipping?.amount ?? null,
          text:
            totals.shipping === null
              ? i18n.text('bag.shipping_at_checkout')
              : totals.shipping.amount === 0
                ? i18n.text('common.free')
                : undefined,
        },
        {
          id: 'total',
          label: i18n.text('order.total'),
          amount: totals.total.amount,
          kind: 'total',
        },
      ]}
    >
      <FreeShippingProgress
        threshold={totals.freeShippingThreshold.amount}
        remaining={totals.remainingForFreeShipping.amount}
        country={i18n.country}
        language={i18n.language}
        labels={{
          label: i18n.text('bag.free_shipping_label'),
          progress: (amount) => i18n.text('bag.free_shipping_progress', { amount }),
          reached: i18n.text('bag.free_shipping_reached'),
        }}
      />
      <div className={styles.checkout}>
        <Button
          fullWidth
          disabled={!cart.canCheckout}
          aria-describedby={blockers.length > 0 ? reasonsId : undefined}
          onClick={() => go(i18n.href('/checkout'))}
        >
          {i18n.text('common.checkout')}
        </Button>
      </div>
      {blockers.length > 0 ? (
        <div id={reasonsId} data-testid="checkout-blockers">
          {blockers.map((reason) => (
            <p key={reason} className={styles.warning}>
              {reason}
            </p>
          ))}
        </div>
      ) : null}
    </CostSummary>
  );
}
