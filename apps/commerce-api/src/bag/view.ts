import type {
  BeautyPassOffer,
  Cart,
  CartExtra,
  CartLine,
  LineWarning,
  Offer,
  Sample,
} from '@beauty/commerce-sdk/contract';
import { isAvailable, lineVariant, unitPrice, type BagVariant } from './lines.js';
import {
  BagMessages,
  FREE_SHIPPING_THRESHOLD,
  SHIPPING_FEE,
  STAFF_DISCOUNT_PERCENT,
  STAFF_OWN_BRAND_DISCOUNT_PERCENT,
  roundMoney,
} from './rules.js';
import {
  lineCap,
  maxSamples,
  merchandiseSubtotal,
  sellableLines,
  type BagLine,
  type BagState,
  type CouponRow,
} from './state.js';

/** Why a promo code does not apply; the shopper always reads 'Sorry, the promotion is invalid.'. */
export type CouponRefusal =
  | 'unknown'
  | 'not_started'
  | 'expired'
  | 'combined_with_credits'
  | 'sign_in_required'
  | 'first_order_only'
  | 'not_applicable_to_bag'
  | 'minimum_spend'
  | 'not_in_country'
  | 'one_per_order';

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
const lineAfterOffers = (state: BagState, line: BagLine) =>
  (unitPrice(line.variant) ?? 0) * line.quantity * (1 - linePercentOff(state, line) / 100);

const couponCovers = (coupon: CouponRow, variant: BagVariant) =>
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

function couponDiscount(state: BagState, coupon: CouponRow): number {
  const eligible = sellableLines(state)
    .filter((line) => couponCovers(coupon, line.variant))
    .reduce((sum, line) => sum + lineAfterOffers(state, line), 0);
  if (coupon.percent_off !== null) return (eligible * coupon.percent_off) / 100;
  return Math.min(eligible, coupon.amount_off?.[state.viewer.country] ?? 0);
}

function lineWarnings(state: BagState, line: BagLine): LineWarning[] {
  const { variant, quantity } = line;
  const warnings: LineWarning[] = [];
  if (variant.price === null) {
    warnings.push({ code: 'unavailable_in_country', message: BagMessages.unavailableInCountry });
    return warnings;
  }
  const stock = variant.stock ?? 0;
  if (stock === 0) warnings.push({ code: 'out_of_stock', message: BagMessages.outOfStock });
  else if (stock < quantity)
    warnings.push({ code: 'out_of_stock', message: BagMessages.lowStock(stock) });
  if (quantity > lineCap(variant))
    warnings.push({ code: 'variant_limit', message: BagMessages.variantLimit });
  if (variant.brandLimit !== null) {
    const brandUnits = state.lines
      .filter((other) => other.variant.brand.id === variant.brand.id)
      .reduce((sum, other) => sum + other.quantity, 0);
    if (brandUnits > variant.brandLimit)
      warnings.push({ code: 'brand_limit', message: BagMessages.brandLimit });
  }
  return warnings;
}

/** Gifts of the offers the bag meets, samples chosen and Beauty Pass rewards redeemed on it. */
function extras(state: BagState): CartExtra[] {
  const result: CartExtra[] = [];
  const add = (
    kind: CartExtra['kind'],
    id: number,
    variant: BagVariant | undefined,
    sourceId: number,
  ) => {
    if (!variant) return;
    result.push({
      id,
      kind,
      variant: lineVariant(variant, state.currency),
      brand: variant.brand,
      sourceId,
    });
  };
  const subtotal = merchandiseSubtotal(state);
  for (const offer of state.offers) {
    if (offer.kind !== 'gift_with_purchase' || state.lines.length === 0) continue;
    const minimum = offer.minimum_spend?.[state.viewer.country];
    if (minimum === undefined || subtotal < minimum) continue;
    const gift = offer.gift_skus
      .map((sku) => state.extras.get(sku))
      .find((variant) => variant && isAvailable(variant));
    add('gift', offer.id, gift, offer.id);
  }
  if (maxSamples(state) > 0) {
    for (const sample of state.samples) {
      if (state.selectedSampleIds.has(sample.id))
        add('sample', sample.id, state.extras.get(sample.sku), sample.id);
    }
  }
  for (const reward of state.rewards) {
    if (state.appliedRewardIds.has(reward.id))
      add('reward', reward.id, state.extras.get(reward.sku), reward.id);
  }
  return result;
}

/** The bag as the contract shows it: lines, extras, promo code and the cost summary. */
export function cartView(state: BagState): Cart {
  const { currency, viewer } = state;
  const money = (amount: number) => ({ amount: roundMoney(amount, currency), currency });
  const lines: CartLine[] = state.lines.map((line) => {
    const price = unitPrice(line.variant) ?? 0;
    return {
      id: line.id,
      variant: lineVariant(line.variant, currency),
      brand: line.variant.brand,
      quantity: line.quantity,
      inventory: line.variant.stock ?? 0,
      unitPrice: money(price),
      total: money(price * line.quantity),
      warnings: lineWarnings(state, line),
    };
  });
  const subtotal = merchandiseSubtotal(state);
  const offerDiscount = sellableLines(state).reduce(
    (sum, line) =>
      sum + (unitPrice(line.variant) ?? 0) * line.quantity - lineAfterOffers(state, line),
    0,
  );
  const coupon = state.coupon && couponRefusal(state, state.coupon) === null ? state.coupon : null;
  const promoDiscount = coupon ? couponDiscount(state, coupon) : 0;
  const discount = roundMoney(Math.min(subtotal, offerDiscount + promoDiscount), currency);
  const merchandise = roundMoney(subtotal, currency) - discount;
  const threshold = FREE_SHIPPING_THRESHOLD[viewer.country];
  const shipping =
    lines.length === 0 ? null : merchandise >= threshold ? 0 : SHIPPING_FEE[viewer.country];
  return {
    id: state.id,
    lines,
    extras: extras(state),
    itemsCount: state.lines.reduce((sum, line) => sum + line.quantity, 0),
    coupon: coupon
      ? { code: coupon.code, description: coupon.description, discount: money(promoDiscount) }
      : null,
    totals: {
      subtotal: money(subtotal),
      discount: money(discount),
      shipping: shipping === null ? null : money(shipping),
      freeShippingThreshold: money(threshold),
      remainingForFreeShipping: money(Math.max(0, threshold - merchandise)),
      total: money(merchandise + (shipping ?? 0)),
    },
    canCheckout: lines.length > 0 && lines.every((line) => line.warnings.length === 0),
  };
}

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

/** Samples sold in the country, whether chosen, and whether they can be. */
export function samplesView(state: BagState): Sample[] {
  return state.samples.flatMap((sample) => {
    const variant = state.extras.get(sample.sku);
    if (!variant || variant.price === null) return [];
    return [
      {
        id: sample.id,
        variant: lineVariant(variant, state.currency),
        brand: variant.brand,
        selected: state.selectedSampleIds.has(sample.id) && maxSamples(state) > 0,
        available: isAvailable(variant) && maxSamples(state) > 0,
      },
    ];
  });
}

/** Rewards are grouped under 499 points and 500 points and above (spec section 9). */
export const rewardGroup = (points: number): BeautyPassOffer['group'] =>
  points < 500 ? 'under_500' : '500_and_above';

/** Beauty Pass rewards whose gift is sold in the country. */
export function beautyPassView(state: BagState): BeautyPassOffer[] {
  return state.rewards.flatMap((reward) => {
    const variant = state.extras.get(reward.sku);
    if (!variant || variant.price === null) return [];
    return [
      {
        id: reward.id,
        title: reward.title,
        description: reward.description,
        image: lineVariant(variant, state.currency).image,
        points: reward.points,
        group: rewardGroup(reward.points),
        minimumTier: reward.minimum_tier,
        validTill: reward.valid_till,
        applied: state.appliedRewardIds.has(reward.id),
        fullyRedeemed: reward.remaining === 0,
      },
    ];
  });
}
