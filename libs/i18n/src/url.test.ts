import { describe, expect, it } from 'vitest';
import {
  countryCookie,
  countrySiteUrl,
  I18nError,
  languageCookie,
  languageRedirectCookie,
  localizeHref,
  PREFERENCE_COOKIE_MAX_AGE,
  safeHref,
  safeReturnTo,
  serializeCookie,
  switchLanguageHref,
  type Language,
} from './index.js';

// Known open-redirect and script payloads: each must lead home from `return_to`.
const REDIRECTS = [
  // Dot segments that normalise to `//evil.com`.
  '/.//evil.com',
  '/..//evil.com',
  '/%2e//evil.com',
  '/%2E%2E//evil.com',
  '/%2e%2e//evil.com',
  '/x/..//evil.com',
  '/a/b/../..//evil.com',
  '/%2e/%2e%2e//evil.com',
  './/evil.com',
  '/.\\/evil.com',
  // Ignored characters that close the gap between two slashes.
  '/./\t/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  '   //evil.com',
  '\u0000//evil.com',
  // Another host, spelt with slashes and backslashes.
  '//evil.com',
  '///evil.com',
  '//evil.com/brands',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  '//shop.example@evil.com',
  // Another site or this one by full URL, whatever the protocol.
  'https://evil.com',
  'http://evil.com/path',
  'http:evil.com',
  'https:evil.com',
  'http:/\\evil.com',
  'https://shop.example/brands',
  'mailto:care@evil.com',
  // Script and document URLs.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Not a URL at all.
  'http://[evil',
];

// Payloads that look like redirects but are paths of the shop once normalised: kept, encoded.
const ODD_PATHS: readonly (readonly [string, string])[] = [
  ['/%09/evil.com', '/%09/evil.com'],
  ['/ /evil.com', '/%20/evil.com'],
  ['/%5cevil.com', '/%5cevil.com'],
  ['%2f%2fevil.com', '/%2f%2fevil.com'],
  ['/%252e//evil.com', '/%252e//evil.com'],
  ['\u2028//evil.com', '/%E2%80%A8//evil.com'],
  ['/\u2028/evil.com', '/%E2%80%A8/evil.com'],
  ['@evil.com', '/@evil.com'],
  ['/@evil.com', '/@evil.com'],
  ['/.;//evil.com', '/.;//evil.com'],
];

// The shop's own pages: kept as they are.
const SHOP_PAGES: readonly (readonly [string, string])[] = [
  ['/brands/x?a=1#top', '/brands/x?a=1#top'],
  ['/cart', '/cart'],
  ['/orders/123', '/orders/123'],
  ['/orders/12/confirmation#summary', '/orders/12/confirmation#summary'],
  ['/', '/'],
  ['/brands/./dior/../chanel', '/brands/chanel'],
  ['  /about  ', '/about'],
  ['cart', '/cart'],
];

/** Where a browser on the sign-in page goes with `href`. */
const followed = (href: string) => new URL(href, 'https://shop.example/sign_in?return_to=x');

describe('safeReturnTo', () => {
  it('has a corpus of at least 25 known payloads', () => {
    expect(REDIRECTS.length + ODD_PATHS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(REDIRECTS)('leads home instead of %j', (payload) => {
    expect(safeReturnTo(payload)).toBe('/');
  });

  it.each(ODD_PATHS)('keeps %j on the shop as %j', (payload, path) => {
    expect(safeReturnTo(payload)).toBe(path);
  });

  it.each(SHOP_PAGES)('honours the shop page %j', (payload, path) => {
    expect(safeReturnTo(payload)).toBe(path);
  });

  it.each([undefined, null, 42, ['/brands'], { path: '/brands' }])(
    'leads home for a missing or malformed value (%j)',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );

  it('never gives a link that a browser follows off the shop', () => {
    for (const payload of [...REDIRECTS, ...ODD_PATHS.flat(), ...SHOP_PAGES.flat()]) {
      const path = safeReturnTo(payload);
      expect(path, payload).toMatch(/^\/(?![/\\])/);
      expect(followed(path).origin, payload).toBe('https://shop.example');
      // Reading its own answer again changes nothing.
      expect(safeReturnTo(path), payload).toBe(path);
    }
  });
});

describe('safeHref', () => {
  it.each([
    '/brands/dior',
    '?language=th',
    '#reviews',
    'https://shop.example/a',
    '//cdn.example/a.png',
    'mailto:care@shop.example',
    'tel:+6560000000',
    '/@evil.com',
    ...ODD_PATHS.map(([payload]) => payload),
  ])('keeps %j as it is', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    'http://[evil',
    // Paths of the shop a browser would read as `//evil.com`, once written back as a path.
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
    '/%2e%2e//evil.com',
    '/x/..//evil.com',
    '/a/b/../..//evil.com',
    '/./\t/evil.com',
    './/evil.com',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it('answers the same however often, and however many links it has seen', () => {
    for (let round = 0; round < 2; round++) {
      expect(safeHref('javascript:alert(1)')).toBeUndefined();
      expect(safeHref('/.//evil.com')).toBeUndefined();
      expect(safeHref('/pages/makeup')).toBe('/pages/makeup');
      for (let i = 0; i < 2_500; i++) expect(safeHref(`/products/p-${i}`)).toBe(`/products/p-${i}`);
    }
  });

  it('has nothing to check without an href', () => {
    expect(safeHref(undefined)).toBeUndefined();
  });

  it('leaves other sites to the caller: they are links, not dangers', () => {
    expect(safeHref('https://evil.com')).toBe('https://evil.com');
    expect(safeHref('//evil.com')).toBe('//evil.com');
  });
});

describe('localizeHref', () => {
  it('adds the language when it is not the country default', () => {
    expect(localizeHref('/brands/dior', { country: 'th', language: 'en' })).toBe(
      '/brands/dior?language=en',
    );
    expect(localizeHref('/cart?step=2#gifts', { country: 'hk', language: 'zh' })).toBe(
      '/cart?step=2&language=zh#gifts',
    );
    expect(localizeHref('/sign_in', { country: 'id', language: 'en' })).toBe(
      '/sign_in?language=en',
    );
  });

  it('leaves links alone in the default language', () => {
    expect(localizeHref('/brands/dior', { country: 'th', language: 'th' })).toBe('/brands/dior');
    expect(localizeHref('/about?x=1', { country: 'sg', language: 'en' })).toBe('/about?x=1');
  });

  it('keeps an existing language parameter of either name', () => {
    const site = { country: 'th', language: 'en' } as const;
    expect(localizeHref('/about?language=th', site)).toBe('/about?language=th');
    expect(localizeHref('/about?language_code=th', site)).toBe('/about?language_code=th');
  });

  it('never prefixes the path with the language', () => {
    const href = localizeHref('/pages/skincare', { country: 'hk', language: 'zh' });
    expect(new URL(href, 'http://x').pathname).toBe('/pages/skincare');
  });

  it('treats same-origin absolute links as internal and others as external', () => {
    const site = { country: 'th', language: 'en' } as const;
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
    '/.//evil.com',
    '/%2e%2e//evil.com',
  ])('refuses %j', (target) => {
    expect(() => localizeHref(target, { country: 'th', language: 'en' })).toThrow(I18nError);
  });

  it('never writes out a path that reads as another host', () => {
    const site = { country: 'th', language: 'en' } as const;
    const currentUrl = 'https://www.beautyshop.co.th//evil.com';
    expect(() => localizeHref('?page=2', site, { currentUrl })).toThrow(I18nError);
    // A backslash names a host: another site's link, returned as given.
    expect(localizeHref('/\\evil.com', site)).toBe('/\\evil.com');
  });
});

describe('switchLanguageHref', () => {
  it('sets the chosen language, replacing either parameter name', () => {
    expect(switchLanguageHref('/brands?sort=new', 'th', 'en')).toBe('/brands?sort=new&language=en');
    expect(switchLanguageHref('/brands?language_code=en&sort=new', 'hk', 'zh')).toBe(
      '/brands?sort=new&language=zh',
    );
  });

  it("drops the parameter for the country's default language", () => {
    expect(switchLanguageHref('/brands?language=en&sort=new', 'th', 'th')).toBe('/brands?sort=new');
    expect(
      switchLanguageHref(
        'https://www.beautyshop.co.id/?language=en&language_code=en#top',
        'id',
        'id',
      ),
    ).toBe('https://www.beautyshop.co.id/#top');
  });

  it('refuses a language the country does not offer', () => {
    expect(() => switchLanguageHref('/', 'sg', 'zh')).toThrow('Language zh is not offered in SG');
    expect(() => switchLanguageHref('/', 'sg', 'fr' as Language)).toThrow(I18nError);
  });
});

describe('countrySiteUrl', () => {
  it("links to a country's own storefront", () => {
    expect(countrySiteUrl('th')).toBe('https://www.beautyshop.co.th/');
    expect(countrySiteUrl('th', '/brands', { language: 'en' })).toBe(
      'https://www.beautyshop.co.th/brands?language=en',
    );
    expect(countrySiteUrl('th', 'brands', { language: 'th' })).toBe(
      'https://www.beautyshop.co.th/brands',
    );
    expect(countrySiteUrl('hk', '/', { environment: 'development' })).toBe('http://hk.localhost/');
  });

  it('cannot be turned towards another host', () => {
    expect(countrySiteUrl('sg', '//evil.example/x')).toBe(
      'https://www.beautyshop.com.sg/evil.example/x',
    );
    expect(countrySiteUrl('sg', '/\\evil.example')).toBe(
      'https://www.beautyshop.com.sg/evil.example',
    );
  });
});

describe('cookie descriptors', () => {
  it('last 365 days on path / for country, language and language redirect', () => {
    expect(PREFERENCE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(countryCookie('th')).toEqual({
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
      'language=lng_th; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
    expect(serializeCookie(countryCookie('sg', { secure: false }))).toBe(
      'locale=sg; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});
