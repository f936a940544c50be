import type { createCommerceApi } from '../index.js';

/** A JSON answer as tests read it: deep property access, checked by the assertions themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the shape they read
export type Json = Record<string, any>;

/** One `Set-Cookie` header, parsed: name, value and attributes (lower-case names). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookies(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...parts] = header.split(';');
    const cut = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of parts) {
      const [key = '', ...rest] = part.trim().split('=');
      attributes[key.toLowerCase()] = rest.length ? rest.join('=') : true;
    }
    const name = pair.slice(0, cut).trim();
    cookies.set(name, { name, value: decodeURIComponent(pair.slice(cut + 1)), attributes });
  }
  return cookies;
}

/** A browser-like client of the API: keeps cookies, sends the shop's headers, from one address. */
export function browser(api: ReturnType<typeof createCommerceApi>, address = '203.0.113.1') {
  const jar = new Map<string, string>();
  const env = { incoming: { socket: { remoteAddress: address } } };
  return {
    jar,
    async call(
      method: string,
      path: string,
      { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await api.request(
        `/api/web/v1/${path}`,
        {
          method,
          headers: {
            'Content-Type': 'application/json',
            'X-Site-Country': 'sg',
            'Accept-Language': 'en',
            ...(cookie ? { Cookie: cookie } : {}),
            ...headers,
          },
          body:
            body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        },
        env,
      );
      const cookies = parseSetCookies(response);
      for (const set of cookies.values()) {
        if (set.attributes['max-age'] === '0') jar.delete(set.name);
        else jar.set(set.name, set.value);
      }
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: (text ? JSON.parse(text) : undefined) as Json,
        cookies,
      };
    },
  };
}
