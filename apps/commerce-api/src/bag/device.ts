import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The cookie that keys a guest's bag (spec section 3). */
export const DEVICE_ID_COOKIE = 'device-id';
/** The device id lasts a year, like the shop's other visitor cookies. */
export const DEVICE_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

// Anything else in the cookie is ignored rather than stored: it keys rows of the database.
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The request's device id, when its cookie holds a well-formed one. */
export function readDeviceId(c: Context): string | null {
  const cookie = getCookie(c, DEVICE_ID_COOKIE);
  return cookie && DEVICE_ID_PATTERN.test(cookie) ? cookie : null;
}

/** The request's device id; a new one is issued (and its cookie set) when there is none. */
export function ensureDeviceId(c: Context): string {
  const existing = readDeviceId(c);
  if (existing) return existing;
  const deviceId = randomUUID();
  setCookie(c, DEVICE_ID_COOKIE, deviceId, {
    maxAge: DEVICE_ID_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'Lax',
    secure: true,
  });
  return deviceId;
}
