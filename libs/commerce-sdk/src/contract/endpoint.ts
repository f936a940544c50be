/** The HTTP methods of the contract. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A valibot schema as the endpoint descriptors declare it: what it accepts (`TInput`) and what it
 * parses (`TOutput`). The same shape as valibot's `GenericSchema` (a type test keeps the two
 * assignable both ways), written out so that the declarations the client publishes never load
 * valibot's: checking those cost a consumer more than the whole client.
 */
export interface Schema<TInput = unknown, TOutput = TInput> {
  readonly kind: 'schema';
  readonly type: string;
  readonly expects: string;
  readonly async: false;
  // `any` where valibot's own signatures name its internal types (datasets, issues, config).
  /* eslint-disable @typescript-eslint/no-explicit-any */
  readonly reference: (...args: any[]) => any;
  readonly '~standard': any;
  readonly '~run': (dataset: any, config: any) => any;
  readonly '~types'?:
    { readonly input: TInput; readonly output: TOutput; readonly issue: any } | undefined;
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

/**
 * One operation of the `/api/web/v1` contract: method, path (relative to the prefix, `:name`
 * for path parameters, as Hono routes spell them) and the schemas of its query, body and answer.
 * The client calls it and the API validates with it, so neither can drift from the other.
 * Its declaration names the types (`Endpoint<Schema<CartResponse>, undefined, Schema<CouponBody>>`).
 */
export interface Endpoint<
  TResponse extends Schema = Schema,
  TQuery extends Schema | undefined = Schema | undefined,
  TBody extends Schema | undefined = Schema | undefined,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: TQuery;
  readonly body?: TBody;
  readonly response: TResponse;
  /** Calls outside `/api/web/v1` (build manifests, page payloads) resolve from the site root. */
  readonly root?: boolean;
}

/** A query or body schema, or `undefined` when the endpoint takes none. */
type Part<TInput, TOutput> = [TInput] extends [undefined] ? undefined : Schema<TInput, TOutput>;

/**
 * Declares an endpoint. Its type keeps the names of the schemas' types (`BagResponse`, not the
 * schema's inferred type), so the descriptors and the client methods built on them stay light.
 */
// @__NO_SIDE_EFFECTS__
export function endpoint<
  TResponse,
  TQuery = undefined,
  TQueryOutput = TQuery,
  TBody = undefined,
  TBodyOutput = TBody,
>(definition: {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: Schema<TQuery, TQueryOutput>;
  readonly body?: Schema<TBody, TBodyOutput>;
  readonly response: Schema<TResponse>;
  readonly root?: boolean;
}): Endpoint<Schema<TResponse>, Part<TQuery, TQueryOutput>, Part<TBody, TBodyOutput>> {
  return definition as Endpoint<
    Schema<TResponse>,
    Part<TQuery, TQueryOutput>,
    Part<TBody, TBodyOutput>
  >;
}

/** The parsed answer of an endpoint. */
export type ResponseOf<E extends Endpoint> = NonNullable<E['response']['~types']>['output'];

/** The query a caller passes (before parsing); `never` when the endpoint takes none. */
export type QueryOf<E extends Endpoint> = InputOf<E['query']>;

/** The body a caller passes (before parsing); `never` when the endpoint takes none. */
export type BodyOf<E extends Endpoint> = InputOf<E['body']>;

type InputOf<S> = S extends Schema ? NonNullable<S['~types']>['input'] : never;
