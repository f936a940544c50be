import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.js';

/**
 * Refuses the `sandbox/…` testing aids (test users, order states, the outbox) in production:
 * mounted once in front of every sandbox route.
 */
export const refuseSandboxInProduction: MiddlewareHandler = async (_c, next) => {
  if (process.env.NODE_ENV === 'production') {
    throw new ApiError(403, 'You are not authorized to perform this action');
  }
  await next();
};
