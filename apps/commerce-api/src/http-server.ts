import type { ServerOptions } from 'node:http';

/**
 * Timeouts of the HTTP server, so that slow or stalled clients (a slow-client flood, a phone
 * that lost its network mid-request) hold a socket for seconds, not minutes, and never stall
 * other shoppers: the headers must arrive within 10 s and the whole request within 30 s (bodies
 * are at most 1 MB), an idle keep-alive connection is closed after 5 s, and Node checks for
 * expired requests every second instead of every 30.
 */
export const HTTP_SERVER_OPTIONS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;
