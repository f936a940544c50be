import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countries,
  countryCookie,
  countryOfHost,
  DEFAULT_DOMAINS,
  languageCookie,
  languageRedirectCookie,
  LANGUAGES,
  parseCookies,
  parseLanguageCookie,
  resolveCountry,
  resolveLanguage,
  resolveSite,
  serializeCookie,
  type CountrySources,
  type LanguageSources,
} from './index.js';

describe('countryOfHost', () => {
  it('knows every country host of every environment, with or without www and port', () => {
    for (const table of Object.values(DEFAULT_DOMAINS)) {
      for (const code of COUNTRY_CODES) expect(countryOfHost(table[code])).toBe(code);
    }
    expect(countryOfHost('beautyshop.co.th')).toBe('th');
    expect(countryOfHost('WWW.BeautyShop.com.SG:443')).toBe('sg');
    expect(countryOfHost('th.localhost:3000')).toBe('th');
  });

  it('ignores unknown hosts and lookalikes', () => {
    expect(countryOfHost('localhost:3000')).toBeUndefined();
    expect(countryOfHost('www.beautyshop.com.sg.evil.example')).toBeUndefined();
    expect(countryOfHost('')).toBeUndefined();
  });

  it('uses the configured domains when given', () => {
    const domains = { ...DEFAULT_DOMAINS.production, my: 'shop.example.my' };
    expect(countryOfHost('shop.example.my', domains)).toBe('my');
    expect(countryOfHost('www.beautyshop.com.my', domains)).toBeUndefined();
  });
});

describe('resolveCountry', () => {
  // Each source may be absent, unsupported, or name a country; the four sources have distinct
  // countries so the winner shows which one was used.
  const options = {
    host: [undefined, 'shop.unknown.example', 'www.beautyshop.com.au'],
    header: [undefined, 'us', 'hk'],
    cookie: [undefined, 'fr', 'id'],
    query: [undefined, 'xx', 'my'],
  } as const;
  const winners = { host: 'au', header: 'hk', cookie: 'id', query: 'my' } as const;
  const order = ['host', 'header', 'cookie', 'query'] as const;
  const cases: [CountrySources, string][] = [];
  for (const host of options.host)
    for (const header of options.header)
      for (const cookie of options.cookie)
        for (const query of options.query) {
          const sources = { host, header, cookie, query };
          const first = order.find((name) => sources[name] === options[name][2]);
          cases.push([sources, first ? winners[first] : 'sg']);
        }

  it.each(cases)('%o gives %s', (sources, expected) => {
    expect(resolveCountry(sources)).toBe(expected);
  });

  it('reads codes in any case and trims them', () => {
    expect(resolveCountry({ header: ' Th ' })).toBe('th');
    expect(resolveCountry({ cookie: 'nz' })).toBe('nz');
    expect(resolveCountry({ query: 'PH' })).toBe('ph');
    expect(resolveCountry({ header: '', cookie: null, query: '' })).toBe('sg');
    expect(resolveCountry({})).toBe('sg');
  });
});

describe('resolveLanguage', () => {
  const values = [undefined, '', 'fr', ...LANGUAGES] as const;

  it('walks query, language_code, cookie then the default, skipping languages not allowed', () => {
    let checked = 0;
    for (const country of COUNTRY_CODES) {
      const allowed = countries[country].languages as readonly string[];
      for (const language of values)
        for (const languageCode of values)
          for (const cookieLanguage of values) {
            const sources: LanguageSources = {
              language,
              languageCode,
              cookie: cookieLanguage === undefined ? undefined : `lng_${cookieLanguage}`,
            };
            const expected =
              [language, languageCode, cookieLanguage].find((v) => v && allowed.includes(v)) ??
              allowed[0];
            expect(resolveLanguage(country, sources), `${country} ${JSON.stringify(sources)}`).toBe(
              expected,
            );
            checked += 1;
          }
    }
    expect(checked).toBe(8 * 7 ** 3);
  });

  it('follows the documented examples', () => {
    expect(resolveLanguage('th')).toBe('th');
    expect(resolveLanguage('id', { cookie: 'lng_en' })).toBe('en');
    expect(resolveLanguage('hk', { language: 'zh', cookie: 'lng_en' })).toBe('zh');
    expect(resolveLanguage('hk', { language: 'th', languageCode: 'zh' })).toBe('zh');
    expect(resolveLanguage('sg', { language: 'zh' })).toBe('en');
    expect(resolveLanguage('th', { language: ' EN ' })).toBe('en');
  });

  it('only reads language cookies of the form lng_{code}', () => {
    expect(resolveLanguage('th', { cookie: 'en' })).toBe('th');
    expect(resolveLanguage('th', { cookie: 'lng_en' })).toBe('en');
    expect(parseLanguageCookie('lng_zh')).toBe('zh');
    expect(parseLanguageCookie('lng_')).toBeUndefined();
    expect(parseLanguageCookie('zh')).toBeUndefined();
    expect(parseLanguageCookie(undefined)).toBeUndefined();
  });
});

describe('resolveSite', () => {
  it('resolves a Fetch request from its host, cookies and query', () => {
    const request = new Request('https://www.beautyshop.co.th/brands?language=en', {
      headers: { cookie: 'locale=sg; language=lng_th' },
    });
    expect(resolveSite(request)).toEqual({ country: 'th', language: 'en' });
  });

  it('falls back to the header, cookie and query on an unknown host', () => {
    expect(
      resolveSite({
        url: 'http://localhost:3000/?country_code=my',
        headers: { 'X-Site-Country': 'hk', Cookie: 'language=lng_zh' },
      }),
    ).toEqual({ country: 'hk', language: 'zh' });
    expect(
      resolveSite({
        url: 'http://localhost:3000/?country_code=id&language_code=en',
        headers: {},
      }),
    ).toEqual({ country: 'id', language: 'en' });
    expect(
      resolveSite({ url: 'http://localhost:3000/', headers: { cookie: 'locale=th' } }),
    ).toEqual({ country: 'th', language: 'th' });
  });

  it('prefers the forwarded host of a proxy', () => {
    const headers = new Headers({
      host: 'localhost:3000',
      'x-forwarded-host': 'hk.localhost:3000',
    });
    expect(resolveSite({ url: 'http://localhost:3000/', headers })).toEqual({
      country: 'hk',
      language: 'en',
    });
  });
});

describe('parseCookies', () => {
  it('reads pairs, decodes values where it can and keeps the first of duplicates', () => {
    expect(parseCookies('a=1; language=lng_zh;b=x%20y; a=2; c=%E0%A4%A')).toEqual({
      a: '1',
      language: 'lng_zh',
      b: 'x y',
      c: '%E0%A4%A',
    });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('keeps `=` inside values, trims spaces and skips text without `=`, never throwing', () => {
    expect(parseCookies(' t = a=b== ;\tlocale=sg ; broken;;')).toEqual({
      t: 'a=b==',
      locale: 'sg',
    });
    expect(parseCookies('broken')).toEqual({});
  });

  it('keeps the quotes of a quoted value, as browsers show it', () => {
    expect(parseCookies('b="x%20y"')).toEqual({ b: '"x y"' });
  });

  it('reads back the cookies it writes', () => {
    const header = [countryCookie('th'), languageCookie('zh'), languageRedirectCookie('en')]
      .map((cookie) => serializeCookie(cookie).split('; ')[0])
      .join('; ');
    expect(parseCookies(header)).toEqual({
      locale: 'th',
      language: 'lng_zh',
      language_redirect: 'en',
    });
  });
});
