// Cookie text in and out: pure functions, so the browser visitor holds no string handling.
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

/** Parses `a=1; b=2` into pairs; throws CookieParse on an empty or malformed string. */
export function parseCookies(text: string): { key: string; value: string }[] {
  if (text.trim() === '') throw new FlagsError('CookieParse', "Cookie string can't be empty");
  return text.split(';').map((pair) => {
    const at = pair.indexOf('=');
    const key = at > 0 ? pair.slice(0, at).trim() : '';
    const value = at > 0 ? pair.slice(at + 1).trim() : '';
    if (key === '' || value === '')
      throw new FlagsError('CookieParse', 'Cookie string is not valid');
    return { key, value };
  });
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
  const scope = `Path=/${domain ? `; Domain=${domain}` : ''}`;
  return code === null
    ? `${STORAGE_KEYS.visitorCode}=; Max-Age=0; ${scope}`
    : `${STORAGE_KEYS.visitorCode}=${encodeURIComponent(code)}; Max-Age=${VISITOR_CODE_COOKIE_MAX_AGE}; ${scope}`;
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
