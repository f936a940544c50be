import type { MiddlewareHandler } from 'hono';

/** Marks the answer as one visitor's (a bag, a wish list): no shared cache may keep it. */
export const privateNoStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};
