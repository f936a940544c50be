import { describe, expect, it } from 'vitest';
import {
  countries,
  COUNTRY_CODES,
  DEFAULT_COUNTRY,
  DEFAULT_DOMAINS,
  defaultLanguage,
  ENVIRONMENTS,
  isCountryCode,
  isLanguage,
  isLanguageAllowed,
  pageTitle,
  siteText,
  storefrontDomain,
  toCountryCode,
} from './index.js';

describe('the country table', () => {
  it('covers the eight countries with their currencies', () => {
    expect(COUNTRY_CODES).toEqual(['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH']);
    expect(
      Object.fromEntries(COUNTRY_CODES.map((code) => [code, countries[code].currency])),
    ).toEqual({
      AU: 'AUD',
      HK: 'HKD',
      ID: 'IDR',
      MY: 'MYR',
      NZ: 'NZD',
      PH: 'PHP',
      SG: 'SGD',
      TH: 'THB',
    });
    for (const code of COUNTRY_CODES) expect(countries[code].code).toBe(code);
    expect(DEFAULT_COUNTRY).toBe('SG');
  });

  it('allows the languages of the spec, the default first', () => {
    expect(
      Object.fromEntries(COUNTRY_CODES.map((code) => [code, countries[code].languages])),
    ).toEqual({
      AU: ['en'],
      HK: ['en', 'zh'],
      ID: ['id', 'en'],
      MY: ['en'],
      NZ: ['en'],
      PH: ['en'],
      SG: ['en'],
      TH: ['th', 'en'],
    });
    expect(defaultLanguage('TH')).toBe('th');
    expect(isLanguageAllowed('HK', 'zh')).toBe(true);
    expect(isLanguageAllowed('SG', 'zh')).toBe(false);
    expect(isLanguageAllowed('TH', 'EN')).toBe(false);
  });

  it('has the free-shipping thresholds of the spec, TH at 500', () => {
    expect(
      Object.fromEntries(COUNTRY_CODES.map((c) => [c, countries[c].freeShippingThreshold])),
    ).toEqual({
      AU: 25,
      HK: undefined,
      ID: 500_000,
      MY: 80,
      NZ: 25,
      PH: 3_000,
      SG: 35,
      TH: 500,
    });
  });

  it('keeps ad-network accounts for sg, my, id, au, th and hk only', () => {
    const withAccount = COUNTRY_CODES.filter((code) => countries[code].adAccountId);
    expect(withAccount.sort()).toEqual(['AU', 'HK', 'ID', 'MY', 'SG', 'TH']);
  });

  it('has a distinct storefront host per country and environment', () => {
    for (const environment of ENVIRONMENTS) {
      const hosts = COUNTRY_CODES.map((code) => storefrontDomain(code, environment));
      expect(new Set(hosts).size).toBe(8);
    }
    expect(storefrontDomain('TH')).toBe('www.beautyshop.co.th');
    expect(storefrontDomain('SG', 'development')).toBe('sg.localhost');
    expect(
      storefrontDomain('SG', 'production', { ...DEFAULT_DOMAINS.production, SG: 'shop.sg' }),
    ).toBe('shop.sg');
  });

  it('has a site title and description in every allowed language', () => {
    for (const code of COUNTRY_CODES) {
      for (const language of countries[code].languages) {
        const text = countries[code].site[language];
        expect(text?.title, `${code} ${language}`).toBeTruthy();
        expect(text?.description.length, `${code} ${language}`).toBeGreaterThan(40);
      }
    }
    expect(siteText('TH', 'th').title).toBe('Beauty Shop ประเทศไทย');
    // A language the country lacks falls back to the country's default.
    expect(siteText('SG', 'zh')).toEqual(siteText('SG', 'en'));
  });

  it("fills the page-title template '{page title} | {country site title}'", () => {
    expect(pageTitle('Bag', 'SG', 'en')).toBe('Bag | Beauty Shop Singapore');
    expect(pageTitle('購物袋', 'HK', 'zh')).toBe('購物袋 | Beauty Shop 香港');
    expect(pageTitle('  ', 'MY', 'en')).toBe('Beauty Shop Malaysia');
  });

  it('recognises codes and languages and nothing else', () => {
    expect(isCountryCode('sg')).toBe(true);
    expect(isCountryCode(' TH ')).toBe(true);
    expect(isCountryCode('US')).toBe(false);
    expect(toCountryCode('hk')).toBe('HK');
    expect(toCountryCode('')).toBeUndefined();
    expect(toCountryCode(null)).toBeUndefined();
    expect(isLanguage('zh')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
