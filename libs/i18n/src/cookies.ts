import { stringifySetCookie } from 'cookie';
import type { CountryCode, Language } from './countries.js';
import {
  COUNTRY_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGE_REDIRECT_COOKIE,
  languageCookieValue,
} from './resolve.js';

/** How long the country, language and language-redirect cookies last: 365 days, in seconds. */
export const PREFERENCE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** A cookie to set, in the shape cookie APIs (Hono, `cookieStore`, Express) take. */
export interface CookieDescriptor {
  name: string;
  value: string;
  /** Lifetime in seconds. */
  maxAge: number;
  path: '/';
  sameSite: 'lax';
  /** False: the storefront's scripts read these preferences. */
  httpOnly: false;
  secure: boolean;
}

/** Options for the cookie descriptors. */
export interface CookieOptions {
  /** Send over HTTPS only; true unless told otherwise (local development over plain HTTP). */
  secure?: boolean;
}

function descriptor(name: string, value: string, options: CookieOptions): CookieDescriptor {
  return {
    name,
    value,
    maxAge: PREFERENCE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: options.secure ?? true,
  };
}

/** The `locale` cookie remembering the visitor's country (its lower-case code, as sent in `X-Site-Country`). */
export function countryCookie(country: CountryCode, options: CookieOptions = {}): CookieDescriptor {
  return descriptor(COUNTRY_COOKIE, country, options);
}

/** The `language` cookie remembering the visitor's language, valued `lng_{code}`. */
export function languageCookie(language: Language, options: CookieOptions = {}): CookieDescriptor {
  return descriptor(LANGUAGE_COOKIE, languageCookieValue(language), options);
}

/** The cookie noting that the visitor was already sent to `language`, so it happens once. */
export function languageRedirectCookie(
  language: Language,
  options: CookieOptions = {},
): CookieDescriptor {
  return descriptor(LANGUAGE_REDIRECT_COOKIE, language, options);
}

/**
 * The descriptor as a `Set-Cookie` header value (also valid for `document.cookie`), written by
 * the `cookie` package with the value URI-encoded. Kept so the shop's server and pages need no
 * cookie library of their own.
 */
export function serializeCookie(cookie: CookieDescriptor): string {
  return stringifySetCookie(cookie);
}
