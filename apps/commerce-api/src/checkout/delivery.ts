import type { CountryCode, DeliveryOption } from '@beauty/commerce-sdk/contract';
import { countries, type Translator } from '@beauty/i18n';
import { minorPerMajor, toMoney } from './money.js';

/** A delivery option with its price in minor units. */
export type PricedDeliveryOption = DeliveryOption & { priceMinor: number };

/** Whether an option sends the order to the shopper (and so needs a shipping address). */
export const isHomeDelivery = (option: Pick<DeliveryOption, 'kind'>) =>
  option.kind !== 'click_and_collect';

/**
 * The delivery options of the country for a bag of `merchandiseMinor` (after discounts):
 * standard home delivery at the country's fee, free from its threshold; express at its own fee,
 * never free, where the country has it; click and collect, free, where a store offers it. The
 * option's id is its kind; its name and estimated delivery are in the shopper's language (`words`,
 * the `checkout.delivery` and `checkout.delivery_estimate` messages).
 */
export function deliveryOptions(
  country: CountryCode,
  merchandiseMinor: number,
  hasCollectionStores: boolean,
  words: Pick<Translator, 't'>,
): PricedDeliveryOption[] {
  const { freeShippingThreshold, shippingFee, expressShippingFee } = countries[country];
  const unit = minorPerMajor(country);
  const option = (kind: DeliveryOption['kind'], priceMinor: number): PricedDeliveryOption => ({
    id: kind,
    kind,
    name: words.t(`checkout.delivery.${kind}`),
    price: toMoney(priceMinor, country),
    priceMinor,
    estimatedDelivery: words.t(`checkout.delivery_estimate.${kind}`),
  });
  const standardMinor = merchandiseMinor >= freeShippingThreshold * unit ? 0 : shippingFee * unit;
  return [
    option('standard', standardMinor),
    ...(expressShippingFee === undefined ? [] : [option('express', expressShippingFee * unit)]),
    ...(hasCollectionStores ? [option('click_and_collect', 0)] : []),
  ];
}
