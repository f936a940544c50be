import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { DEVICE_ID_MAX_AGE_SECONDS, readDeviceId } from '../bag/device.js';

// The bag accepts these device ids (it ignores others): a body's device id must be one too.
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** Cookies of the session (spec section 3). */
export const SessionCookie = {
  /** Header and payload of the JWT: readable by the shop's script. */
  data: 'jwt-data',
  /** Signature of the JWT (HTTP-only). */
  signature: 'jwt-signature',
  /** The opaque refresh token (HTTP-only). */
  refreshToken: 'jwt-refresh-token',
  /** The device: keys the guest bag. */
  deviceId: 'device-id',
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

/**
 * The request's device id: its `device-id` cookie (as the bag reads it), else the one the body
 * names when well-formed, else a new one. When the cookie is missing it is set, so the guest bag
 * and the session share one device.
 */
export function ensureDeviceId(c: Context, fromBody?: string): string {
  const cookie = readDeviceId(c);
  if (cookie) return cookie;
  const deviceId = fromBody && DEVICE_ID_PATTERN.test(fromBody) ? fromBody : randomUUID();
  setCookie(c, SessionCookie.deviceId, deviceId, {
    ...attributes,
    maxAge: DEVICE_ID_MAX_AGE_SECONDS,
  });
  return deviceId;
}
