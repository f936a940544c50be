/**
 * `@beauty/i18n`: countries, languages, resolution rules, formatting and message catalogues for
 * every app and SDK of the shop.
 *
 * @packageDocumentation
 */
export {
  COUNTRY_CODES,
  LANGUAGES,
  ENVIRONMENTS,
  countries,
  DEFAULT_COUNTRY,
  DEFAULT_DOMAINS,
  isCountryCode,
  toCountryCode,
  regionSubtag,
  isLanguage,
  isLanguageAllowed,
  defaultLanguage,
  storefrontDomain,
  type Country,
  type CountryCode,
  type CountryDomains,
  type Environment,
  type Language,
} from './countries.js';
export { formatPageTitle, pageTitle, siteText, siteTexts, type SiteText } from './sites.js';
export { I18nError, type I18nErrorCode } from './errors.js';
export {
  formatPrice,
  currencySymbol,
  formatNumber,
  formatPoints,
  formatPercent,
  formatDate,
  calendarDate,
  daysUntil,
  formatRelativeDays,
  formatExpiry,
  localeOf,
  languageLocale,
} from './format.js';
export {
  COUNTRY_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGE_REDIRECT_COOKIE,
  COUNTRY_HEADER,
  COUNTRY_QUERY,
  LANGUAGE_QUERIES,
  countryOfHost,
  resolveCountry,
  resolveLanguage,
  resolveSite,
  languageCookieValue,
  parseLanguageCookie,
  parseCookies,
  type CountrySources,
  type LanguageSources,
  type Site,
} from './resolve.js';
export {
  localizeHref,
  switchLanguageHref,
  countrySiteUrl,
  safeHref,
  safeReturnTo,
  type HrefOptions,
  type CountrySiteOptions,
} from './url.js';
export {
  PREFERENCE_COOKIE_MAX_AGE,
  countryCookie,
  languageCookie,
  languageRedirectCookie,
  serializeCookie,
  type CookieDescriptor,
  type CookieOptions,
} from './cookies.js';
export {
  createTranslator,
  DEFERRED_SECTIONS,
  importCatalogue,
  importCoreMessages,
  importDeferredMessages,
  loadCatalogues,
  loadTranslator,
  type Catalogue,
  type CompiledCatalogue,
  type CatalogueLoader,
  type CoreCatalogue,
  type DeferredCatalogue,
  type DeferredMessageKey,
  type DeferredSection,
  type TranslatorCatalogue,
  type LinkPart,
  type LoadOptions,
  type MessageArgs,
  type MessageKey,
  type MessagePart,
  type MessageValues,
  type RichMessageKey,
  type Translator,
  type TranslatorOptions,
} from './messages.js';
export type { MessageArgumentKinds } from './messages/types.gen.js';
// The contract's statuses, for libraries that show them with their messages (`@beauty/ui`).
export type { OrderStatus } from '@beauty/commerce-sdk/contract';
export {
  ORDER_MESSAGE_LINKS,
  orderStatusMessages,
  type OrderStatusContext,
  type OrderStatusMessageKey,
  type OrderStatusMessages,
} from './orders.js';
export {
  LOYALTY_TIERS,
  TIER_MESSAGES,
  GIFT_TYPES,
  shownTier,
  tierNameKey,
  tierMessageKey,
  pointsSourceMessage,
  giftTypeKey,
  type LoyaltyTier,
  type ShownTier,
  type TierMessage,
  type PointsSourceMessage,
  type GiftType,
} from './loyalty.js';
