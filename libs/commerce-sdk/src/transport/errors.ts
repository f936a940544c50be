import {
  ServerMessages,
  ownershipMismatchMessage,
  type ServerMessageKey,
} from '../contract/messages.js';

/**
 * The server messages an error can carry, each with its stable code. Checked in this order: the
 * password-reset message 'has expired' is a part of other messages, so it comes last.
 */
const MESSAGE_CODES = [
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
  ['resetTokenExpired', 'reset_token_expired'],
] as const satisfies readonly (readonly [ServerMessageKey, string])[];

/** Codes of an HTTP error without a known server message, by status. */
const STATUS_CODES = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'rate_limited',
} as const;

/** The code of an API answer carrying one of the spec's server messages. */
export type ServerMessageErrorCode = (typeof MESSAGE_CODES)[number][1] | 'ownership_mismatch';

/** The code of an API error answer without a known server message. */
export type HttpErrorCode =
  (typeof STATUS_CODES)[keyof typeof STATUS_CODES] | 'server_error' | 'http_error';

/**
 * Every `code` an SDK error can have: stable across releases, unlike messages. The README's error
 * table says when each happens and what to do.
 */
export type CommerceErrorCode =
  | ServerMessageErrorCode
  | HttpErrorCode
  | 'network'
  | 'aborted'
  | 'response_invalid'
  | 'request_invalid';

/** The code of an API answer: its server message's if it has one, else its status's. */
function answerCode(message: string, statusCode: number): CommerceErrorCode {
  const text = message.toLowerCase();
  if (text.includes(ownershipMismatchMessage('').toLowerCase().trim())) return 'ownership_mismatch';
  const known = MESSAGE_CODES.find(([key]) => text.includes(ServerMessages[key].toLowerCase()));
  if (known) return known[1];
  if (statusCode in STATUS_CODES) return STATUS_CODES[statusCode as keyof typeof STATUS_CODES];
  return statusCode >= 500 ? 'server_error' : 'http_error';
}

/** Fields of the spec's error object. */
export interface CommerceErrorInit {
  statusCode?: number;
  statusMessage?: string;
  data?: unknown;
  cause?: unknown;
}

/**
 * An error answered by the API: the spec's error object (`message`, `statusCode` default 500,
 * `statusMessage`, `data`).
 */
export class CommerceError extends Error {
  override readonly name: string = 'CommerceError';
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly data: unknown;
  /**
   * What went wrong, as a stable {@link CommerceErrorCode}: the server message's code
   * (`'promotion_invalid'`), else the status's (`'not_found'`, `'server_error'`, `'http_error'`).
   * Subclasses have their own (`'network'`, `'response_invalid'`, ...).
   */
  readonly code: CommerceErrorCode;

  constructor(message: string, init: CommerceErrorInit = {}) {
    super(message, { cause: init.cause });
    this.statusCode = init.statusCode ?? 500;
    this.statusMessage = init.statusMessage ?? '';
    this.data = init.data;
    this.code = answerCode(message, this.statusCode);
  }
}

const isAbort = (cause: unknown): boolean =>
  cause instanceof Error && (cause.name === 'AbortError' || cause.name === 'TimeoutError');

/**
 * The request never got an answer (offline, DNS, connection reset, aborted). `statusCode` is 0.
 * `code` is `'aborted'` when the caller's signal stopped it (nothing to tell the shopper), else
 * `'network'`.
 */
export class CommerceNetworkError extends CommerceError {
  override readonly name = 'CommerceNetworkError';
  override readonly code: 'network' | 'aborted' = isAbort(this.cause) ? 'aborted' : 'network';
}

/**
 * The API answered, but not with what the contract says (bad JSON or a payload that fails its
 * schema). `code` is `'response_invalid'`.
 */
export class CommerceResponseError extends CommerceError {
  override readonly name = 'CommerceResponseError';
  override readonly code = 'response_invalid';
}

/**
 * The caller passed what no call can send (a path parameter like `..`). `statusCode` is 400,
 * `code` is `'request_invalid'`.
 */
export class CommerceRequestError extends CommerceError {
  override readonly name = 'CommerceRequestError';
  override readonly code = 'request_invalid';
}

/**
 * The token endpoint refused the refresh after a 401 (it answered 401 or 'Authentication
 * failed.'): the session cookies are cleared once and every request waiting for that refresh
 * rejects with this same error. The shopper must sign in again. `cause` holds the refresh call's
 * own error. A refresh that fails otherwise (5xx, network) keeps the session and rejects its
 * waiters with that failure's own error (`CommerceError` with the status, `CommerceNetworkError`).
 * `code` is `'session_expired'`.
 */
export class CommerceSessionExpiredError extends CommerceError {
  override readonly name = 'CommerceSessionExpiredError';
  override readonly code = 'session_expired';

  constructor(cause: unknown) {
    super(ServerMessages.sessionExpired, {
      statusCode: 401,
      statusMessage: 'Unauthorized',
      cause,
      data: cause instanceof CommerceError ? cause.data : undefined,
    });
  }
}

const messageOf = (error: unknown): string | undefined =>
  error instanceof CommerceError ? error.message.toLowerCase() : undefined;

/**
 * Whether `error` is an API error carrying one of the spec's server messages
 * (`hasServerMessage(error, 'promotionInvalid')`).
 */
export function hasServerMessage(error: unknown, key: ServerMessageKey): boolean {
  return messageOf(error)?.includes(ServerMessages[key].toLowerCase()) ?? false;
}

/** 'You are not authorized to perform this action'. */
export const isNotAuthorizedError = (error: unknown): boolean =>
  hasServerMessage(error, 'notAuthorized');

/** The ownership-mismatch message: an attribute does not belong to the current user. */
export const isOwnershipMismatchError = (error: unknown): boolean =>
  messageOf(error)?.includes(ownershipMismatchMessage('').toLowerCase().trim()) ?? false;

/** 'Offer not found'. */
export const isOfferNotFoundError = (error: unknown): boolean =>
  hasServerMessage(error, 'offerNotFound');

/** 'Sorry, the promotion is invalid.' */
export const isPromotionInvalidError = (error: unknown): boolean =>
  hasServerMessage(error, 'promotionInvalid');

/** 'User not found'. */
export const isUserNotFoundError = (error: unknown): boolean =>
  hasServerMessage(error, 'userNotFound');
