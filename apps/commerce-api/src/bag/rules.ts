import {
  MAX_QUANTITY_PER_ADDITION,
  STAFF_DISCOUNT_PERCENT as STAFF,
  ServerMessages,
  type CurrencyCode,
} from '@beauty/commerce-sdk/contract';

export { MAX_QUANTITY_PER_ADDITION };

/** Staff discount (spec sections 6 and 9): 30% off all items, 45% off the own-brand collection. */
export const STAFF_DISCOUNT_PERCENT = STAFF.allItems;
export const STAFF_OWN_BRAND_DISCOUNT_PERCENT = STAFF.ownBrand;

/** Free samples a shopper may choose with a non-empty bag; gold members get one more. */
export const MAX_SAMPLES = 2;
export const MAX_SAMPLES_GOLD = 3;

/** Bag messages the contract's {@link ServerMessages} does not spell (spec section 8 wording). */
export const BagMessages = {
  ...ServerMessages,
  samplesUnavailable: 'Samples or rewards are not available',
  soldOut: 'This item is out of stock',
  lowStock: (inventory: number) => `Only ${inventory} of this item left in stock`,
  tooManySamples: (maxSelectable: number, noOfSelected: number) =>
    `You can choose up to ${maxSelectable} samples (${noOfSelected} selected)`,
} as const;

/** Amounts are rounded to the currency's minor unit; rupiah prices have none in practice. */
export function roundMoney(amount: number, currency: CurrencyCode): number {
  if (currency === 'IDR') return Math.round(amount);
  return Math.round(amount * 100) / 100;
}
