/**
 * `@beauty/i18n`: countries, languages and formatting for every app and SDK of the shop.
 *
 * @packageDocumentation
 */
export {
  COUNTRY_CODES,
  LANGUAGES,
  countries,
  DEFAULT_COUNTRY,
  isCountryCode,
  type Country,
  type CountryCode,
  type Language,
} from './countries.js';
export { formatPrice } from './format.js';
