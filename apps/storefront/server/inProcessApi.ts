import type { InProcessBindings } from '@beauty/commerce-api';

/**
 * The commerce API as the page renderer calls it: in the server's own process, with the catalogue
 * version of a page to be kept passed along (see the API's `InProcessBindings`).
 */
export interface InProcessApi {
  request(
    input: RequestInfo | URL,
    init?: RequestInit,
    env?: InProcessBindings,
  ): Response | Promise<Response>;
}
