import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import {
  AUTH_COOKIE_ATTRIBUTES,
  createBrowserCookieStore,
  createServerCookieStore,
  SessionCookies,
} from '../index.js';

/** A `document` whose `cookie` keeps each written pair as is, like a browser's. */
function fakeDocument() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const { name, value = '', maxAge } = parseSetCookie(line, { decode: (raw) => raw });
      if (maxAge === 0) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

// What the session writes: JWT parts, the refresh token, a device id and the account as JSON.
const written = {
  [SessionCookies.data]: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxNzAwMDAwMDAwfQ',
  [SessionCookies.refreshToken]: 'r3fr35h-T0k3n_~.+/=',
  [SessionCookies.deviceId]: '0b5e9d2c-8f3a-4c1e-9a7b-2d6f4e8c1a3b',
  [SessionCookies.account]: JSON.stringify({ id: 7, firstName: 'Zoë; "Z" = 100%' }),
};

describe('cookie stores', () => {
  it('read malformed headers without throwing: `=` inside values, spaces, first of duplicates', () => {
    const store = createServerCookieStore({
      request: new Headers({
        cookie: ' jwt-data = a.b= ;broken; =x;device-id=first; device-id=second;\tbad=%E0%A4%A',
      }),
      response: new Headers(),
    });
    expect(store.getAll()).toEqual({
      'jwt-data': 'a.b=',
      '': 'x',
      'device-id': 'first',
      bad: '%E0%A4%A',
    });
    expect(createServerCookieStore({ request: null, response: new Headers() }).getAll()).toEqual(
      {},
    );
  });

  it('read back on the server what they wrote', () => {
    const response = new Headers();
    const writer = createServerCookieStore({ request: '', response });
    for (const [name, value] of Object.entries(written))
      writer.set(name, value, AUTH_COOKIE_ATTRIBUTES);
    const header = response
      .getSetCookie()
      .map((line) => line.split('; ')[0])
      .join('; ');
    const reader = createServerCookieStore({ request: header, response: new Headers() });
    expect(reader.getAll()).toEqual(written);
  });

  it('read back in the browser what they wrote', () => {
    const store = createBrowserCookieStore(fakeDocument());
    for (const [name, value] of Object.entries(written))
      store.set(name, value, AUTH_COOKIE_ATTRIBUTES);
    expect(store.getAll()).toEqual(written);
    store.delete(SessionCookies.account, AUTH_COOKIE_ATTRIBUTES);
    expect(store.get(SessionCookies.account)).toBeUndefined();
  });
});
