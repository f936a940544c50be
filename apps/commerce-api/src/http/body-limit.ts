import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Hono's body limit whose refusal (`answer`, a 413) says `Connection: close`: the rest of the body
 * is never read, so the connection cannot carry another request, and a client or proxy that
 * reused it (nginx keeps connections to the shop open) would see its next request fail.
 */
export function limitBody(maxSize: number, answer: (c: Context) => Response): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      const response = answer(c);
      response.headers.set('Connection', 'close');
      return response;
    },
  });
}
