import type { SmartLinkExemptedPath } from '@beauty/commerce-sdk';
import { describe, expect, it, vi } from 'vitest';
import { decideNavigation, isExemptedPath, type NavigationRequest } from './guard';

// The app's routes, as far as these tests need them: everything but `/legacy/...`.
const hasRoute = (pathname: string) => !pathname.startsWith('/legacy');

const seededExemptions: SmartLinkExemptedPath[] = [
  { type: 'absolute', value: '/swagger' },
  { type: 'startsWith', value: '/happening/services/booxi' },
  { type: 'regex', value: '^/sandbox/(?:orders|payments)/' },
];

const decide = (request: Partial<NavigationRequest> & Pick<NavigationRequest, 'from' | 'to'>) =>
  decideNavigation({ hasRoute, exemptedPaths: seededExemptions, ...request });

describe('decideNavigation', () => {
  it('ignores a navigation to the page the shopper is on', () => {
    expect(decide({ from: '/brands?sort=name', to: '/brands?sort=name' })).toBe('ignore');
  });

  it('navigates in the app when only the query changes', () => {
    expect(decide({ from: '/brands', to: '/brands?sort=name' })).toBe('client');
    expect(decide({ from: '/brands?sort=name', to: '/brands?sort=price' })).toBe('client');
  });

  it('navigates in the app between pages it has routes for', () => {
    expect(decide({ from: '/', to: '/about' })).toBe('client');
  });

  it('loads the page in full when the app has no route for where the shopper goes', () => {
    expect(decide({ from: '/', to: '/legacy/page' })).toBe('full');
  });

  it('loads the page in full when the app has no route for where the shopper is', () => {
    expect(decide({ from: '/legacy/page', to: '/about' })).toBe('full');
  });

  it('loads an exempted absolute path in full, but not a longer one', () => {
    expect(decide({ from: '/', to: '/swagger' })).toBe('full');
    expect(decide({ from: '/', to: '/swagger?x=1' })).toBe('full');
    expect(decide({ from: '/', to: '/swagger/more' })).toBe('client');
  });

  it('loads a path starting with an exempted prefix in full', () => {
    expect(decide({ from: '/', to: '/happening/services/booxi/success' })).toBe('full');
    expect(decide({ from: '/', to: '/happening/services/1' })).toBe('client');
  });

  it('loads a path matching an exempted pattern in full', () => {
    expect(decide({ from: '/', to: '/sandbox/orders/sg' })).toBe('full');
    expect(decide({ from: '/', to: '/sandbox/cart' })).toBe('client');
  });

  it('stays in the app while the layout (and its exempted paths) has not loaded', () => {
    expect(decide({ from: '/', to: '/swagger', exemptedPaths: undefined })).toBe('client');
  });

  it('reports a broken pattern from the layout config and keeps navigating', () => {
    const onError = vi.fn();
    const exemptedPaths: SmartLinkExemptedPath[] = [
      { type: 'regex', value: '(unclosed' },
      { type: 'absolute', value: '/swagger' },
    ];
    expect(decide({ from: '/', to: '/about', exemptedPaths, onError })).toBe('client');
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(SyntaxError);
    // The broken item is skipped, the others still apply.
    expect(decide({ from: '/', to: '/swagger', exemptedPaths, onError })).toBe('full');
  });

  it('does not throw on a broken pattern when nobody listens for errors', () => {
    expect(() =>
      decide({ from: '/', to: '/about', exemptedPaths: [{ type: 'regex', value: '[' }] }),
    ).not.toThrow();
  });
});

describe('isExemptedPath', () => {
  it('matches nothing with an empty list', () => {
    expect(isExemptedPath('/swagger', [])).toBe(false);
  });

  it('matches each type by its own rule', () => {
    expect(isExemptedPath('/swagger', seededExemptions)).toBe(true);
    expect(isExemptedPath('/happening/services/booxi/cancel', seededExemptions)).toBe(true);
    expect(isExemptedPath('/sandbox/payments/th', seededExemptions)).toBe(true);
    expect(isExemptedPath('/brands', seededExemptions)).toBe(false);
  });
});
