import type { Cart, CartExtra, CartLine, LineWarning } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import { isAvailable, lineVariant, unitPrice, type CountryVariant } from '../catalogue/index.js';
import { bagDiscount } from './pricing.js';
import { BagMessages, roundMoney } from './rules.js';
import { lineCap, maxSamples, merchandiseSubtotal, type BagLine, type BagState } from './state.js';

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
    variant: CountryVariant | undefined,
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
  const { coupon, promo: promoDiscount, total: totalDiscount } = bagDiscount(state);
  const discount = roundMoney(totalDiscount, currency);
  const merchandise = roundMoney(subtotal, currency) - discount;
  const { freeShippingThreshold, shippingFee } = countries[viewer.country];
  const shipping =
    lines.length === 0 ? null : merchandise >= freeShippingThreshold ? 0 : shippingFee;
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
      freeShippingThreshold: money(freeShippingThreshold),
      remainingForFreeShipping: money(Math.max(0, freeShippingThreshold - merchandise)),
      total: money(merchandise + (shipping ?? 0)),
    },
    canCheckout: lines.length > 0 && lines.every((line) => line.warnings.length === 0),
  };
}
