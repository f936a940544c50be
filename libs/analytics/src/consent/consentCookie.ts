import { parseCookie, stringifySetCookie } from 'cookie';
import type { ConsentStatus } from './consent.js';

/**
 * The cookie keeping the shopper's tracking consent, `granted` or `denied`: read by the server
 * (experiments evaluated during rendering track only what it allows) and by the page alike.
 */
export const CONSENT_COOKIE = 'consent';

/** A consent answer holds a year, as long as the experimentation visitor-code cookie it governs. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/**
 * The consent a `Cookie` header (or `document.cookie`) records: `granted` or `denied`, else
 * `pending` (no answer yet, or a value the shop never writes).
 */
export function readConsentCookie(cookies: string | null | undefined): ConsentStatus {
  if (!cookies) return 'pending';
  const value = parseCookie(cookies)[CONSENT_COOKIE];
  return value === 'granted' || value === 'denied' ? value : 'pending';
}

/** The `Set-Cookie` value (or `document.cookie` assignment) that records the shopper's answer. */
export function consentCookie(status: Exclude<ConsentStatus, 'pending'>): string {
  return stringifySetCookie(CONSENT_COOKIE, status, {
    maxAge: CONSENT_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    secure: true,
  });
}
