import type { Checkout, MultipleGwpsResponse } from '@beauty/commerce-sdk/contract';
import { toMoney } from './money.js';
import type { PricedCheckout } from './priced.js';

/** The checkout as the contract shows it: amounts in major units of the currency. */
export function checkoutView(priced: PricedCheckout): Checkout {
  const { country } = priced.viewer;
  const money = (minor: number) => toMoney(minor, country);
  const summary = priced.costSummaryMinor;
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
    costSummary: {
      subtotal: money(summary.subtotal),
      discount: money(summary.discount),
      priceBeforeGst: money(summary.priceBeforeGst),
      gstPercent: summary.gstPercent,
      pointsEarned: summary.pointsEarned,
      shipping: money(summary.shipping),
      giftCardRedeemed: money(summary.giftCardRedeemed),
      total: money(summary.total),
    },
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
