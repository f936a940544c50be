import { parseCookie, stringifyCookie, stringifySetCookie } from 'cookie';

/** Attributes of a cookie the SDK writes. */
export interface CookieAttributes {
  maxAge?: number;
  path?: string;
  domain?: string;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  httpOnly?: boolean;
}

/**
 * Where the session lives: the shopper's cookies.
 * - `browser`: the runtime sends cookies with each request by itself and script cannot write
 *   HTTP-only ones (the API sets those with `Set-Cookie`); refreshes use the client flow.
 * - `server`: the SDK forwards the cookies in a `Cookie` header and writes every cookie itself;
 *   refreshes use the server flow.
 */
export interface CookieStore {
  readonly kind: 'browser' | 'server';
  get(name: string): string | undefined;
  getAll(): Record<string, string>;
  set(name: string, value: string, attributes?: CookieAttributes): void;
  delete(name: string, attributes?: CookieAttributes): void;
}

/** Names of the cookies of the session (spec section 3). */
export const SessionCookies = {
  /** Header and payload of the JWT. */
  data: 'jwt-data',
  /** Signature of the JWT (HTTP-only). */
  signature: 'jwt-signature',
  /** Refresh token (HTTP-only). */
  refreshToken: 'jwt-refresh-token',
  deviceId: 'device-id',
  /** The cached account summary: a visitor is signed in when it exists. */
  account: 'luxola-account',
} as const;

/** Attributes of the authentication cookies: 60 days, sameSite lax, secure (spec section 9). */
export const AUTH_COOKIE_ATTRIBUTES: Readonly<CookieAttributes> = {
  maxAge: 5_184_000,
  path: '/',
  sameSite: 'lax',
  secure: true,
};

/** Serialises a `Set-Cookie` value. */
export function serializeSetCookie(
  name: string,
  value: string,
  attributes: CookieAttributes = {},
): string {
  return stringifySetCookie(name, value, attributes);
}

/**
 * Parses a `Cookie` header into name/value pairs: values URI-decoded where they can be, the first
 * of duplicate names kept (browsers send the most specific first), text without `=` skipped.
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  // A plain object (the package's has no prototype); its default decode always gives strings.
  return { ...parseCookie(header ?? '') } as Record<string, string>;
}

/** Serialises name/value pairs into a `Cookie` header. */
export function serializeCookieHeader(cookies: Record<string, string>): string {
  return stringifyCookie(cookies);
}

/** Options of {@link createServerCookieStore}. */
export interface ServerCookieStoreOptions {
  /** The incoming request's headers (its `Cookie` header is read), or the header itself. */
  request: Headers | string | null | undefined;
  /** The outgoing response's headers: every write appends a `Set-Cookie`. */
  response: Headers;
}

/**
 * A cookie store for a server rendering a shopper's request: reads the request's cookies and
 * writes `Set-Cookie` headers on the response, so refreshed tokens reach the browser.
 */
export function createServerCookieStore(options: ServerCookieStoreOptions): CookieStore {
  const header =
    typeof options.request === 'string' || options.request == null
      ? options.request
      : options.request.get('cookie');
  const cookies = parseCookieHeader(header);
  return {
    kind: 'server',
    get: (name) => cookies[name],
    getAll: () => ({ ...cookies }),
    set(name, value, attributes = {}) {
      cookies[name] = value;
      options.response.append('Set-Cookie', serializeSetCookie(name, value, attributes));
    },
    delete(name, attributes = {}) {
      delete cookies[name];
      options.response.append(
        'Set-Cookie',
        serializeSetCookie(name, '', { ...attributes, maxAge: 0 }),
      );
    },
  };
}

/**
 * An in-memory cookie store for scripts and other services (no browser, no incoming request).
 * It behaves like the server store without writing any header.
 */
export function createMemoryCookieStore(initial: Record<string, string> = {}): CookieStore {
  const cookies = { ...initial };
  return {
    kind: 'server',
    get: (name) => cookies[name],
    getAll: () => ({ ...cookies }),
    set(name, value) {
      cookies[name] = value;
    },
    delete(name) {
      delete cookies[name];
    },
  };
}
