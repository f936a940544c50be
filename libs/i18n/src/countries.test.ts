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
  regionSubtag,
  siteText,
  siteTexts,
  formatPageTitle,
  storefrontDomain,
  toCountryCode,
} from './index.js';

describe('the country table', () => {
  it('covers the eight countries with their currencies', () => {
    expect(COUNTRY_CODES).toEqual(['au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th']);
    expect(
      Object.fromEntries(COUNTRY_CODES.map((code) => [code, countries[code].currency])),
    ).toEqual({
      au: 'AUD',
      hk: 'HKD',
      id: 'IDR',
      my: 'MYR',
      nz: 'NZD',
      ph: 'PHP',
      sg: 'SGD',
      th: 'THB',
    });
    for (const code of COUNTRY_CODES) expect(countries[code].code).toBe(code);
    expect(DEFAULT_COUNTRY).toBe('sg');
  });

  it('allows the languages of the spec, the default first', () => {
    expect(
      Object.fromEntries(COUNTRY_CODES.map((code) => [code, countries[code].languages])),
    ).toEqual({
      au: ['en'],
      hk: ['en', 'zh'],
      id: ['id', 'en'],
      my: ['en'],
      nz: ['en'],
      ph: ['en'],
      sg: ['en'],
      th: ['th', 'en'],
    });
    expect(defaultLanguage('th')).toBe('th');
    expect(isLanguageAllowed('hk', 'zh')).toBe(true);
    expect(isLanguageAllowed('sg', 'zh')).toBe(false);
    expect(isLanguageAllowed('th', 'EN')).toBe(false);
  });

  it('has the free-shipping thresholds of the spec, TH at 500, HK at the API’s 200', () => {
    expect(
      Object.fromEntries(COUNTRY_CODES.map((c) => [c, countries[c].freeShippingThreshold])),
    ).toEqual({
      au: 25,
      hk: 200,
      id: 500_000,
      my: 80,
      nz: 25,
      ph: 3_000,
      sg: 35,
      th: 500,
    });
  });

  it('keeps ad-network accounts for sg, my, id, au, th and hk only', () => {
    const withAccount = COUNTRY_CODES.filter((code) => countries[code].adAccountId);
    expect(withAccount.sort()).toEqual(['au', 'hk', 'id', 'my', 'sg', 'th']);
  });

  it('has a distinct storefront host per country and environment', () => {
    for (const environment of ENVIRONMENTS) {
      const hosts = COUNTRY_CODES.map((code) => storefrontDomain(code, environment));
      expect(new Set(hosts).size).toBe(8);
    }
    expect(storefrontDomain('th')).toBe('www.beautyshop.co.th');
    expect(storefrontDomain('sg', 'development')).toBe('sg.localhost');
    expect(
      storefrontDomain('sg', 'production', { ...DEFAULT_DOMAINS.production, sg: 'shop.sg' }),
    ).toBe('shop.sg');
  });

  it('has a site title and description in every allowed language', () => {
    for (const code of COUNTRY_CODES) {
      for (const language of countries[code].languages) {
        const text = siteTexts[code][language];
        expect(text?.title, `${code} ${language}`).toBeTruthy();
        expect(text?.description.length, `${code} ${language}`).toBeGreaterThan(40);
      }
    }
    expect(siteText('th', 'th').title).toBe('Beauty Shop ประเทศไทย');
    // A language the country lacks falls back to the country's default.
    expect(siteText('sg', 'zh')).toEqual(siteText('sg', 'en'));
  });

  it("fills the page-title template '{page title} | {country site title}'", () => {
    expect(pageTitle('Bag', 'sg', 'en')).toBe('Bag | Beauty Shop Singapore');
    expect(pageTitle('購物袋', 'hk', 'zh')).toBe('購物袋 | Beauty Shop 香港');
    expect(pageTitle('  ', 'my', 'en')).toBe('Beauty Shop Malaysia');
    // A browser fills it with the site title its server gave it.
    expect(formatPageTitle(' Bag ', 'Beauty Shop Singapore')).toBe('Bag | Beauty Shop Singapore');
    expect(formatPageTitle('', 'Beauty Shop Singapore')).toBe('Beauty Shop Singapore');
  });

  it('recognises codes and languages and nothing else', () => {
    expect(isCountryCode('sg')).toBe(true);
    expect(isCountryCode(' TH ')).toBe(true);
    expect(isCountryCode('US')).toBe(false);
    expect(toCountryCode('HK')).toBe('hk');
    expect(regionSubtag('hk')).toBe('HK');
    expect(toCountryCode('')).toBeUndefined();
    expect(toCountryCode(null)).toBeUndefined();
    expect(isLanguage('zh')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('the checkout’s market facts', () => {
  const facts = <K extends keyof (typeof countries)['sg']>(key: K) =>
    Object.fromEntries(COUNTRY_CODES.map((code) => [code, countries[code][key]]));

  it('has the GST, VAT or sales tax of 2026 in percent', () => {
    expect(facts('gstPercent')).toEqual({
      au: 10,
      hk: 0,
      id: 11,
      my: 10,
      nz: 15,
      ph: 12,
      sg: 9,
      th: 7,
    });
  });

  it('gives each country its own calling code', () => {
    expect(facts('callingCode')).toEqual({
      au: '+61',
      hk: '+852',
      id: '+62',
      my: '+60',
      nz: '+64',
      ph: '+63',
      sg: '+65',
      th: '+66',
    });
  });

  it.each([
    ['au', '2000', ['200', '20000', 'NSW 2000']],
    ['nz', '1010', ['101', 'AB12']],
    ['ph', '1226', ['12260']],
    ['id', '10310', ['1031', '103100']],
    ['my', '50450', ['5045']],
    ['th', '10330', ['1033 0']],
    ['sg', '238801', ['23880', '2388011']],
  ] as const)('knows the postcodes of %s (%s)', (code, valid, invalid) => {
    const pattern = countries[code].postalCodePattern;
    expect(pattern?.test(valid)).toBe(true);
    for (const value of invalid) expect(pattern?.test(value), value).toBe(false);
  });

  it('has no postcodes in Hong Kong', () => {
    expect(countries.hk.postalCodePattern).toBeNull();
  });

  it('asks for a 16-digit NIK in Indonesia only', () => {
    const rule = countries.id.registrationNumber;
    expect(rule?.name).toBe('NIK');
    expect(rule?.pattern.test('3171234567890123')).toBe(true);
    expect(rule?.pattern.test('317123456789012')).toBe(false);
    expect(rule?.pattern.test('31712345678901234')).toBe(false);
    expect(rule?.pattern.test('317123456789012a')).toBe(false);
    const asking = COUNTRY_CODES.filter((code) => countries[code].registrationNumber);
    expect(asking).toEqual(['id']);
  });

  it('offers express delivery except in Indonesia and the Philippines, at a fee', () => {
    expect(facts('expressShippingFee')).toEqual({
      au: 15,
      hk: 80,
      id: undefined,
      my: 25,
      nz: 15,
      ph: undefined,
      sg: 15,
      th: 200,
    });
  });

  it('earns about one point per Singapore dollar in every currency', () => {
    expect(facts('currencyUnitsPerPoint')).toEqual({
      au: 1,
      hk: 5,
      id: 10_000,
      my: 3,
      nz: 1,
      ph: 30,
      sg: 1,
      th: 25,
    });
  });
});
