import { safeParse, summarize } from 'valibot';
import { authTokenCreate } from '../contract/auth.js';
import { ErrorObjectSchema } from '../contract/shared.js';
import type { Endpoint, ResponseOf } from '../contract/endpoint.js';
// Types from `types.gen.ts`, not the schemas' modules: the transport's declarations stay light.
import type { CountryCode, LanguageCode, TokenBody, Tokens } from '../contract/types.gen.js';
import { SessionCookies, serializeCookieHeader, type CookieStore } from '../session/cookies.js';
import { Session } from '../session/session.js';
import {
  CommerceError,
  CommerceNetworkError,
  CommerceRequestError,
  CommerceResponseError,
} from './errors.js';

/** Preview mode: drafts become visible, as seen by the given user segments. */
export interface PreviewOptions {
  userSegments?: readonly string[];
}

/** What every domain needs to reach the API. */
export interface TransportOptions {
  /** Origin (and optional prefix) of the API, e.g. `https://shop.example` or `http://localhost:3000`. */
  baseUrl: string;
  country: CountryCode;
  language: LanguageCode;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Sent as `X-App-Version`; defaults to `1.0.0`. */
  appVersion?: string;
  /** Where the session lives. Without one, calls are anonymous and 401s are never refreshed. */
  cookies?: CookieStore;
  /** The device id; defaults to the `device-id` cookie, else a new one stored there. */
  deviceId?: string;
  /** Preview mode: `X-Preview-Mode: true` and a `user_segments` query on every call. */
  preview?: boolean | PreviewOptions;
}

export type QueryValue = string | number | boolean | readonly string[] | undefined | null;

/** Per-call options every client method takes last. */
export interface CallInit {
  signal?: AbortSignal;
}

/** One call of an endpoint. */
export interface CallArgs extends CallInit {
  /** Value of the path's parameter (`:id`, `:slug`). */
  param?: string | number;
  query?: object;
  body?: unknown;
  /** Auth calls: a 401 means wrong credentials, never a stale session to refresh. */
  noRefresh?: boolean;
}

export const API_PREFIX = '/api/web/v1';

/** The one transport every domain uses: headers, URL, session and error rules live here. */
export interface Transport {
  readonly options: Readonly<TransportOptions>;
  /** The session, when a cookie store was given. */
  readonly session: Session | undefined;
  call<E extends Endpoint>(endpoint: E, args?: CallArgs): Promise<ResponseOf<E>>;
}

function appendQuery(url: URL, query: object): void {
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
}

/** Builds the URL of a call: paths under `/api/web/v1`, trailing slashes trimmed. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query: object = {},
  prefix: string = API_PREFIX,
): string {
  const trimmedPath = path.replace(/^\/+|\/+$/g, '');
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${prefix}/${trimmedPath}`);
  appendQuery(url, query);
  return url.toString();
}

/** The headers every call sends (spec section 7), plus `X-Preview-Mode` in preview mode. */
export function defaultHeaders(options: TransportOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Platform': 'web',
    'X-App-Platform': 'web_desktop',
    'X-App-Version': options.appVersion ?? '1.0.0',
    'X-SWA': 'web',
    'Accept-Language': options.language,
    'X-Site-Country': options.country.toLowerCase(),
  };
  if (options.preview) headers['X-Preview-Mode'] = 'true';
  return headers;
}

function fillPath(endpoint: Endpoint, param: string | number | undefined): string {
  const { path } = endpoint;
  if (!path.includes(':')) return path;
  // The home page's payload sits at the site root (`/_payload.json`).
  if (endpoint.root && param === '') return path.replace(/:\w+/, '');
  if (param === undefined)
    throw new CommerceRequestError(`Missing path parameter of ${path}`, { statusCode: 400 });
  const segments = String(param).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new CommerceRequestError(`Invalid path parameter: ${String(param)}`, { statusCode: 400 });
  }
  return path.replace(/:\w+/, segments.map(encodeURIComponent).join('/'));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new CommerceResponseError('The API answered with malformed JSON.', {
      statusCode: response.status,
      statusMessage: response.statusText,
      cause,
    });
  }
}

async function readAnswer<E extends Endpoint>(
  endpoint: E,
  response: Response,
): Promise<ResponseOf<E>> {
  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = safeParse(ErrorObjectSchema, payload);
    if (parsed.success) {
      throw new CommerceError(parsed.output.message, {
        statusCode: parsed.output.statusCode,
        statusMessage: parsed.output.statusMessage,
        data: parsed.output.data,
      });
    }
    throw new CommerceError(
      response.statusText || `Request failed with status ${response.status}`,
      {
        statusCode: response.status,
        statusMessage: response.statusText,
        data: payload,
      },
    );
  }
  const parsed = safeParse(endpoint.response, payload);
  if (!parsed.success) {
    throw new CommerceResponseError(
      `The API answer to ${endpoint.method} ${endpoint.path} does not match the contract: ${summarize(parsed.issues)}`,
      { statusCode: response.status, statusMessage: response.statusText, data: payload },
    );
  }
  return parsed.output;
}

/** Creates the one transport every domain uses. It never retries on its own. */
export function createTransport(options: TransportOptions): Transport {
  // Looked up per call, so fetch instrumentation installed after the client is created applies.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers = defaultHeaders(options);
  const store = options.cookies;
  const segments =
    typeof options.preview === 'object' && options.preview.userSegments?.length
      ? options.preview.userSegments.join(',')
      : undefined;

  async function send(
    endpoint: Endpoint,
    args: CallArgs,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const url = buildUrl(
      options.baseUrl,
      fillPath(endpoint, args.param),
      { ...args.query, user_segments: segments },
      endpoint.root ? '' : API_PREFIX,
    );
    const requestHeaders: Record<string, string> = { ...headers };
    if (store?.kind === 'server') {
      const cookie = serializeCookieHeader(store.getAll());
      if (cookie) requestHeaders.Cookie = cookie;
    }
    try {
      return await doFetch(url, {
        method: endpoint.method,
        headers: { ...requestHeaders, ...extraHeaders },
        body: args.body === undefined ? undefined : JSON.stringify(args.body),
        signal: args.signal,
        // The browser adds the session cookies itself, also when the API is on another origin.
        credentials: store?.kind === 'browser' ? 'include' : undefined,
      });
    } catch (cause) {
      throw new CommerceNetworkError(`Network request failed: ${endpoint.method} ${url}`, {
        statusCode: 0,
        cause,
      });
    }
  }

  /** Spec section 7: the client flow in browsers, the server flow (bearer, empty cookie) elsewhere. */
  async function refreshTokens(current: Session): Promise<Tokens> {
    let body: TokenBody = { grant_type: 'refresh_token', flow: 'client' };
    let extra: Record<string, string> = {};
    if (current.store.kind === 'server') {
      const refreshToken = current.store.get(SessionCookies.refreshToken);
      if (!refreshToken)
        throw new CommerceError('No refresh token to refresh the session with.', {
          statusCode: 401,
        });
      body = {
        grant_type: 'refresh_token',
        flow: 'app',
        refresh_token: refreshToken,
        device_id: current.deviceId,
      };
      extra = { Authorization: `Bearer ${current.accessToken() ?? ''}`, Cookie: '' };
    }
    const answer = await readAnswer(authTokenCreate, await send(authTokenCreate, { body }, extra));
    return answer.data;
  }

  const session = store ? new Session(store, refreshTokens, options.deviceId) : undefined;

  return {
    options,
    session,
    async call(endpoint, args = {}) {
      if (!session) return readAnswer(endpoint, await send(endpoint, args));
      // The guest bag is keyed by the device id: it must travel from the very first call.
      session.ensureDeviceId();
      await session.ready();
      const sentGeneration = session.generation;
      // Read before sending: a refresh refused meanwhile clears the cookie, and this 401 must
      // still share that refresh's error rather than pass for a guest's.
      const sentToken = session.store.get(SessionCookies.data);
      let response = await send(endpoint, args);
      if (response.status === 401 && !args.noRefresh && sentToken) {
        await session.refreshAfter(sentGeneration, sentToken);
        // The replay is final: a second 401 is the caller's to handle.
        response = await send(endpoint, args);
      }
      return readAnswer(endpoint, response);
    },
  };
}
