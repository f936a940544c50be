import { STATUS_CODES } from 'node:http';
import type { ErrorObject } from '@beauty/commerce-sdk/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the API answers with the spec's error object. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: ContentfulStatusCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export function errorBody(statusCode: number, message: string, data: unknown = null): ErrorObject {
  return { message, statusCode, statusMessage: STATUS_CODES[statusCode] ?? 'Error', data };
}

export function sendError(c: Context, error: ApiError) {
  return c.json(errorBody(error.statusCode, error.message, error.data), error.statusCode);
}

/**
 * What of an unexpected error may be logged: its name, code, message and stack. Database errors
 * also carry the query and its parameters, which may hold a shopper's personal data: dropped.
 */
export function loggableError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(`Non-error thrown: ${typeof error}`);
  const code = (error as { code?: unknown }).code;
  const loggable = new Error(error.message);
  loggable.name = typeof code === 'string' ? `${error.name} ${code}` : error.name;
  loggable.stack = error.stack;
  return loggable;
}
