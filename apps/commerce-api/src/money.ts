import type { CountryCode, Money } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';

// Amounts are computed in integer minor units of the country's currency (cents; whole rupiah),
// converted to the contract's major-unit Money only when it shows an amount.

/** Minor units in one major unit of the country's currency (100; 1 for rupiah). */
export const minorPerMajor = (country: CountryCode) => 10 ** countries[country].priceFractionDigits;

/** A major-unit amount in minor units, rounded to the nearest one. */
export const toMinor = (major: number, country: CountryCode) =>
  Math.round(major * minorPerMajor(country));

/** A minor-unit amount as the contract's Money. */
export const toMoney = (minor: number, country: CountryCode): Money => ({
  amount: minor / minorPerMajor(country),
  currency: countries[country].currency,
});
