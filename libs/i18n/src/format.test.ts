import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  currencySymbol,
  daysUntil,
  formatDate,
  formatExpiry,
  formatNumber,
  formatPercent,
  formatPoints,
  formatPrice,
  formatRelativeDays,
  I18nError,
  type CountryCode,
} from './index.js';

// Intl separates some currency signs from the figure with a no-break space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it.each([
    ['au', 'en', 25, '$25.00'],
    ['nz', 'en', 25, '$25.00'],
    ['sg', 'en', 35, '$35.00'],
    ['my', 'en', 80, 'RM 80.00'],
    ['ph', 'en', 3000, '₱3,000.00'],
    ['th', 'th', 500, '฿500.00'],
    ['th', 'en', 1234.5, '฿1,234.50'],
    ['hk', 'en', 99.9, '$99.90'],
    ['hk', 'zh', 99.9, '$99.90'],
    ['id', 'id', 500000, 'Rp 500.000'],
  ] as const)('%s in %s: %d is %s', (country, language, amount, expected) => {
    expect(plain(formatPrice(amount, country, language))).toBe(expected);
  });

  it('shows whole rupiah, rounding any fraction', () => {
    expect(plain(formatPrice(149999.6, 'id', 'id'))).toBe('Rp 150.000');
    expect(formatPrice(149999.6, 'id', 'en')).not.toMatch(/[.,]\d{2}$/);
  });

  it('rejects amounts that are not finite numbers and unknown countries', () => {
    expect(() => formatPrice(Number.NaN, 'sg', 'en')).toThrow(I18nError);
    expect(() => formatPrice(Infinity, 'sg', 'en')).toThrow('A price must be a finite number');
    expect(() => formatPrice(1, 'US' as CountryCode, 'en')).toThrow('Unsupported country: US');
  });

  it('gives the currency sign alone', () => {
    expect(currencySymbol('my', 'en')).toBe('RM');
    expect(currencySymbol('id', 'id')).toBe('Rp');
    expect(currencySymbol('th', 'th')).toBe('฿');
    expect(currencySymbol('ph', 'en')).toBe('₱');
    expect(currencySymbol('sg', 'en')).toBe('$');
  });
});

describe('formatPoints, formatNumber and formatPercent', () => {
  it('writes points with their unit in each language', () => {
    expect(formatPoints(1, 'en')).toBe('1 point');
    expect(formatPoints(1200, 'en')).toBe('1,200 points');
    expect(formatPoints(0, 'en')).toBe('0 points');
    expect(formatPoints(1200, 'zh')).toBe('1,200 積分');
    expect(formatPoints(1200, 'id')).toBe('1.200 poin');
    expect(formatPoints(1200, 'th')).toBe('1,200 คะแนน');
    expect(() => formatPoints(Number.NaN, 'en')).toThrow(I18nError);
  });

  it('groups plain numbers per language', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'id')).toBe('1.234.567,5');
  });

  it('takes fractions for percentages', () => {
    expect(formatPercent(0.1, 'en')).toBe('10%');
    expect(formatPercent(0.45, 'th')).toBe('45%');
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
    expect(plain(formatPercent(0.3, 'id'))).toMatch(/^30 ?%$/);
    expect(() => formatPercent(Number.NaN, 'en')).toThrow(I18nError);
  });
});

describe('formatDate', () => {
  // 16:30 UTC on 31 December is already 1 January in Sydney and Auckland, not yet in Bangkok.
  const newYearEve = '2026-12-31T16:30:00Z';

  it("shows the date in the country's time zone", () => {
    expect(formatDate(newYearEve, 'au', 'en')).toBe('1 Jan 2027');
    expect(formatDate(newYearEve, 'nz', 'en')).toBe('1 Jan 2027');
    expect(formatDate(newYearEve, 'sg', 'en')).toBe('1 Jan 2027');
    expect(formatDate(newYearEve, 'id', 'en')).toBe('31 Dec 2026');
    expect(formatDate(new Date(newYearEve), 'th', 'en')).toBe('Dec 31, 2026');
  });

  it('uses the local script and calendar of the language', () => {
    expect(formatDate(Date.parse(newYearEve), 'hk', 'zh')).toBe('2027年1月1日');
    expect(formatDate(newYearEve, 'th', 'th')).toBe('31 ธ.ค. 2569');
    expect(formatDate(newYearEve, 'id', 'id')).toBe('31 Des 2026');
  });

  it('takes Intl options, keeping the country time zone unless one is given', () => {
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(formatDate(newYearEve, 'sg', 'en', time)).toBe('00:30');
    expect(formatDate(newYearEve, 'th', 'en', time)).toBe('23:30');
    expect(formatDate(newYearEve, 'th', 'en', { ...time, timeZone: 'UTC' })).toBe('16:30');
  });

  it('rejects invalid dates with a typed error', () => {
    expect(() => formatDate('not a date', 'sg', 'en')).toThrow(I18nError);
    expect(() => formatDate(Number.NaN, 'sg', 'en')).toThrow('Invalid date: NaN');
  });
});

describe('relative expiry', () => {
  const now = '2026-03-10T16:30:00Z'; // 11 March in Singapore, still 10 March in Jakarta

  it('counts calendar days in the country', () => {
    expect(calendarDate(now, 'sg')).toBe('2026-03-11');
    expect(calendarDate(now, 'id')).toBe('2026-03-10');
    expect(daysUntil('2026-03-11T15:00:00Z', 'sg', now)).toBe(0);
    expect(daysUntil('2026-03-11T15:00:00Z', 'id', now)).toBe(1);
    expect(daysUntil('2026-03-01T00:00:00Z', 'sg', now)).toBe(-10);
    // Across the Sydney daylight-saving change on 5 April 2026 days stay whole.
    expect(daysUntil('2026-04-10T00:00:00Z', 'au', '2026-04-01T00:00:00Z')).toBe(9);
  });

  it('says when something expires', () => {
    expect(formatExpiry('2026-03-11T15:00:00Z', 'sg', 'en', now)).toBe('expires today');
    expect(formatExpiry('2026-03-12T10:00:00Z', 'sg', 'en', now)).toBe('expires in 1 day');
    expect(formatExpiry('2026-03-23T10:00:00Z', 'sg', 'en', now)).toBe('expires in 12 days');
    expect(formatExpiry('2026-03-23T10:00:00Z', 'hk', 'zh', now)).toBe('12 天後到期');
    expect(formatExpiry('2026-03-23T10:00:00Z', 'id', 'id', now)).toBe('berakhir dalam 13 hari');
    expect(formatExpiry('2026-03-23T10:00:00Z', 'th', 'th', now)).toBe('หมดอายุในอีก 13 วัน');
    expect(formatExpiry('2026-03-01T00:00:00Z', 'sg', 'en', now)).toBe('expired');
  });

  it('formats day offsets the way people say them', () => {
    expect(formatRelativeDays(0, 'en')).toBe('today');
    expect(formatRelativeDays(1, 'en')).toBe('tomorrow');
    expect(formatRelativeDays(3, 'en')).toBe('in 3 days');
    expect(formatRelativeDays(-2, 'en')).toBe('2 days ago');
    expect(formatRelativeDays(3, 'zh')).toBe('3 日後');
  });
});
