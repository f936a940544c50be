import { AUTH_COOKIE_ATTRIBUTES, SessionCookies } from '@beauty/commerce-sdk';
import type { AccountSummary } from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

/** Authentication cookies last 60 days, sameSite lax, secure, on the whole site (spec section 9). */
export const AUTH_COOKIE_MAX_AGE_SECONDS = AUTH_COOKIE_ATTRIBUTES.maxAge!;

/** The cookies of a member's session: any of them makes a request a member's. */
export const SESSION_COOKIE_NAMES = [
  SessionCookies.data,
  SessionCookies.signature,
  SessionCookies.refreshToken,
  SessionCookies.account,
] as const;

const attributes: CookieOptions = AUTH_COOKIE_ATTRIBUTES;
const httpOnly: CookieOptions = { ...attributes, httpOnly: true };

/**
 * Sets the session cookies of an access token and its refresh token on the answer, and the
 * account summary a visitor is signed in by (`luxola-account`, readable by the shop's script), so
 * a sign-in through the API alone signs the browser in as the shop's own sign-in does.
 */
export function setSessionCookies(
  c: Context,
  accessToken: string,
  refreshToken: string,
  account: AccountSummary,
): void {
  const cut = accessToken.lastIndexOf('.');
  setCookie(c, SessionCookies.data, accessToken.slice(0, cut), attributes);
  setCookie(c, SessionCookies.signature, accessToken.slice(cut + 1), httpOnly);
  setCookie(c, SessionCookies.refreshToken, refreshToken, httpOnly);
  setCookie(c, SessionCookies.account, JSON.stringify(account), attributes);
}

/** Expires the session cookies (the device id stays: it keys the guest bag). */
export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SessionCookies.data, attributes);
  deleteCookie(c, SessionCookies.signature, httpOnly);
  deleteCookie(c, SessionCookies.refreshToken, httpOnly);
  deleteCookie(c, SessionCookies.account, attributes);
}
