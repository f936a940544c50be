import type { Cart, CartLine } from '@beauty/commerce-sdk';
import type { I18n } from '@beauty/i18n/react';

/** What a line shows about why it needs attention: a short badge and a sentence. */
export interface LineNotice {
  code: CartLine['warnings'][number]['code'];
  badge: string;
  text: string;
}

/** The shopper's words for each warning the API puts on a line (its codes, not its English). */
export function lineNotices(line: CartLine, i18n: Pick<I18n, 'text' | 'country'>): LineNotice[] {
  const productName = line.variant.productName;
  return line.warnings.map(({ code }) => {
    switch (code) {
      case 'unavailable_in_country':
        return {
          code,
          badge: i18n.text('product.unavailable_in_country', {
            country: i18n.text(`shell.country_name.${i18n.country}`),
          }),
          text: i18n.text('purchase.unavailable_in_country', { productName }),
        };
      case 'out_of_stock':
        return line.inventory === 0
          ? {
              code,
              badge: i18n.text('bag.out_of_stock'),
              text: i18n.text('bag.out_of_stock_remove'),
            }
          : {
              code,
              badge: i18n.text('bag.low_inventory', { inventory: line.inventory }),
              text: i18n.text('bag.over_limit'),
            };
      case 'variant_limit':
      case 'brand_limit':
        return { code, badge: i18n.text('bag.limit_badge'), text: i18n.text('bag.over_limit') };
    }
  });
}

/**
 * Why the bag cannot go to checkout yet, one sentence per kind of blocking line (the API's
 * `canCheckout` decides; these say what to do about it).
 */
export function checkoutBlockers(cart: Cart, i18n: Pick<I18n, 'text'>): string[] {
  if (cart.canCheckout) return [];
  const codes = new Set(cart.lines.flatMap((line) => line.warnings.map((warning) => warning.code)));
  const soldOut = cart.lines.some((line) =>
    line.warnings.some((warning) => warning.code === 'out_of_stock' && line.inventory === 0),
  );
  const reasons: string[] = [];
  if (soldOut) reasons.push(i18n.text('bag.out_of_stock_remove'));
  if (codes.has('unavailable_in_country')) reasons.push(i18n.text('bag.remove_unavailable'));
  const overLimit =
    codes.has('variant_limit') ||
    codes.has('brand_limit') ||
    cart.lines.some((line) =>
      line.warnings.some((warning) => warning.code === 'out_of_stock' && line.inventory > 0),
    );
  if (overLimit) reasons.push(i18n.text('bag.over_limit'));
  return reasons;
}
