import type * as v from 'valibot';
import type { BodyOf, Endpoint, QueryOf } from '../contract/endpoint.js';
import type { CallInit, Transport } from './transport.js';

/** The parsed answer of an endpoint. */
type Answer<E extends Endpoint> = Promise<v.InferOutput<E['response']>>;

/** A path parameter: an id or a slug. */
export type PathParam = string | number;

// Client methods take, in this order: the path parameter, the query or body, then `{ signal }`.

/** `method(init?)` */
export const bare =
  <E extends Endpoint>(t: Transport, endpoint: E) =>
  (init: CallInit = {}): Answer<E> =>
    t.call(endpoint, init);

/** The query argument: optional when every field of the query is. */
type QueryArgs<E extends Endpoint> =
  Record<string, never> extends QueryOf<E>
    ? [query?: QueryOf<E>, init?: CallInit]
    : [query: QueryOf<E>, init?: CallInit];

/** `method(query?, init?)`, the query required when it has required fields. */
export const withQuery =
  <E extends Endpoint>(t: Transport, endpoint: E) =>
  (...[query, init]: QueryArgs<E>): Answer<E> =>
    t.call(endpoint, { ...init, query: query ?? {} });

/** `method(body, init?)` */
export const withBody =
  <E extends Endpoint>(t: Transport, endpoint: E) =>
  (body: BodyOf<E>, init: CallInit = {}): Answer<E> =>
    t.call(endpoint, { ...init, body });

/** `method(id, init?)` */
export const byId =
  <E extends Endpoint>(t: Transport, endpoint: E) =>
  (param: PathParam, init: CallInit = {}): Answer<E> =>
    t.call(endpoint, { ...init, param });

/** `method(id, query?, init?)`, the query required when it has required fields. */
export const byIdWithQuery =
  <E extends Endpoint>(t: Transport, endpoint: E) =>
  (param: PathParam, ...[query, init]: QueryArgs<E>): Answer<E> =>
    t.call(endpoint, { ...init, param, query: query ?? {} });

/** `method(id, body, init?)` */
export const byIdWithBody =
  <E extends Endpoint>(t: Transport, endpoint: E) =>
  (param: PathParam, body: BodyOf<E>, init: CallInit = {}): Answer<E> =>
    t.call(endpoint, { ...init, param, body });
