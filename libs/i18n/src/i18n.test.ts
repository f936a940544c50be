import { describe, expect, it } from 'vitest';
import { countries, COUNTRY_CODES, DEFAULT_COUNTRY, formatPrice, isCountryCode } from './index.js';

describe('countries', () => {
  it('covers the eight countries with the default language first', () => {
    expect(COUNTRY_CODES).toHaveLength(8);
    expect(countries.TH.languages).toEqual(['th', 'en']);
    expect(countries.HK.languages).toEqual(['en', 'zh']);
    expect(countries.ID.languages[0]).toBe('id');
    expect(DEFAULT_COUNTRY).toBe('SG');
  });

  it('recognises country codes in any case and nothing else', () => {
    expect(isCountryCode('sg')).toBe(true);
    expect(isCountryCode('TH')).toBe(true);
    expect(isCountryCode('US')).toBe(false);
  });
});

describe('formatPrice', () => {
  it("uses the country's currency", () => {
    expect(formatPrice(35, 'SG', 'en')).toContain('35.00');
    expect(formatPrice(35, 'SG', 'en')).toMatch(/\$/);
    expect(formatPrice(500, 'TH', 'th')).toContain('฿');
    expect(formatPrice(500000, 'ID', 'id')).toMatch(/Rp\s?500\.000/);
  });
});
