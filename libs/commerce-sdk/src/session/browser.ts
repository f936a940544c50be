import { parseCookieHeader, serializeSetCookie, type CookieStore } from './cookies.js';

/** The slice of `Document` the browser store needs. */
export interface CookieDocument {
  cookie: string;
}

/**
 * The browser's cookie store, on `document.cookie`. Script cannot read or write HTTP-only
 * cookies: writes of those are skipped (the API's `Set-Cookie` sets them) and the browser sends
 * them with each request by itself.
 *
 * @param cookieDocument defaults to the global `document`; pass one to use another frame.
 */
export function createBrowserCookieStore(cookieDocument?: CookieDocument): CookieStore {
  // Reached through globalThis: the rest of the SDK must run where no DOM exists.
  const target = cookieDocument ?? (globalThis as { document?: CookieDocument }).document;
  if (!target)
    throw new TypeError('createBrowserCookieStore needs a document (run it in a browser).');
  const read = () => parseCookieHeader(target.cookie);
  return {
    kind: 'browser',
    get: (name) => read()[name],
    getAll: read,
    set(name, value, attributes = {}) {
      if (attributes.httpOnly) return;
      target.cookie = serializeSetCookie(name, value, attributes);
    },
    delete(name, attributes = {}) {
      if (attributes.httpOnly) return;
      target.cookie = serializeSetCookie(name, '', { ...attributes, maxAge: 0 });
    },
  };
}
