import type { CostSummary } from '@beauty/commerce-sdk/contract';
import type { I18n } from '@beauty/i18n/react';
import type { CostSummaryRow } from '@beauty/ui';

/**
 * The rows of a cost summary (spec section 3), the checkout's and the order's alike: subtotal,
 * discount, shipping, gift card redeemed, price before GST, GST, total and points earned. Every
 * figure is the API's; rows of nothing (no discount, no GST in Hong Kong, no points for a guest)
 * are left out.
 */
export function costSummaryRows(
  summary: CostSummary,
  i18n: Pick<I18n, 'text' | 'formatPercent' | 'formatPoints'>,
): CostSummaryRow[] {
  const rows: (CostSummaryRow | false)[] = [
    { id: 'subtotal', label: i18n.text('order.subtotal'), amount: summary.subtotal.amount },
    summary.discount.amount > 0 && {
      id: 'discount',
      label: i18n.text('order.discount'),
      amount: summary.discount.amount,
      kind: 'discount',
    },
    {
      id: 'shipping',
      label: i18n.text('order.shipping'),
      amount: summary.shipping.amount,
      ...(summary.shipping.amount === 0 && { text: i18n.text('common.free') }),
    },
    summary.giftCardRedeemed.amount > 0 && {
      id: 'gift_card',
      label: i18n.text('order.gift_card'),
      amount: summary.giftCardRedeemed.amount,
      kind: 'discount',
    },
    {
      id: 'price_before_gst',
      label: i18n.text('order.price_before_gst'),
      amount: summary.priceBeforeGst.amount,
    },
    summary.gstPercent > 0 && {
      id: 'gst',
      label: i18n.text('order.gst', { percent: i18n.formatPercent(summary.gstPercent / 100) }),
      amount: summary.gstAmount.amount,
    },
    { id: 'total', label: i18n.text('order.total'), amount: summary.total.amount, kind: 'total' },
    summary.pointsEarned > 0 && {
      id: 'points',
      label: i18n.text('order.points_earned'),
      amount: null,
      text: i18n.formatPoints(summary.pointsEarned),
    },
  ];
  return rows.filter((row): row is CostSummaryRow => row !== false);
}
