import {
  DEFAULT_DOMAINS,
  defaultLanguage,
  isLanguageAllowed,
  regionSubtag,
  type CountryCode,
  type CountryDomains,
  type Environment,
  type Language,
} from './countries.js';
import { I18nError } from './errors.js';
import { LANGUAGE_QUERIES, type Site } from './resolve.js';

// Stands in for the current origin when a relative URL is parsed; never shown to anyone.
const PLACEHOLDER_ORIGIN = 'http://storefront.invalid';
const placeholderPage = () => new URL(`${PLACEHOLDER_ORIGIN}/`);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const NAMES_SITE = /^(?:[a-z][a-z\d+.-]*:|[/\\]{2})/i;
// What browsers ignore in a URL: control characters and spaces around it, tabs and newlines in it.
// eslint-disable-next-line no-control-regex
const IGNORED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$|[\t\n\r]/g;

/** Whether `href`, read as a browser does, names a protocol or a host (`https:`, `//h`, `/\h`). */
const namesSite = (href: string) => NAMES_SITE.test(href.replace(IGNORED, ''));

/** Options for {@link localizeHref} and {@link switchLanguageHref}. */
export interface HrefOptions {
  /**
   * The page the link is on (absolute). Relative targets resolve against it, and absolute
   * targets on its origin count as internal. Without it only relative targets are internal.
   */
  currentUrl?: string | URL;
}

/**
 * Reads `href` against `base` with the URL parser browsers use, so the checks see what a click
 * would open: ignored characters dropped, backslashes read as slashes, `.` and `..` segments
 * (`%2e` too) resolved. Throws an {@link I18nError} for a protocol other than http(s), mailto or
 * tel, and for a path of `base`'s site that normalises to `//`, which reads as another host once
 * written back into a link (`/.//evil.com` becomes `//evil.com`).
 */
function readLink(href: string, base: URL): URL {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch (cause) {
    throw new I18nError('dangerous_url', `Not a valid URL: ${href}`, { cause });
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) {
    throw new I18nError('dangerous_url', `URL with a refused protocol: ${url.protocol}`);
  }
  if (url.origin === base.origin && url.pathname.startsWith('//')) {
    throw new I18nError('dangerous_url', `Path that reads as another host: ${href}`);
  }
  return url;
}

function parse(target: string, options: HrefOptions) {
  const base = new URL(options.currentUrl ?? placeholderPage());
  const url = readLink(target, base);
  const internal = url.origin === base.origin;
  const text = () => (namesSite(target) ? url.href : `${url.pathname}${url.search}${url.hash}`);
  return { url, internal, text };
}

/**
 * {@link safeHref}'s answers so far, which depend on the href alone: a server renders the same
 * links (the header's, the categories', the tiles') on every page, each checked by several layers.
 * Emptied when full, so any number of hrefs never holds more than this many.
 */
const safeHrefs = new Map<string, string | undefined>();
const MAX_SAFE_HREFS = 2_000;

/**
 * Returns `href` unchanged when it is safe to put in a link, else `undefined`. Safe means it
 * parses as a URL (relative, or http(s), mailto or tel) and, when it is a path of this site, does
 * not normalise to `//host`. The decision is the browser's reading of the URL, so
 * `java\tscript:`, ` JavaScript:`, `data:` and `/.//evil.com` are refused.
 *
 * Used by every link of the shop (`Link` and `ProductCard` of `@beauty/ui`, message links, the
 * storefront's navigation guard): render no href, or throw, when it returns `undefined`.
 */
export function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  if (safeHrefs.has(href)) return safeHrefs.get(href);
  let safe: string | undefined;
  try {
    readLink(href, placeholderPage());
    safe = href;
  } catch {
    safe = undefined;
  }
  if (safeHrefs.size >= MAX_SAFE_HREFS) safeHrefs.clear();
  safeHrefs.set(href, safe);
  return safe;
}

/**
 * The page to go back to after signing in, from an untrusted `return_to`: a path of this site
 * (path, query and fragment, as the browser normalises them), else the home page `'/'`. The
 * decision is taken on the normalised URL, so dot segments (`/.//evil.com`, `/%2e%2e//evil.com`),
 * tabs and newlines, backslashes, other hosts and script URLs all lead home, and so does anything
 * naming a protocol or a host, even this site's. Relative values resolve from the root (`cart` is
 * `/cart`).
 */
export function safeReturnTo(value: unknown): string {
  // A path, never a URL: `http:host` is a path of an http page but another site on an https one.
  if (typeof value !== 'string' || namesSite(value)) return '/';
  const home = placeholderPage();
  try {
    const url = readLink(value, home);
    return url.origin === home.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** True when the URL names the language with `language` or `language_code`. */
function hasLanguage(url: URL): boolean {
  return LANGUAGE_QUERIES.some((name) => url.searchParams.has(name));
}

/**
 * The href of an internal link for a visit in `site`: when the language differs from the
 * country's default and the target names no language, `language` is added; an existing one is
 * kept. External and `mailto:`/`tel:` links are returned as given; paths are never
 * language-prefixed. A target {@link safeHref} refuses (`javascript:`, `data:`, `/.//host`, ...)
 * throws an {@link I18nError}.
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
      `Language ${String(language)} is not offered in ${regionSubtag(country)}`,
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
