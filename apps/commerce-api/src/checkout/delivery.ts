import type { CountryCode, DeliveryOption } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
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
 * option's id is its kind.
 */
export function deliveryOptions(
  country: CountryCode,
  merchandiseMinor: number,
  hasCollectionStores: boolean,
): PricedDeliveryOption[] {
  const { freeShippingThreshold, shippingFee, expressShippingFee } = countries[country];
  const unit = minorPerMajor(country);
  const option = (
    kind: DeliveryOption['kind'],
    name: string,
    priceMinor: number,
    estimatedDelivery: string,
  ): PricedDeliveryOption => ({
    id: kind,
    kind,
    name,
    price: toMoney(priceMinor, country),
    priceMinor,
    estimatedDelivery,
  });
  const standardMinor = merchandiseMinor >= freeShippingThreshold * unit ? 0 : shippingFee * unit;
  return [
    option('standard', 'Standard delivery', standardMinor, '3-5 working days'),
    ...(expressShippingFee === undefined
      ? []
      : [option('express', 'Express delivery', expressShippingFee * unit, '1-2 working days')]),
    ...(hasCollectionStores
      ? [
          option(
            'click_and_collect',
            'Click and collect',
            0,
            'Ready to collect in 2-3 working days',
          ),
        ]
      : []),
  ];
}
