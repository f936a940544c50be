import { CommerceError, hasServerMessage } from '@beauty/commerce-sdk';
import type { I18n } from '@beauty/i18n/react';

/** What the refused addition was about, for the wording of the message. */
export interface RefusedItem {
  productName: string;
  variantName: string;
  brandName: string;
}

const numberIn = (data: unknown, field: string): number | undefined => {
  const value = (data as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'number' ? value : undefined;
};

/**
 * The shopper's words for why the bag refused an addition. The API answers with the spec's
 * messages (recognised through the SDK) and puts the numbers in `data`.
 */
export function bagRefusalMessage(
  error: unknown,
  i18n: Pick<I18n, 'text'>,
  item: RefusedItem,
): string {
  if (hasServerMessage(error, 'maxQuantity')) return i18n.text('purchase.max_quantity');
  const data = error instanceof CommerceError ? error.data : undefined;
  const limit = numberIn(data, 'purchaseLimit');
  if (hasServerMessage(error, 'variantLimit') && limit !== undefined)
    return i18n.text('purchase.variant_limit', { variant: item.variantName, count: limit });
  if (hasServerMessage(error, 'brandLimit') && limit !== undefined)
    return i18n.text('purchase.brand_limit', { brand: item.brandName, count: limit });
  if (hasServerMessage(error, 'unavailableInCountry'))
    return i18n.text('purchase.unavailable_in_country', { productName: item.productName });
  const inventory = error instanceof CommerceError ? numberIn(data, 'inventory') : undefined;
  if (inventory === 0) return i18n.text('product.out_of_stock');
  if (inventory !== undefined) return i18n.text('product.low_stock', { count: inventory });
  return i18n.text('common.something_went_wrong');
}
