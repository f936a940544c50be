import type { CountryCode, Endpoint, LanguageCode } from '@beauty/commerce-sdk/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { readJsonBody } from './guards.js';
import { siteCountry, siteLanguage } from './site.js';
import { checkOutput, parseInput } from './validation.js';

// Descriptors declare query and body as optional properties: strip the `undefined` that adds.
type Parsed<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : Exclude<S, undefined> extends v.GenericSchema
    ? v.InferOutput<Exclude<S, undefined>>
    : undefined;

/** What a route handler is given: the request, already validated against the contract. */
export interface RouteInput<E extends Endpoint> {
  c: Context;
  params: Record<string, string>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  country: CountryCode;
  language: LanguageCode;
}

/** A handler answers the contract's response shape (checked before sending) or a ready Response. */
export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<v.InferInput<E['response']> | Response>;

/** Query parameters as the contract's schemas read them: repeated keys become a comma list. */
function queryObject(c: Context): Record<string, string> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.join(',')]),
  );
}

/**
 * Serves one endpoint of the contract: the path and method come from its descriptor, the query
 * and body are validated with its schemas (400 on failure) and the answer is checked against its
 * response schema, so the API cannot drift from what the client expects.
 */
export function mount<E extends Endpoint>(
  app: Hono,
  endpoint: E,
  handler: RouteHandler<E>,
  /** Middleware of this endpoint alone, run before it (the shared answers' cache). */
  ...before: MiddlewareHandler[]
) {
  const path = `/${endpoint.path.replace(/^\/+|\/+$/g, '')}`;
  for (const middleware of before) app.on(endpoint.method, path, middleware);
  app.on(endpoint.method, path, async (c) => {
    const query = (
      endpoint.query ? parseInput(endpoint.query, queryObject(c)) : undefined
    ) as Parsed<E['query']>;
    const body = (
      endpoint.body ? parseInput(endpoint.body, await readJsonBody(c)) : undefined
    ) as Parsed<E['body']>;
    const result = await handler({
      c,
      params: c.req.param() as Record<string, string>,
      query,
      body,
      country: siteCountry(c),
      language: siteLanguage(c),
    });
    if (result instanceof Response) return result;
    return c.json(checkOutput(endpoint.response, result));
  });
}
