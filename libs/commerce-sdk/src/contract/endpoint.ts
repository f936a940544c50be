import type * as v from 'valibot';

/** The HTTP methods of the contract. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the `/api/web/v1` contract: method, path (relative to the prefix, `:name`
 * for path parameters, as Hono routes spell them) and the schemas of its query, body and answer.
 * The client calls it and the API validates with it, so neither can drift from the other.
 */
export interface Endpoint<
  TResponse extends v.GenericSchema = v.GenericSchema,
  TQuery extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TBody extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: TQuery;
  readonly body?: TBody;
  readonly response: TResponse;
  /** Calls outside `/api/web/v1` (build manifests, page payloads) resolve from the site root. */
  readonly root?: boolean;
}

/** Declares an endpoint, keeping its literal types. */
// @__NO_SIDE_EFFECTS__
export function endpoint<
  TResponse extends v.GenericSchema,
  TQuery extends v.GenericSchema | undefined = undefined,
  TBody extends v.GenericSchema | undefined = undefined,
>(definition: Endpoint<TResponse, TQuery, TBody>): Endpoint<TResponse, TQuery, TBody> {
  return definition;
}

/** The query a caller passes (before parsing). */
export type QueryOf<E> =
  E extends Endpoint<v.GenericSchema, infer Q, v.GenericSchema | undefined>
    ? Q extends v.GenericSchema
      ? v.InferInput<Q>
      : never
    : never;

/** The body a caller passes (before parsing). */
export type BodyOf<E> =
  E extends Endpoint<v.GenericSchema, v.GenericSchema | undefined, infer B>
    ? B extends v.GenericSchema
      ? v.InferInput<B>
      : never
    : never;

/** The parsed answer. */
export type ResponseOf<E> = E extends Endpoint<infer R> ? v.InferOutput<R> : never;
