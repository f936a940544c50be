import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookie, readConsentCookie } from './consentCookie.js';

describe('the consent cookie', () => {
  it('reads the answer the shopper gave, else pending', () => {
    expect(readConsentCookie('locale=sg; consent=granted')).toBe('granted');
    expect(readConsentCookie('consent=denied')).toBe('denied');
    expect(readConsentCookie('consent=maybe')).toBe('pending');
    expect(readConsentCookie('locale=sg')).toBe('pending');
    expect(readConsentCookie(null)).toBe('pending');
  });

  it('is written for a year on the whole site', () => {
    expect(CONSENT_COOKIE).toBe('consent');
    expect(consentCookie('granted')).toBe(
      'consent=granted; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
  });
});
