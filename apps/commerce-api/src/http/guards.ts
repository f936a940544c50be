import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ApiError } from './errors.js';

/**
 * C0 control characters but tab, line feed and carriage return, and DEL: no text the shop keeps or
 * searches holds them, and a NUL cannot even be stored by PostgreSQL.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const CONTROL_CHARACTER_MESSAGE = 'Control characters are not allowed';

/** The first place (a dotted path) in a JSON value whose key or string holds a control character. */
export function controlCharacterAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string')
    return CONTROL_CHARACTER.test(value) ? path || '(body)' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTER.test(key)) return at;
    const found = controlCharacterAt(item, at);
    if (found) return found;
  }
  return undefined;
}

/** A 400 in the shape of the contract's validation errors, naming where the character was. */
export function controlCharacterError(at: string): ApiError {
  return new ApiError(400, 'Invalid request', {
    issues: { nested: { [at]: [CONTROL_CHARACTER_MESSAGE] } },
  });
}

/**
 * Refuses a request whose path, query or cookies hold a control character, before any handler
 * reads them (bodies are checked where they are parsed).
 */
export const refuseControlCharacters: MiddlewareHandler = async (c, next) => {
  let path: string;
  try {
    path = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    throw new ApiError(400, 'Invalid request', { issues: { nested: { path: ['Malformed URL'] } } });
  }
  if (CONTROL_CHARACTER.test(path)) throw controlCharacterError('path');
  const at =
    controlCharacterAt(c.req.queries(), 'query') ?? controlCharacterAt(getCookie(c), 'cookie');
  if (at) throw controlCharacterError(at);
  await next();
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request says it comes from a page of another site. */
function isCrossSite(c: Context): boolean {
  // Browsers send Sec-Fetch-Site on every request ('none' is the shopper typing the address), and
  // no page can forge it: it decides. A form posted from a page with `Referrer-Policy:
  // no-referrer` (the shop's) carries `Origin: null` however same-origin it is.
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  try {
    // Host only: behind a TLS-terminating proxy the API sees http where the browser saw https.
    return new URL(origin).host !== new URL(c.req.url).host;
  } catch {
    return true;
  }
}

/**
 * Cross-site request forgery: a write (any method but GET, HEAD, OPTIONS) that a browser says
 * comes from another site is refused, whatever cookies it carries. Clients that are not browsers
 * send neither header and are unaffected.
 */
export const refuseCrossSiteWrites: MiddlewareHandler = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c)) {
    throw new ApiError(403, 'You are not authorized to perform this action');
  }
  await next();
};

/** Media types a JSON body may be sent as. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Deepest nesting of arrays and objects a JSON body may have: the contract's bodies need 4. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read in one pass before it is
 * parsed: a deeply nested body (50,000 brackets fit in 100 KB) would otherwise exhaust the stack
 * of whatever walks it.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * Reads a JSON request body. A body must be sent as `application/json`: a `text/plain` one is what
 * a cross-site form can send without a preflight, so it is refused with 415. An empty body is `{}`;
 * one nested deeper than {@link MAX_JSON_DEPTH} is refused with a 400.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ApiError(400, 'Malformed JSON body', {
      issues: { nested: { '(body)': [`Nested deeper than ${MAX_JSON_DEPTH} levels`] } },
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
  const at = controlCharacterAt(body);
  if (at) throw controlCharacterError(at);
  return body;
}
