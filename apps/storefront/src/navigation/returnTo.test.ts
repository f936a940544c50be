import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInHref } from './returnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/brands', '/brands'],
    ['/brands?x=1', '/brands?x=1'],
    ['/orders/12/confirmation#summary', '/orders/12/confirmation#summary'],
    ['/', '/'],
    ['  /about  ', '/about'],
  ])('honours the path of this site %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/brands',
    'https://evil.com',
    'http://evil.com/path',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'brands',
    '',
  ])('sends %s back home', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it.each([undefined, null, 42, ['/brands'], { path: '/brands' }])(
    'sends a missing or malformed value (%s) home',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );
});

describe('signInHref', () => {
  it('encodes the current page into return_to, and it comes back whole', () => {
    const href = signInHref('/brands?x=1&y=2');
    expect(href).toBe('/sign_in?return_to=%2Fbrands%3Fx%3D1%26y%3D2');
    const returnTo = new URL(href, 'https://shop.example').searchParams.get('return_to');
    expect(safeReturnTo(returnTo)).toBe('/brands?x=1&y=2');
  });
});
