import type {
  Checkout,
  CostSummary,
  CountryCode,
  MultipleGwpsResponse,
} from '@beauty/commerce-sdk/contract';
import { toMoney } from './money.js';
import type { CostSummaryMinor, PricedCheckout } from './priced.js';

/** A cost summary in minor units as the contract's Money amounts (a checkout's or an order's). */
export function costSummaryView(cost: CostSummaryMinor, country: CountryCode): CostSummary {
  const money = (minor: number) => toMoney(minor, country);
  return {
    subtotal: money(cost.subtotal),
    discount: money(cost.discount),
    priceBeforeGst: money(cost.priceBeforeGst),
    gstPercent: cost.gstPercent,
    gstAmount: money(cost.gstAmount),
    pointsEarned: cost.pointsEarned,
    shipping: money(cost.shipping),
    giftCardRedeemed: money(cost.giftCardRedeemed),
    total: money(cost.total),
  };
}

/** The checkout as the contract shows it: amounts in major units of the currency. */
export function checkoutView(priced: PricedCheckout): Checkout {
  const { country } = priced.viewer;
  const money = (minor: number) => toMoney(minor, country);
  return {
    cart: priced.cart,
    revision: priced.revision,
    recipient: priced.recipient,
    shippingAddress: priced.shippingAddress,
    deliveryOptions: priced.deliveryOptions.map(({ priceMinor: _, ...option }) => option),
    deliveryOptionId: priced.deliveryOption?.id ?? null,
    collectionStore: priced.collectionStore,
    collectionStores: priced.collectionStores,
    paymentMethods: priced.paymentMethods,
    paymentMethodId: priced.paymentMethod?.id ?? null,
    giftSelections: priced.giftTiers.map((tier) => ({
      offerId: tier.offerId,
      variantIds: tier.selectedVariantIds,
    })),
    credits: { available: money(priced.credits.availableMinor), applied: priced.credits.applied },
    costSummary: costSummaryView(priced.costSummaryMinor, country),
    blockers: priced.blockers,
  };
}

/** The spend tiers the bag reaches and the gifts chosen in each (`multiple-gwps/`). */
export function multipleGwpsView(priced: PricedCheckout): MultipleGwpsResponse['data'] {
  return {
    offers: priced.giftTiers.map((tier) => ({
      offerId: tier.offerId,
      title: tier.title,
      minimumSpend: tier.minimumSpend,
      maxSelectable: tier.maxSelectable,
      selectedVariantIds: tier.selectedVariantIds,
      options: tier.options,
    })),
  };
}
