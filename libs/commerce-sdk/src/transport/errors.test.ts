import { describe, expect, it } from 'vitest';
import { ServerMessages, ownershipMismatchMessage } from '../contract/messages.js';
import {
  CommerceError,
  CommerceNetworkError,
  CommerceRequestError,
  CommerceResponseError,
  CommerceSessionExpiredError,
  isNotAuthorizedError,
  isOfferNotFoundError,
  isOwnershipMismatchError,
  isPromotionInvalidError,
  isUserNotFoundError,
  type CommerceErrorCode,
} from './errors.js';

const answer = (message: string, statusCode = 400) => new CommerceError(message, { statusCode });

describe('error codes', () => {
  it.each([
    ['network', new CommerceNetworkError('offline', { statusCode: 0, cause: new TypeError('x') })],
    [
      'aborted',
      new CommerceNetworkError('stopped', {
        statusCode: 0,
        cause: new DOMException('The operation was aborted.', 'AbortError'),
      }),
    ],
    ['response_invalid', new CommerceResponseError('bad JSON', { statusCode: 200 })],
    ['request_invalid', new CommerceRequestError('..', { statusCode: 400 })],
    ['session_expired', new CommerceSessionExpiredError(answer('Authentication failed.', 401))],
  ] satisfies [CommerceErrorCode, CommerceError][])('%s for its class', (code, error) => {
    expect(error.code).toBe(code);
  });

  it.each([
    ['userNotFound', 'user_not_found'],
    ['landingPageNotFound', 'landing_page_not_found'],
    ['layoutNotFound', 'layout_not_found'],
    ['resourceNotFound', 'resource_not_found'],
    ['notAuthorized', 'not_authorized'],
    ['offerNotFound', 'offer_not_found'],
    ['promotionInvalid', 'promotion_invalid'],
    ['authenticationFailed', 'authentication_failed'],
    ['socialAccountNotLinked', 'social_account_not_linked'],
    ['signInBlocked', 'sign_in_blocked'],
    ['resetTokenExpired', 'reset_token_expired'],
    ['maxQuantity', 'max_quantity'],
    ['membersOnly', 'members_only'],
    ['variantLimit', 'variant_limit'],
    ['brandLimit', 'brand_limit'],
    ['unavailableInCountry', 'unavailable_in_country'],
    ['outOfStock', 'out_of_stock'],
    ['fullyRedeemed', 'fully_redeemed'],
    ['rewardExpired', 'reward_expired'],
    ['noTimeSlots', 'no_time_slots'],
    ['bookingExpired', 'booking_expired'],
    ['sessionExpired', 'session_expired'],
    ['staleCheckout', 'stale_checkout'],
    ['qrCodeExpired', 'qr_code_expired'],
    ['consentsRequired', 'consents_required'],
    ['paymentNotRetryable', 'payment_not_retryable'],
  ] as const)('%s answers carry %s', (key, code) => {
    expect(answer(`${ServerMessages[key]} (ref 42)`).code).toBe(code);
  });

  it('knows the ownership mismatch whatever the attribute', () => {
    expect(answer(ownershipMismatchMessage('Address 12'), 403).code).toBe('ownership_mismatch');
  });

  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [422, 'unprocessable'],
    [429, 'rate_limited'],
    [500, 'server_error'],
    [503, 'server_error'],
    [418, 'http_error'],
  ] as const)('an answer %i without a known message is %s', (status, code) => {
    expect(answer('Something else', status).code).toBe(code);
  });

  it('agrees with the server-message predicates', () => {
    const cases = [
      [isNotAuthorizedError, 'not_authorized', ServerMessages.notAuthorized],
      [isOfferNotFoundError, 'offer_not_found', ServerMessages.offerNotFound],
      [isPromotionInvalidError, 'promotion_invalid', ServerMessages.promotionInvalid],
      [isUserNotFoundError, 'user_not_found', ServerMessages.userNotFound],
      [isOwnershipMismatchError, 'ownership_mismatch', ownershipMismatchMessage('Address')],
    ] as const;
    for (const [predicate, code, message] of cases) {
      const error = answer(message);
      expect(predicate(error)).toBe(true);
      expect(error.code).toBe(code);
    }
  });
});
