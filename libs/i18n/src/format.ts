import { countries, type CountryCode, type Language } from './countries.js';

/** Formats a price in the country's currency with the conventions of the language there. */
export function formatPrice(amount: number, country: CountryCode, language: Language): string {
  return new Intl.NumberFormat(`${language}-${country}`, {
    style: 'currency',
    currency: countries[country].currency,
  }).format(amount);
}
