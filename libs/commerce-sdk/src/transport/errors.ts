import {
  ServerMessages,
  ownershipMismatchMessage,
  type ServerMessageKey,
} from '../contract/messages.js';

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

  constructor(message: string, init: CommerceErrorInit = {}) {
    super(message, { cause: init.cause });
    this.statusCode = init.statusCode ?? 500;
    this.statusMessage = init.statusMessage ?? '';
    this.data = init.data;
  }
}

/** The request never got an answer (offline, DNS, connection reset, aborted). `statusCode` is 0. */
export class CommerceNetworkError extends CommerceError {
  override readonly name = 'CommerceNetworkError';
}

/** The API answered, but not with what the contract says (bad JSON or a payload that fails its schema). */
export class CommerceResponseError extends CommerceError {
  override readonly name = 'CommerceResponseError';
}

/** The caller passed what no call can send (a path parameter like `..`). `statusCode` is 400. */
export class CommerceRequestError extends CommerceError {
  override readonly name = 'CommerceRequestError';
}

/**
 * The token endpoint refused the refresh after a 401 (it answered 401 or 'Authentication
 * failed.'): the session cookies are cleared once and every request waiting for that refresh
 * rejects with this same error. The shopper must sign in again. `cause` holds the refresh call's
 * own error. A refresh that fails otherwise (5xx, network) keeps the session and rejects its
 * waiters with that failure's own error (`CommerceError` with the status, `CommerceNetworkError`).
 */
export class CommerceSessionExpiredError extends CommerceError {
  override readonly name = 'CommerceSessionExpiredError';

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
