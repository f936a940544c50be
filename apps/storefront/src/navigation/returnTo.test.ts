import { safeReturnTo } from '@beauty/i18n';
import { describe, expect, it } from 'vitest';
import { signInHref } from './returnTo';

describe('signInHref', () => {
  it('encodes the current page into return_to, and it comes back whole', () => {
    const href = signInHref('/brands?x=1&y=2');
    expect(href).toBe('/sign_in?return_to=%2Fbrands%3Fx%3D1%26y%3D2');
    const returnTo = new URL(href, 'https://shop.example').searchParams.get('return_to');
    expect(safeReturnTo(returnTo)).toBe('/brands?x=1&y=2');
  });
});
