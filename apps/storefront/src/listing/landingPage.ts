import { CommerceError, hasServerMessage } from '@beauty/commerce-sdk';

/** The API's 'Landing Page not found' (404): the content entry does not exist. */
export const isLandingPageNotFound = (error: unknown): boolean =>
  error instanceof CommerceError &&
  error.statusCode === 404 &&
  hasServerMessage(error, 'landingPageNotFound');

/** What a `/pages/...` route's not-found carries when no landing page or category has the slug. */
export interface LandingPageMissing {
  landingPageNotFound: true;
}

export const landingPageMissing: LandingPageMissing = { landingPageNotFound: true };

/** Whether a not-found's data says the landing page is missing. */
export const isLandingPageMissing = (data: unknown): data is LandingPageMissing =>
  (data as Partial<LandingPageMissing> | undefined)?.landingPageNotFound === true;
