import { createTranslator, formatPercent, formatPoints, importCatalogue } from '@beauty/i18n';
import type { I18n } from '@beauty/i18n/react';
import { describe, expect, it } from 'vitest';
import { testCheckout } from '../checkout/testCheckout';
import { costSummaryRows } from './costSummaryRows';

const translator = createTranslator('en', await importCatalogue('en'), { country: 'sg' });
const i18n = {
  text: translator.t,
  formatPercent: (fraction: number) => formatPercent(fraction, 'en'),
  formatPoints: (points: number) => formatPoints(points, 'en'),
} as unknown as Pick<I18n, 'text' | 'formatPercent' | 'formatPoints'>;
const sgd = (amount: number) => ({ amount, currency: 'SGD' as const });
const base = testCheckout().costSummary;

describe('costSummaryRows', () => {
  it("shows the API's GST amount, not one worked out from the other figures", () => {
    // A gift card paid part of it: total − price before GST is not the GST.
    const summary = {
      ...base,
      subtotal: sgd(104),
      shipping: sgd(5),
      priceBeforeGst: sgd(100),
      gstAmount: sgd(9),
      giftCardRedeemed: sgd(10),
      total: sgd(99),
    };
    const rows = costSummaryRows(summary, i18n);
    expect(rows.map((row) => [row.id, row.label, row.amount])).toEqual([
      ['subtotal', 'Subtotal', 104],
      ['shipping', 'Shipping', 5],
      ['gift_card', 'Gift card', 10],
      ['price_before_gst', 'Price before GST', 100],
      ['gst', 'GST (9%)', 9],
      ['total', 'Total', 99],
    ]);
  });

  it('leaves out what is nothing, and shows points a member earns', () => {
    const hongKong = { ...base, gstPercent: 0, gstAmount: sgd(0), pointsEarned: 0 };
    expect(costSummaryRows(hongKong, i18n).map((row) => row.id)).not.toContain('gst');
    const member = { ...base, discount: sgd(4), pointsEarned: 36 };
    const rows = costSummaryRows(member, i18n);
    expect(rows.find((row) => row.id === 'discount')).toMatchObject({ kind: 'discount' });
    expect(rows.at(-1)).toMatchObject({ id: 'points', amount: null, text: '36 points' });
  });
});
