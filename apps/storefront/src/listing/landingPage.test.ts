import { CommerceError, CommerceNetworkError, CommerceResponseError } from '@beauty/commerce-sdk';
import { describe, expect, it } from 'vitest';
import { isLandingPageMissing, isLandingPageNotFound, landingPageMissing } from './landingPage';

describe('isLandingPageNotFound', () => {
  it("recognises the API's 'Landing Page not found' 404", () => {
    const error = new CommerceError('Landing Page not found', { statusCode: 404 });
    expect(isLandingPageNotFound(error)).toBe(true);
    expect(
      isLandingPageNotFound(
        new CommerceResponseError('Landing Page not found', { statusCode: 404 }),
      ),
    ).toBe(true);
  });

  it('does not take other failures for a missing page', () => {
    expect(
      isLandingPageNotFound(new CommerceError('Resource not found!', { statusCode: 404 })),
    ).toBe(false);
    expect(
      isLandingPageNotFound(new CommerceError('Landing Page not found', { statusCode: 500 })),
    ).toBe(false);
    expect(isLandingPageNotFound(new CommerceNetworkError('offline', { statusCode: 0 }))).toBe(
      false,
    );
    expect(isLandingPageNotFound(new Error('Landing Page not found'))).toBe(false);
  });
});

describe('isLandingPageMissing', () => {
  it("tells the pages route's not-found data from others", () => {
    expect(isLandingPageMissing(landingPageMissing)).toBe(true);
    expect(isLandingPageMissing({ rejected: true, path: '/pages/a', status: 404 })).toBe(false);
    expect(isLandingPageMissing(undefined)).toBe(false);
  });
});
