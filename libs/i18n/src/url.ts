import {
  DEFAULT_DOMAINS,
  defaultLanguage,
  isLanguageAllowed,
  type CountryCode,
  type CountryDomains,
  type Environment,
  type Language,
} from './countries.js';
import { I18nError } from './errors.js';
import { LANGUAGE_QUERIES, type Site } from './resolve.js';

// Stands in for the current origin when a relative URL is parsed; never shown to anyone.
const PLACEHOLDER_ORIGIN = 'http://storefront.invalid';
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Options for {@link localizeHref} and {@link switchLanguageHref}. */
export interface HrefOptions {
  /**
   * The page the link is on (absolute). Relative targets resolve against it, and absolute
   * targets on its origin count as internal. Without it only relative targets are internal.
   */
  currentUrl?: string | URL;
}

function parse(target: string, options: HrefOptions) {
  // Browsers ignore tabs and newlines inside a URL, so `java\nscript:` must be caught too.
  const cleaned = target.replace(/[\t\n\r]/g, '').trim();
  const absolute = SCHEME.test(cleaned) || cleaned.startsWith('//');
  const base = new URL(options.currentUrl ?? `${PLACEHOLDER_ORIGIN}/`);
  let url: URL;
  try {
    url = new URL(cleaned, base);
  } catch (cause) {
    throw new I18nError('dangerous_url', `Not a valid URL: ${target}`, { cause });
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) {
    throw new I18nError('dangerous_url', `URL with a refused protocol: ${url.protocol}`);
  }
  const internal =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    (!absolute || (options.currentUrl !== undefined && url.origin === base.origin));
  const text = () => (absolute ? url.href : `${url.pathname}${url.search}${url.hash}`);
  return { url, internal, text };
}

/**
 * Returns `href` when it is safe to put in a link (relative, http(s), mailto or tel) and throws an
 * {@link I18nError} for dangerous protocols such as `javascript:`.
 */
export function safeHref(href: string): string {
  parse(href, {});
  return href.trim();
}

/** True when the URL names the language with `language` or `language_code`. */
function hasLanguage(url: URL): boolean {
  return LANGUAGE_QUERIES.some((name) => url.searchParams.has(name));
}

/**
 * The href of an internal link for a visit in `site`: when the language differs from the
 * country's default and the target names no language, `language` is added; an existing one is
 * kept. External and `mailto:`/`tel:` links are returned as given; paths are never
 * language-prefixed. Dangerous protocols (`javascript:`, `data:`, ...) throw an {@link I18nError}.
 */
export function localizeHref(target: string, site: Site, options: HrefOptions = {}): string {
  const { url, internal, text } = parse(target, options);
  if (!internal) return target.trim();
  if (site.language !== defaultLanguage(site.country) && !hasLanguage(url)) {
    url.searchParams.set('language', site.language);
  }
  return text();
}

/**
 * The URL to replace the current one with when the visitor switches to `language`: any
 * `language` or `language_code` parameter is replaced by `language`, and dropped when it is the
 * country's default. Throws an {@link I18nError} when the country does not offer the language.
 */
export function switchLanguageHref(
  currentUrl: string,
  country: CountryCode,
  language: Language,
  options: HrefOptions = {},
): string {
  if (!isLanguageAllowed(country, language)) {
    throw new I18nError(
      'language_not_allowed',
      `Language ${String(language)} is not offered in ${country}`,
    );
  }
  const { url, text } = parse(currentUrl, options);
  for (const name of LANGUAGE_QUERIES) url.searchParams.delete(name);
  if (language !== defaultLanguage(country)) url.searchParams.set('language', language);
  return text();
}

/** Options for {@link countrySiteUrl}. */
export interface CountrySiteOptions {
  environment?: Environment;
  /** Hosts to use instead of the environment's defaults. */
  domains?: CountryDomains;
  /** Language to open the site in; left out of the URL when it is the country's default. */
  language?: Language;
}

/**
 * The absolute URL of `path` on a country's own storefront, e.g. for the welcome overlay's
 * country switch: `https://www.beautyshop.co.th/brands?language=en`.
 */
export function countrySiteUrl(
  country: CountryCode,
  path = '/',
  options: CountrySiteOptions = {},
): string {
  const environment = options.environment ?? 'production';
  const host = (options.domains ?? DEFAULT_DOMAINS[environment])[country];
  const protocol = environment === 'development' ? 'http' : 'https';
  // Leading slashes are collapsed so a path can never name another host (`//elsewhere`).
  const url = new URL(`/${path.replace(/^[/\\]+/, '')}`, `${protocol}://${host}`);
  if (options.language) {
    return switchLanguageHref(url.href, country, options.language);
  }
  return url.href;
}
