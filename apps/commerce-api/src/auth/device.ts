import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The cookie that keys a guest's bag (spec section 3). */
const DEVICE_ID_COOKIE = 'device-id';
/** The device id lasts a year, like the shop's other visitor cookies. */
const DEVICE_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

// Anything else in the cookie is ignored rather than stored: it keys rows of the database.
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The request's device id, when its cookie holds a well-formed one. */
export function readDeviceId(c: Context): string | null {
  const cookie = getCookie(c, DEVICE_ID_COOKIE);
  return cookie && DEVICE_ID_PATTERN.test(cookie) ? cookie : null;
}

/**
 * The request's device id: its `device-id` cookie, else the one the body names (a sign-in may
 * carry it) when well-formed, else a new one. When the cookie is missing it is set, so the guest
 * bag and the session share one device.
 */
export function ensureDeviceId(c: Context, fromBody?: string): string {
  const existing = readDeviceId(c);
  if (existing) return existing;
  const deviceId = fromBody && DEVICE_ID_PATTERN.test(fromBody) ? fromBody : randomUUID();
  setCookie(c, DEVICE_ID_COOKIE, deviceId, {
    maxAge: DEVICE_ID_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'Lax',
    secure: true,
  });
  return deviceId;
}
