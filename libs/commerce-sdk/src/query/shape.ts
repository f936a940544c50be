import type { CallInit } from '../transport/transport.js';

/** A client method: anything of the client that calls the API and answers a promise. */
export type ClientMethod = (...args: never[]) => Promise<unknown>;

/** `'cart'` then `'lineItems'` gives `'cart.lineItems'`. */
type Join<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`;

/**
 * The client's session helpers: they read or renew the cookies this client holds, or exchange a
 * social provider's code with the provider itself; none calls an operation of the API, and none
 * has a factory.
 */
export const SESSION_HELPERS = [
  'auth.isSignedIn',
  'auth.account',
  'auth.refresh',
  'auth.social.exchangeCode',
] as const;

/** Whether the function at `path` is an operation of the API (not a session helper). */
export const isOperation = (path: string): boolean =>
  !(SESSION_HELPERS as readonly string[]).includes(path);

/** Whether `C[K]` at `Path` is an operation: a method answering a promise, no session helper. */
export type IsOperation<F, Path extends string> = F extends ClientMethod
  ? Path extends (typeof SESSION_HELPERS)[number]
    ? false
    : true
  : false;

/** Every operation path of a client or domain object (`'cart.lineItems.create'`). */
export type OperationPath<C, P extends string = ''> = {
  [K in keyof C & string]: C[K] extends (...args: never[]) => unknown
    ? IsOperation<C[K], Join<P, K>> extends true
      ? Join<P, K>
      : never
    : C[K] extends object
      ? OperationPath<C[K], Join<P, K>>
      : never;
}[keyof C & string];

/**
 * The arguments of a client method before its `{ signal }`, optional ones made required: a
 * query is keyed by every argument, so `variants.list()` and `variants.list({})` must not be two
 * keys of one request. Pass `{}` for an empty query.
 */
export type OperationArgs<F extends ClientMethod> =
  Required<Parameters<F>> extends [...infer Head, infer Last]
    ? [CallInit] extends [Last]
      ? Head
      : Required<Parameters<F>>
    : Required<Parameters<F>>;

/** The parsed answer of a client method. */
export type OperationAnswer<F extends ClientMethod> = Awaited<ReturnType<F>>;

/**
 * One value for a call's arguments: nothing (`void`) without arguments, the argument itself when
 * there is one, else the tuple of them (`[id, body]`). A lone array argument is wrapped in a tuple
 * too, so the value always says how to spread it.
 */
export type OperationParams<Args extends readonly unknown[]> = Args extends []
  ? void
  : Args extends [infer Only]
    ? Only extends readonly unknown[]
      ? [Only]
      : Only
    : Args;

/** Arguments to the one value of {@link OperationParams}. */
export const paramsOf = (args: readonly unknown[]): unknown =>
  args.length === 0 ? undefined : args.length === 1 && !Array.isArray(args[0]) ? args[0] : args;

/** That value back to the arguments. */
export const argsOf = (params: unknown): unknown[] =>
  params === undefined ? [] : Array.isArray(params) ? params : [params];

/** Method names of the client that read. */
const READ_VERBS = new Set(['list', 'get']);

/**
 * Calls that only read although they are not `GET`: the products of a carousel block are asked
 * for with a `POST` body, and cached like any other query.
 */
export const READS_BY_POST = ['featuredProducts.create'] as const;

/** Whether an operation only reads: `list` and `get`, and the listed reads by `POST`. */
export const isRead = (path: string, readsByPost: readonly string[]): boolean =>
  READ_VERBS.has(path.slice(path.lastIndexOf('.') + 1)) || readsByPost.includes(path);
