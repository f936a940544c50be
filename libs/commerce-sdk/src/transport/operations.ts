import type { Endpoint, Schema } from '../contract/endpoint.js';
import type { CallInit, Transport } from './transport.js';

// Each builder takes the named types of its endpoint (`BagResponse`, `CouponBody`) as its type
// parameters, so a client method's declaration reads `(body: CouponBody) => Promise<CartResponse>`.

/** A path parameter: an id or a slug. */
export type PathParam = string | number;

/** An endpoint answering `TResponse`, whatever its query and body. */
type Answering<TResponse> = Endpoint<Schema<TResponse>>;

// Client methods take, in this order: the path parameter, the query or body, then `{ signal }`.

/** `method(init?)` */
export const bare =
  <TResponse>(t: Transport, endpoint: Answering<TResponse>) =>
  (init: CallInit = {}): Promise<TResponse> =>
    t.call(endpoint, init);

/** The query argument: optional when every field of the query is. */
type QueryArgs<TQuery> =
  Record<string, never> extends TQuery
    ? [query?: TQuery, init?: CallInit]
    : [query: TQuery, init?: CallInit];

/** An endpoint answering `TResponse` that reads a `TQuery`. */
type WithQuery<TResponse, TQuery> = Endpoint<Schema<TResponse>, Schema<TQuery, unknown>>;

/** An endpoint answering `TResponse` that reads a `TBody`. */
type WithBody<TResponse, TBody> = Endpoint<Schema<TResponse>, undefined, Schema<TBody, unknown>>;

/** `method(query?, init?)`, the query required when it has required fields. */
export const withQuery =
  <TResponse, TQuery>(t: Transport, endpoint: WithQuery<TResponse, TQuery>) =>
  (...[query, init]: QueryArgs<TQuery>): Promise<TResponse> =>
    t.call(endpoint, { ...init, query: query ?? {} });

/** `method(body, init?)` */
export const withBody =
  <TResponse, TBody>(t: Transport, endpoint: WithBody<TResponse, TBody>) =>
  (body: TBody, init: CallInit = {}): Promise<TResponse> =>
    t.call(endpoint, { ...init, body });

/** `method(id, init?)` */
export const byId =
  <TResponse>(t: Transport, endpoint: Answering<TResponse>) =>
  (param: PathParam, init: CallInit = {}): Promise<TResponse> =>
    t.call(endpoint, { ...init, param });

/** `method(id, query?, init?)`, the query required when it has required fields. */
export const byIdWithQuery =
  <TResponse, TQuery>(t: Transport, endpoint: WithQuery<TResponse, TQuery>) =>
  (param: PathParam, ...[query, init]: QueryArgs<TQuery>): Promise<TResponse> =>
    t.call(endpoint, { ...init, param, query: query ?? {} });

/** `method(id, body, init?)` */
export const byIdWithBody =
  <TResponse, TBody>(t: Transport, endpoint: WithBody<TResponse, TBody>) =>
  (param: PathParam, body: TBody, init: CallInit = {}): Promise<TResponse> =>
    t.call(endpoint, { ...init, param, body });
