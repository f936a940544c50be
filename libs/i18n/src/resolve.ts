import { parseCookie } from 'cookie';
import {
  DEFAULT_COUNTRY,
  DEFAULT_DOMAINS,
  COUNTRY_CODES,
  defaultLanguage,
  isLanguageAllowed,
  toCountryCode,
  type CountryCode,
  type CountryDomains,
  type Language,
} from './countries.js';

/** Name of the country cookie. */
export const COUNTRY_COOKIE = 'locale';
/** Name of the language cookie; its values are `lng_{code}`. */
export const LANGUAGE_COOKIE = 'language';
/** Name of the cookie remembering that the visitor was already sent to their language. */
export const LANGUAGE_REDIRECT_COOKIE = 'language_redirect';
/** Header naming the site's country, set by the edge in front of the storefront. */
export const COUNTRY_HEADER = 'x-site-country';
/** Query parameter choosing the country. */
export const COUNTRY_QUERY = 'country_code';
/** Query parameters choosing the language, in order of precedence. */
export const LANGUAGE_QUERIES = ['language', 'language_code'] as const;

/** What the country can be read from, each optional. */
export interface CountrySources {
  /** The request host, with or without a port. */
  host?: string | null;
  /** The `x-site-country` header. */
  header?: string | null;
  /** The `locale` cookie. */
  cookie?: string | null;
  /** The `country_code` query parameter. */
  query?: string | null;
  /**
   * Hosts of the countries; every environment's defaults when absent. A host matches with or
   * without a leading `www.`.
   */
  domains?: CountryDomains | readonly CountryDomains[];
}

/** The country whose storefront lives on `host`, or undefined for any other host. */
export function countryOfHost(
  host: string,
  domains: CountryDomains | readonly CountryDomains[] = Object.values(DEFAULT_DOMAINS),
): CountryCode | undefined {
  const bare = (name: string) =>
    name
      .trim()
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/\.$/, '')
      .replace(/^www\./, '');
  const wanted = bare(host);
  if (!wanted) return undefined;
  const tables = (Array.isArray(domains) ? domains : [domains]) as readonly CountryDomains[];
  for (const table of tables) {
    const match = COUNTRY_CODES.find((code) => bare(table[code]) === wanted);
    if (match) return match;
  }
  return undefined;
}

/**
 * The visitor's country: the site host or the `x-site-country` header, then the `locale` cookie,
 * then the `country_code` query, then SG. Unsupported values are skipped, never trusted.
 */
export function resolveCountry(sources: CountrySources): CountryCode {
  return (
    (sources.host ? countryOfHost(sources.host, sources.domains) : undefined) ??
    toCountryCode(sources.header) ??
    toCountryCode(sources.cookie) ??
    toCountryCode(sources.query) ??
    DEFAULT_COUNTRY
  );
}

/** What the language can be read from, each optional. */
export interface LanguageSources {
  /** The `language` query parameter. */
  language?: string | null;
  /** The `language_code` query parameter. */
  languageCode?: string | null;
  /** The `language` cookie, valued `lng_{code}`. */
  cookie?: string | null;
}

/** The `language` cookie value for a language: `lng_{code}`. */
export function languageCookieValue(language: Language): string {
  return `lng_${language}`;
}

/** The language a `language` cookie value names, or undefined when it is not `lng_{code}`. */
export function parseLanguageCookie(value: string | null | undefined): string | undefined {
  const match = /^lng_([a-z]+)$/.exec(value?.trim().toLowerCase() ?? '');
  return match?.[1];
}

/**
 * The visitor's language in `country`: the `language` or `language_code` query, then the
 * `language` cookie, then the country's first language. A language the country does not allow
 * is skipped.
 */
export function resolveLanguage(country: CountryCode, sources: LanguageSources = {}): Language {
  const candidates = [
    sources.language,
    sources.languageCode,
    parseLanguageCookie(sources.cookie),
  ].map((value) => value?.trim().toLowerCase());
  return (
    candidates.find((value): value is Language => !!value && isLanguageAllowed(country, value)) ??
    defaultLanguage(country)
  );
}

/**
 * Reads the `name=value` pairs of a `Cookie` header with the `cookie` package: values URI-decoded
 * where they can be, the first of duplicate names kept (browsers send the most specific first),
 * text without `=` skipped. For servers reading the country and language cookies.
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  // A plain object (the package's has no prototype); its default decode always gives strings.
  return { ...parseCookie(header ?? '') } as Record<string, string>;
}

/** The country and language a visit is served in. */
export interface Site {
  country: CountryCode;
  language: Language;
}

/**
 * Resolves country then language for a request (a Fetch `Request` or its URL and headers), by
 * the rules of {@link resolveCountry} and {@link resolveLanguage}.
 */
export function resolveSite(
  request: { url: string | URL; headers: Headers | Record<string, string | undefined> },
  options: { domains?: CountryDomains | readonly CountryDomains[] } = {},
): Site {
  const url = new URL(request.url);
  const header = (name: string): string | undefined => {
    const { headers } = request;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const key = Object.keys(headers).find((key) => key.toLowerCase() === name);
    return key === undefined ? undefined : headers[key];
  };
  const cookies = parseCookies(header('cookie'));
  const country = resolveCountry({
    host: header('x-forwarded-host')?.split(',')[0] ?? header('host') ?? url.host,
    header: header(COUNTRY_HEADER),
    cookie: cookies[COUNTRY_COOKIE],
    query: url.searchParams.get(COUNTRY_QUERY),
    ...(options.domains ? { domains: options.domains } : {}),
  });
  const language = resolveLanguage(country, {
    language: url.searchParams.get('language'),
    languageCode: url.searchParams.get('language_code'),
    cookie: cookies[LANGUAGE_COOKIE],
  });
  return { country, language };
}
