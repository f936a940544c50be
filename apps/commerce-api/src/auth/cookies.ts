import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

/** Cookies of the session (spec section 3). */
export const SessionCookie = {
  /** Header and payload of the JWT: readable by the shop's script. */
  data: 'jwt-data',
  /** Signature of the JWT (HTTP-only). */
  signature: 'jwt-signature',
  /** The opaque refresh token (HTTP-only). */
  refreshToken: 'jwt-refresh-token',
  /** The account summary the client caches at sign-in. */
  account: 'luxola-account',
} as const;

/** Authentication cookies last 60 days, sameSite lax, secure, on the whole site (spec section 9). */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 5_184_000;

const attributes: CookieOptions = {
  maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
  path: '/',
  sameSite: 'Lax',
  secure: true,
};
const httpOnly: CookieOptions = { ...attributes, httpOnly: true };

/** Sets the session cookies of an access token and its refresh token on the answer. */
export function setSessionCookies(c: Context, accessToken: string, refreshToken: string): void {
  const cut = accessToken.lastIndexOf('.');
  setCookie(c, SessionCookie.data, accessToken.slice(0, cut), attributes);
  setCookie(c, SessionCookie.signature, accessToken.slice(cut + 1), httpOnly);
  setCookie(c, SessionCookie.refreshToken, refreshToken, httpOnly);
}

/** Expires the session cookies (the device id stays: it keys the guest bag). */
export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SessionCookie.data, attributes);
  deleteCookie(c, SessionCookie.signature, httpOnly);
  deleteCookie(c, SessionCookie.refreshToken, httpOnly);
  deleteCookie(c, SessionCookie.account, attributes);
}
