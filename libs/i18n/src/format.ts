import { IntlMessageFormat } from 'intl-messageformat';
import formatMessages from './messages/formats.js';
import {
  countries,
  regionSubtag,
  type Country,
  type CountryCode,
  type Language,
} from './countries.js';
import { I18nError } from './errors.js';

// Building Intl formatters is far slower than using them, so each configuration is built once.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  build: () => T,
): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

function country(code: CountryCode): Country {
  const found = countries[code];
  if (!found) throw new I18nError('unknown_country', `Unsupported country: ${String(code)}`);
  return found;
}

function finite(value: number, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new I18nError('invalid_number', `${what} must be a finite number, got ${String(value)}`);
  }
  return value;
}

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new I18nError('invalid_date', `Invalid date: ${String(value)}`);
  }
  return date;
}

// Chinese is offered in Hong Kong only, so language-level formatting uses Traditional Chinese.
const languageLocales: Record<Language, string> = {
  en: 'en',
  zh: 'zh-Hant-HK',
  id: 'id',
  th: 'th',
};

/** The locale used for a language without a country: Chinese is Traditional (Hong Kong). */
export function languageLocale(language: Language): string {
  return languageLocales[language];
}

/** The BCP 47 locale of a language as spoken in a country, e.g. `zh-HK` (Traditional Chinese). */
export function localeOf(language: Language, countryCode: CountryCode): string {
  return `${language}-${regionSubtag(countryCode)}`;
}

function priceFormatter(countryCode: CountryCode, language: Language): Intl.NumberFormat {
  const { currency, priceFractionDigits } = country(countryCode);
  return cached(`price|${language}|${countryCode}`, () => {
    return new Intl.NumberFormat(localeOf(language, countryCode), {
      style: 'currency',
      currency,
      // Shoppers see the local sign: $ in Singapore, RM in Malaysia, Rp in Indonesia.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: priceFractionDigits,
      maximumFractionDigits: priceFractionDigits,
    });
  });
}

/**
 * Formats a price in the country's currency with the conventions of `language` there, without
 * minor units where whole amounts are the local convention (IDR).
 *
 * @example formatPrice(35, 'sg', 'en') // '$35.00'; formatPrice(500000, 'id', 'id') // 'Rp 500.000'
 */
export function formatPrice(amount: number, country: CountryCode, language: Language): string {
  return priceFormatter(country, language).format(finite(amount, 'A price'));
}

/** The currency sign shoppers of `country` see, e.g. `RM` for Malaysia (the `currencySymbol` placeholder). */
export function currencySymbol(countryCode: CountryCode, language: Language): string {
  const parts = priceFormatter(countryCode, language).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? country(countryCode).currency;
}

/** Formats a plain number with the grouping and decimal signs of `language`. */
export function formatNumber(value: number, language: Language): string {
  return cached(
    `number|${language}`,
    () => new Intl.NumberFormat(languageLocales[language]),
  ).format(finite(value, 'A number'));
}

const pointsMessages = new Map<Language, IntlMessageFormat>();

/**
 * Formats a Beauty Pass points amount with its unit, e.g. `1,200 points` or `1.200 poin`.
 * Use {@link formatNumber} for the bare figure.
 */
export function formatPoints(points: number, language: Language): string {
  let message = pointsMessages.get(language);
  if (!message) {
    message = new IntlMessageFormat(formatMessages.points[language], languageLocales[language]);
    pointsMessages.set(language, message);
  }
  return String(message.format({ points: Math.trunc(finite(points, 'Points')) }));
}

/** Formats a fraction as a percentage: `0.1` gives `10%`, `0.125` gives `12.5%`. */
export function formatPercent(value: number, language: Language): string {
  return cached(
    `percent|${language}`,
    () =>
      new Intl.NumberFormat(languageLocales[language], {
        style: 'percent',
        maximumFractionDigits: 1,
      }),
  ).format(finite(value, 'A percentage'));
}

/**
 * Formats a date (a `Date`, an ISO string or epoch milliseconds) in the country's time zone.
 * Without options it shows a medium date such as `22 Nov 2026`; pass Intl options for times or
 * other styles. Thai uses the Buddhist calendar as shoppers there expect.
 */
export function formatDate(
  date: Date | string | number,
  countryCode: CountryCode,
  language: Language,
  options?: Intl.DateTimeFormatOptions,
): string {
  const settings: Intl.DateTimeFormatOptions = {
    ...(options ?? { dateStyle: 'medium' }),
    timeZone: options?.timeZone ?? country(countryCode).timeZone,
  };
  return cached(
    `date|${language}|${countryCode}|${JSON.stringify(settings)}`,
    () => new Intl.DateTimeFormat(localeOf(language, countryCode), settings),
  ).format(toDate(date));
}

/** The calendar date (`YYYY-MM-DD`) of an instant in the country's time zone. */
export function calendarDate(date: Date | string | number, countryCode: CountryCode): string {
  return cached(
    `calendar|${countryCode}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone: country(countryCode).timeZone }),
  ).format(toDate(date));
}

const DAY_MS = 86_400_000;

/**
 * Whole calendar days from `now` to `date` as counted in the country's time zone: 0 when it is
 * today there, 1 tomorrow, negative when past.
 */
export function daysUntil(
  date: Date | string | number,
  countryCode: CountryCode,
  now: Date | string | number = Date.now(),
): number {
  const day = (value: Date | string | number) => Date.parse(calendarDate(value, countryCode));
  return Math.round((day(date) - day(now)) / DAY_MS);
}

/** Formats a day offset the way people say it: `today`, `tomorrow`, `in 3 days`, `2 days ago`. */
export function formatRelativeDays(days: number, language: Language): string {
  return cached(
    `relative|${language}`,
    () => new Intl.RelativeTimeFormat(languageLocales[language], { numeric: 'auto' }),
  ).format(Math.trunc(finite(days, 'Days')), 'day');
}

const expiredPatterns: Record<Language, string> = {
  en: 'expired',
  zh: '已過期',
  id: 'sudah berakhir',
  th: 'หมดอายุแล้ว',
};
const expiryMessages = new Map<Language, IntlMessageFormat>();

/**
 * Relative expiry of points, vouchers or offers in the country's calendar:
 * `expires today`, `expires in 1 day`, `expires in 12 days`, or `expired` once past.
 */
export function formatExpiry(
  expiry: Date | string | number,
  countryCode: CountryCode,
  language: Language,
  now: Date | string | number = Date.now(),
): string {
  const days = daysUntil(expiry, countryCode, now);
  if (days < 0) return expiredPatterns[language];
  let message = expiryMessages.get(language);
  if (!message) {
    message = new IntlMessageFormat(formatMessages.expiry[language], languageLocales[language]);
    expiryMessages.set(language, message);
  }
  return String(message.format({ days }));
}
