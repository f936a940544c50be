import { describe, expect, it } from 'vitest';
import {
  countryCookie,
  countrySiteUrl,
  I18nError,
  languageCookie,
  languageRedirectCookie,
  localizeHref,
  PREFERENCE_COOKIE_MAX_AGE,
  serializeCookie,
  switchLanguageHref,
  type Language,
} from './index.js';

describe('localizeHref', () => {
  it('adds the language when it is not the country default', () => {
    expect(localizeHref('/brands/dior', { country: 'TH', language: 'en' })).toBe(
      '/brands/dior?language=en',
    );
    expect(localizeHref('/cart?step=2#gifts', { country: 'HK', language: 'zh' })).toBe(
      '/cart?step=2&language=zh#gifts',
    );
    expect(localizeHref('/sign_in', { country: 'ID', language: 'en' })).toBe(
      '/sign_in?language=en',
    );
  });

  it('leaves links alone in the default language', () => {
    expect(localizeHref('/brands/dior', { country: 'TH', language: 'th' })).toBe('/brands/dior');
    expect(localizeHref('/about?x=1', { country: 'SG', language: 'en' })).toBe('/about?x=1');
  });

  it('keeps an existing language parameter of either name', () => {
    const site = { country: 'TH', language: 'en' } as const;
    expect(localizeHref('/about?language=th', site)).toBe('/about?language=th');
    expect(localizeHref('/about?language_code=th', site)).toBe('/about?language_code=th');
  });

  it('never prefixes the path with the language', () => {
    const href = localizeHref('/pages/skincare', { country: 'HK', language: 'zh' });
    expect(new URL(href, 'http://x').pathname).toBe('/pages/skincare');
  });

  it('treats same-origin absolute links as internal and others as external', () => {
    const site = { country: 'TH', language: 'en' } as const;
    const currentUrl = 'https://www.beautyshop.co.th/cart?language=en';
    expect(localizeHref('https://www.beautyshop.co.th/about', site, { currentUrl })).toBe(
      'https://www.beautyshop.co.th/about?language=en',
    );
    expect(localizeHref('https://help.example.com/faq', site, { currentUrl })).toBe(
      'https://help.example.com/faq',
    );
    expect(localizeHref('https://www.beautyshop.co.th/about', site)).toBe(
      'https://www.beautyshop.co.th/about',
    );
    expect(localizeHref('mailto:care@example.com', site)).toBe('mailto:care@example.com');
    expect(localizeHref('?page=2', site, { currentUrl })).toBe('/cart?page=2&language=en');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
  ])('refuses %j', (target) => {
    expect(() => localizeHref(target, { country: 'TH', language: 'en' })).toThrow(I18nError);
  });
});

describe('switchLanguageHref', () => {
  it('sets the chosen language, replacing either parameter name', () => {
    expect(switchLanguageHref('/brands?sort=new', 'TH', 'en')).toBe('/brands?sort=new&language=en');
    expect(switchLanguageHref('/brands?language_code=en&sort=new', 'HK', 'zh')).toBe(
      '/brands?sort=new&language=zh',
    );
  });

  it("drops the parameter for the country's default language", () => {
    expect(switchLanguageHref('/brands?language=en&sort=new', 'TH', 'th')).toBe('/brands?sort=new');
    expect(
      switchLanguageHref(
        'https://www.beautyshop.co.id/?language=en&language_code=en#top',
        'ID',
        'id',
      ),
    ).toBe('https://www.beautyshop.co.id/#top');
  });

  it('refuses a language the country does not offer', () => {
    expect(() => switchLanguageHref('/', 'SG', 'zh')).toThrow('Language zh is not offered in SG');
    expect(() => switchLanguageHref('/', 'SG', 'fr' as Language)).toThrow(I18nError);
  });
});

describe('countrySiteUrl', () => {
  it("links to a country's own storefront", () => {
    expect(countrySiteUrl('TH')).toBe('https://www.beautyshop.co.th/');
    expect(countrySiteUrl('TH', '/brands', { language: 'en' })).toBe(
      'https://www.beautyshop.co.th/brands?language=en',
    );
    expect(countrySiteUrl('TH', 'brands', { language: 'th' })).toBe(
      'https://www.beautyshop.co.th/brands',
    );
    expect(countrySiteUrl('HK', '/', { environment: 'development' })).toBe('http://hk.localhost/');
  });

  it('cannot be turned towards another host', () => {
    expect(countrySiteUrl('SG', '//evil.example/x')).toBe(
      'https://www.beautyshop.com.sg/evil.example/x',
    );
    expect(countrySiteUrl('SG', '/\\evil.example')).toBe(
      'https://www.beautyshop.com.sg/evil.example',
    );
  });
});

describe('cookie descriptors', () => {
  it('last 365 days on path / for country, language and language redirect', () => {
    expect(PREFERENCE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(countryCookie('TH')).toEqual({
      name: 'locale',
      value: 'th',
      maxAge: 31_536_000,
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: true,
    });
    expect(languageCookie('zh')).toMatchObject({
      name: 'language',
      value: 'lng_zh',
      maxAge: 31_536_000,
      path: '/',
    });
    expect(languageRedirectCookie('en')).toMatchObject({
      name: 'language_redirect',
      value: 'en',
      maxAge: 31_536_000,
      path: '/',
    });
  });

  it('serialise to Set-Cookie values', () => {
    expect(serializeCookie(languageCookie('th'))).toBe(
      'language=lng_th; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(serializeCookie(countryCookie('SG', { secure: false }))).toBe(
      'locale=sg; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});
