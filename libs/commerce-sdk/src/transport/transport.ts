import * as v from 'valibot';
import { ErrorObjectSchema, type CountryCode, type LanguageCode } from '../contract/common.js';
import { CommerceError, CommerceNetworkError, CommerceResponseError } from './errors.js';

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
}

export type QueryValue = string | number | boolean | undefined;

export interface RequestSpec<TSchema extends v.GenericSchema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under `/api/web/v1`, with or without slashes around it. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  response: TSchema;
  signal?: AbortSignal;
}

export const API_PREFIX = '/api/web/v1';

export interface Transport {
  request<TSchema extends v.GenericSchema>(
    spec: RequestSpec<TSchema>,
  ): Promise<v.InferOutput<TSchema>>;
}

/** Builds the URL of a call: paths under `/api/web/v1`, trailing slashes trimmed. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query: Record<string, QueryValue> = {},
): string {
  const trimmedPath = path.replace(/^\/+|\/+$/g, '');
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${API_PREFIX}/${trimmedPath}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The headers every call sends (spec section 7). */
export function defaultHeaders(options: TransportOptions): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Platform': 'web',
    'X-App-Platform': 'web_desktop',
    'X-App-Version': options.appVersion ?? '1.0.0',
    'X-SWA': 'web',
    'Accept-Language': options.language,
    'X-Site-Country': options.country.toLowerCase(),
  };
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

/** Creates the one transport every domain uses. It never retries on its own. */
export function createTransport(options: TransportOptions): Transport {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const headers = defaultHeaders(options);

  return {
    async request(spec) {
      const url = buildUrl(options.baseUrl, spec.path, spec.query);
      let response: Response;
      try {
        response = await doFetch(url, {
          method: spec.method,
          headers,
          body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
          signal: spec.signal,
        });
      } catch (cause) {
        throw new CommerceNetworkError(`Network request failed: ${spec.method} ${url}`, {
          statusCode: 0,
          cause,
        });
      }

      const payload = await readJson(response);
      if (!response.ok) {
        const parsed = v.safeParse(ErrorObjectSchema, payload);
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

      const parsed = v.safeParse(spec.response, payload);
      if (!parsed.success) {
        throw new CommerceResponseError(
          `The API answer to ${spec.method} ${spec.path} does not match the contract: ${v.summarize(parsed.issues)}`,
          { statusCode: response.status, statusMessage: response.statusText, data: payload },
        );
      }
      return parsed.output;
    },
  };
}
