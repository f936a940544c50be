import type { PromoRefusalReason } from '@beauty/commerce-sdk/contract';
import { unitPrice, type CountryVariant } from '../catalogue/index.js';
import { STAFF_DISCOUNT_PERCENT, STAFF_OWN_BRAND_DISCOUNT_PERCENT } from './rules.js';
import {
  merchandiseSubtotal,
  sellableLines,
  type BagLine,
  type BagState,
  type CouponRow,
} from './state.js';

/**
 * Why a promo code does not apply; the shopper always reads 'Sorry, the promotion is invalid.'.
 * The contract lists the reasons, so the bag page words each one.
 */
export type CouponRefusal = PromoRefusalReason;

/** Percent off a line before promo codes: the staff discount or the best automatic offer. */
function linePercentOff(state: BagState, line: BagLine): number {
  const user = state.viewer.user;
  const staff = user?.isEmployee
    ? line.variant.isOwnBrand
      ? STAFF_OWN_BRAND_DISCOUNT_PERCENT
      : STAFF_DISCOUNT_PERCENT
    : 0;
  const offers = state.offers
    .filter(
      (offer) =>
        offer.kind === 'discount' &&
        offer.percent_off !== null &&
        (offer.brand_slug === null || offer.brand_slug === line.variant.brand.slug),
    )
    .map((offer) => offer.percent_off ?? 0);
  return Math.max(staff, ...offers);
}

/** A line's amount after its automatic discount. */
export const lineAfterOffers = (state: BagState, line: BagLine) =>
  (unitPrice(line.variant) ?? 0) * line.quantity * (1 - linePercentOff(state, line) / 100);

const couponCovers = (coupon: CouponRow, variant: CountryVariant) =>
  (coupon.brand_slugs.length === 0 && coupon.product_slugs.length === 0) ||
  coupon.brand_slugs.includes(variant.brand.slug) ||
  coupon.product_slugs.includes(variant.productSlug);

/** Checks a promo code against the bag: `null` when it applies. */
export function couponRefusal(
  state: BagState,
  coupon: CouponRow | null,
  now = new Date(),
): CouponRefusal | null {
  if (!coupon) return 'unknown';
  const country = state.viewer.country;
  if (coupon.valid_from && new Date(coupon.valid_from) > now) return 'not_started';
  if (coupon.valid_till && new Date(coupon.valid_till) < now) return 'expired';
  if (state.creditsApplied) return 'combined_with_credits';
  if (coupon.percent_off === null && coupon.amount_off?.[country] === undefined)
    return 'not_in_country';
  if (coupon.first_order_only) {
    if (!state.viewer.user) return 'sign_in_required';
    if (state.ordersPlaced > 0) return 'first_order_only';
  }
  if (!sellableLines(state).some((line) => couponCovers(coupon, line.variant)))
    return 'not_applicable_to_bag';
  const minimum = coupon.minimum_spend?.[country];
  if (minimum !== undefined && merchandiseSubtotal(state) < minimum) return 'minimum_spend';
  return null;
}

/** What a promo code that applies takes off the sellable lines it covers. */
export function couponDiscount(state: BagState, coupon: CouponRow): number {
  const eligible = sellableLines(state)
    .filter((line) => couponCovers(coupon, line.variant))
    .reduce((sum, line) => sum + lineAfterOffers(state, line), 0);
  if (coupon.percent_off !== null) return (eligible * coupon.percent_off) / 100;
  return Math.min(eligible, coupon.amount_off?.[state.viewer.country] ?? 0);
}

/** What a bag's discounts take off, in major units before rounding to the currency. */
export interface BagDiscount {
  /** Automatic offers and the staff discount. */
  offers: number;
  /** The promo code, when it applies. */
  promo: number;
  /** The promo code that applies, if any. */
  coupon: CouponRow | null;
  /** Both, never more than the subtotal. */
  total: number;
}

/** The discounts of the bag: the one computation the bag and the checkout both show. */
export function bagDiscount(state: BagState): BagDiscount {
  const offers = sellableLines(state).reduce(
    (sum, line) =>
      sum + (unitPrice(line.variant) ?? 0) * line.quantity - lineAfterOffers(state, line),
    0,
  );
  const coupon = state.coupon && couponRefusal(state, state.coupon) === null ? state.coupon : null;
  const promo = coupon ? couponDiscount(state, coupon) : 0;
  return { offers, promo, coupon, total: Math.min(merchandiseSubtotal(state), offers + promo) };
}
