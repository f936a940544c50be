// Cookie text in and out: pure functions, so the browser visitor holds no string handling.
import { parseCookie, stringifySetCookie } from 'cookie';
import { FlagsError } from '../errors.js';
import type { SimulatedVariation } from '../data/visitorStore.js';
import { STORAGE_KEYS } from '../storage/storage.js';

/** Visitor-code cookie lifetime in seconds. */
export const VISITOR_CODE_COOKIE_MAX_AGE = 31_536_000;

/** Access to the document's cookies (`document.cookie` in browsers). */
export interface CookieJar {
  /** All cookies as `a=1; b=2`. */
  read(): string;
  /** Writes one `Set-Cookie`-style assignment. */
  write(cookie: string): void;
}

// Shared by every cookie-less evaluation, so the hot path allocates nothing.
const NO_COOKIES: readonly { key: string; value: string }[] = [];

/** `document.cookie` as a {@link CookieJar}; `null` outside browsers. */
export function documentCookies(): CookieJar | null {
  const doc = (globalThis as { document?: { cookie: string } }).document;
  if (!doc) return null;
  return {
    read: () => doc.cookie,
    write: (cookie) => {
      doc.cookie = cookie;
    },
  };
}

// Targeting matches cookie values as the page wrote them, so they are not URI-decoded.
const asWritten = (value: string) => value;

/**
 * Parses `a=1; b=2` into pairs with the `cookie` package: values as written, the first of
 * duplicate names kept (browsers send the most specific first), text without `=` skipped.
 * Throws CookieParse on an empty string, or when a pair lacks its name or value.
 */
export function parseCookies(text: string): { key: string; value: string }[] {
  if (text.trim() === '') throw new FlagsError('CookieParse', "Cookie string can't be empty");
  const pairs = Object.entries(parseCookie(text, { decode: asWritten })).map(([key, value]) => ({
    key,
    value: value ?? '',
  }));
  if (pairs.length === 0 || pairs.some((pair) => pair.key === '' || pair.value === ''))
    throw new FlagsError('CookieParse', 'Cookie string is not valid');
  return pairs;
}

/**
 * The jar's cookies as pairs. A missing jar, an empty string or a malformed one reads as no
 * cookies: a page's stray cookie must not break evaluation.
 */
export function readCookies(jar: CookieJar | null): readonly { key: string; value: string }[] {
  const text = jar?.read() ?? '';
  if (text.trim() === '') return NO_COOKIES;
  try {
    return parseCookies(text);
  } catch {
    return NO_COOKIES;
  }
}

/**
 * The `Set-Cookie`-style assignment that stores `code` as the visitor-code cookie for
 * {@link VISITOR_CODE_COOKIE_MAX_AGE} seconds, or with `null` zeroes it.
 */
export function visitorCodeCookie(code: string | null, domain: string | null): string {
  return stringifySetCookie(STORAGE_KEYS.visitorCode, code ?? '', {
    maxAge: code === null ? 0 : VISITOR_CODE_COOKIE_MAX_AGE,
    path: '/',
    domain: domain ?? undefined,
  });
}

/**
 * Simulated variations (feature key -> experiment and variation ids) from the simulation
 * cookie's value; entries without numeric ids are dropped. Throws when the value does not parse.
 */
export function parseSimulationCookie(value: string): Record<string, SimulatedVariation> {
  const parsed = JSON.parse(decodeURIComponent(value)) as Record<string, SimulatedVariation>;
  const simulated: Record<string, SimulatedVariation> = {};
  for (const [featureKey, entry] of Object.entries(parsed)) {
    if (typeof entry?.expId === 'number' && typeof entry.varId === 'number') {
      simulated[featureKey] = { expId: entry.expId, varId: entry.varId };
    }
  }
  return simulated;
}
