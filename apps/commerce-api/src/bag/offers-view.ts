import type { Offer } from '@beauty/commerce-sdk/contract';
import { isAvailable, lineVariant } from '../catalogue/index.js';
import { couponRefusal } from './pricing.js';
import { roundMoney } from './rules.js';
import { merchandiseSubtotal, type BagState } from './state.js';

/** The offers of the bag and how close it is to each; the staff discount only for employees. */
export function offersView(state: BagState): Offer[] {
  const { currency, viewer } = state;
  const subtotal = merchandiseSubtotal(state);
  return state.offers
    .filter((offer) => offer.kind !== 'staff_discount' || viewer.user?.isEmployee)
    .map((offer) => {
      const minimum = offer.minimum_spend?.[viewer.country] ?? null;
      const remaining = minimum === null ? null : Math.max(0, minimum - subtotal);
      const brandInBag = state.lines.some((line) => line.variant.brand.slug === offer.brand_slug);
      const eligible =
        offer.kind === 'staff_discount'
          ? true
          : offer.kind === 'discount'
            ? offer.brand_slug === null
              ? state.lines.length > 0
              : brandInBag
            : offer.kind === 'coupon'
              ? couponRefusal(state, state.offerCoupons.get(offer.coupon_code ?? '') ?? null) ===
                null
              : state.lines.length > 0 && remaining === 0;
      return {
        id: offer.id,
        kind: offer.kind,
        title: offer.title,
        description: offer.description,
        minimumSpend: minimum === null ? null : { amount: minimum, currency },
        validTill: offer.valid_till,
        couponCode: offer.coupon_code,
        eligible,
        remainingSpend:
          remaining === null ? null : { amount: roundMoney(remaining, currency), currency },
        gifts: offer.gift_skus.flatMap((sku) => {
          const variant = state.extras.get(sku);
          return variant && variant.price !== null
            ? [
                {
                  variant: lineVariant(variant, currency),
                  brand: variant.brand,
                  available: isAvailable(variant),
                },
              ]
            : [];
        }),
      };
    });
}
