import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CommerceError,
  CommerceNetworkError,
  CommerceSessionExpiredError,
  createBrowserCookieStore,
  createCommerceClient,
  createMemoryCookieStore,
  createServerCookieStore,
  type CookieStore,
} from '../index.js';

const baseUrl = 'https://shop.test';
const api = `${baseUrl}/api/web/v1`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const count = { data: { count: 3 } };
const newTokens = {
  data: {
    accessToken: 'hdr.newpayload.newsig',
    refreshToken: 'refresh-2',
    tokenType: 'Bearer',
    expiresIn: 900,
  },
};
const signedIn = () =>
  createMemoryCookieStore({
    'jwt-data': 'hdr.oldpayload',
    'jwt-signature': 'oldsig',
    'jwt-refresh-token': 'refresh-1',
    'device-id': 'device-1',
  });
const unauthorized = () =>
  HttpResponse.json(
    { message: 'Authentication failed.', statusCode: 401, statusMessage: 'Unauthorized' },
    { status: 401 },
  );

/** The items-count endpoint answers 401 until the request carries the new token. */
function itemsCountNeedingNewToken(calls: { total: number }) {
  return http.get(`${api}/cart/items-count`, ({ request }) => {
    calls.total += 1;
    return request.headers.get('cookie')?.includes('jwt-data=hdr.newpayload')
      ? HttpResponse.json(count)
      : unauthorized();
  });
}

const clientWith = (cookies: CookieStore) =>
  createCommerceClient({ baseUrl, country: 'sg', language: 'en', cookies });

describe('token refresh, server flow', () => {
  it('refreshes with the bearer token, an empty cookie header, the refresh token and device id, then replays', async () => {
    const calls = { total: 0 };
    let refresh: { body: unknown; authorization: string | null; cookie: string | null } | undefined;
    server.use(
      itemsCountNeedingNewToken(calls),
      http.post(`${api}/auth/token`, async ({ request }) => {
        refresh = {
          body: await request.json(),
          authorization: request.headers.get('authorization'),
          cookie: request.headers.get('cookie'),
        };
        return HttpResponse.json(newTokens);
      }),
    );
    const response = new Headers();
    const cookies = createServerCookieStore({
      request:
        'jwt-data=hdr.oldpayload; jwt-signature=oldsig; jwt-refresh-token=refresh-1; device-id=device-1',
      response,
    });
    const client = clientWith(cookies);

    await expect(client.cart.itemsCount.list()).resolves.toEqual(count);
    expect(calls.total).toBe(2);
    expect(refresh).toEqual({
      body: {
        grant_type: 'refresh_token',
        flow: 'app',
        refresh_token: 'refresh-1',
        device_id: 'device-1',
      },
      authorization: 'Bearer hdr.oldpayload.oldsig',
      cookie: '',
    });
    expect(response.getSetCookie()).toEqual([
      'jwt-data=hdr.newpayload; Max-Age=5184000; Path=/; Secure; SameSite=Lax',
      'jwt-signature=newsig; Max-Age=5184000; Path=/; HttpOnly; Secure; SameSite=Lax',
      'jwt-refresh-token=refresh-2; Max-Age=5184000; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
    expect(cookies.get('jwt-refresh-token')).toBe('refresh-2');
  });

  it('turns 50 concurrent 401s into exactly one refresh and 50 successful replays', async () => {
    const calls = { total: 0 };
    let refreshes = 0;
    server.use(
      itemsCountNeedingNewToken(calls),
      http.post(`${api}/auth/token`, async () => {
        refreshes += 1;
        await delay(20);
        return HttpResponse.json(newTokens);
      }),
    );
    const client = clientWith(signedIn());

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.cart.itemsCount.list()),
    );
    expect(answers).toEqual(Array.from({ length: 50 }, () => count));
    expect(refreshes).toBe(1);
    expect(calls.total).toBe(100);
  });

  it('replays without a second refresh a 401 that arrives after the refresh finished', async () => {
    let refreshes = 0;
    let oldTokenCalls = 0;
    server.use(
      http.get(`${api}/cart/items-count`, async ({ request }) => {
        if (request.headers.get('cookie')?.includes('jwt-data=hdr.newpayload')) {
          return HttpResponse.json(count);
        }
        oldTokenCalls += 1;
        // The second request's 401 is slow: it lands after the first one's refresh.
        if (oldTokenCalls === 2) await delay(60);
        return unauthorized();
      }),
      http.post(`${api}/auth/token`, () => {
        refreshes += 1;
        return HttpResponse.json(newTokens);
      }),
    );
    const client = clientWith(signedIn());
    await expect(
      Promise.all([client.cart.itemsCount.list(), client.cart.itemsCount.list()]),
    ).resolves.toEqual([count, count]);
    expect(refreshes).toBe(1);
  });

  it('holds requests made while the refresh runs, then sends them with the new token', async () => {
    const calls = { total: 0 };
    let release: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => (release = resolve));
    server.use(
      itemsCountNeedingNewToken(calls),
      http.post(`${api}/auth/token`, async () => {
        await refreshed;
        return HttpResponse.json(newTokens);
      }),
    );
    const client = clientWith(signedIn());
    const first = client.cart.itemsCount.list();
    await delay(30);
    const held = client.cart.itemsCount.list();
    await delay(30);
    expect(calls.total).toBe(1);
    release();
    await expect(Promise.all([first, held])).resolves.toEqual([count, count]);
    // The held request went out once, after the refresh: no 401 of its own.
    expect(calls.total).toBe(3);
  });

  it('does not refresh a replayed request that 401s again', async () => {
    let calls = 0;
    let refreshes = 0;
    server.use(
      http.get(`${api}/cart/items-count`, () => {
        calls += 1;
        return unauthorized();
      }),
      http.post(`${api}/auth/token`, () => {
        refreshes += 1;
        return HttpResponse.json(newTokens);
      }),
    );
    const client = clientWith(signedIn());
    const error = await client.cart.itemsCount.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).not.toBeInstanceOf(CommerceSessionExpiredError);
    expect(error).toMatchObject({ statusCode: 401, message: 'Authentication failed.' });
    expect(calls).toBe(2);
    expect(refreshes).toBe(1);
  });

  it('rejects every waiter with a typed error and clears the session when the refresh fails', async () => {
    let refreshes = 0;
    server.use(
      http.get(`${api}/cart/items-count`, unauthorized),
      http.post(`${api}/auth/token`, async () => {
        refreshes += 1;
        await delay(20);
        return unauthorized();
      }),
    );
    const response = new Headers();
    const cookies = createServerCookieStore({
      request:
        'jwt-data=hdr.oldpayload; jwt-signature=oldsig; jwt-refresh-token=refresh-1; device-id=device-1; luxola-account=%7B%7D',
      response,
    });
    const client = clientWith(cookies);

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => client.cart.itemsCount.list()),
    );
    expect(refreshes).toBe(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as CommerceSessionExpiredError;
      expect(reason).toBeInstanceOf(CommerceSessionExpiredError);
      expect(reason.statusCode).toBe(401);
      expect((reason.cause as CommerceError).message).toBe('Authentication failed.');
    }
    expect(cookies.getAll()).toEqual({ 'device-id': 'device-1' });
    expect(client.auth.isSignedIn()).toBe(false);
    expect(response.getSetCookie()).toEqual([
      'jwt-data=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'jwt-signature=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      'jwt-refresh-token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      'luxola-account=; Max-Age=0; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('rethrows a 401 when there is no token cookie, without refreshing', async () => {
    let refreshes = 0;
    server.use(
      http.get(`${api}/cart/items-count`, unauthorized),
      http.post(`${api}/auth/token`, () => {
        refreshes += 1;
        return HttpResponse.json(newTokens);
      }),
    );
    const client = clientWith(createMemoryCookieStore({ 'device-id': 'device-1' }));
    await expect(client.cart.itemsCount.list()).rejects.toMatchObject({ statusCode: 401 });
    expect(refreshes).toBe(0);
  });

  it('rethrows any other error without refreshing', async () => {
    let refreshes = 0;
    server.use(
      http.get(`${api}/wishlist`, () =>
        HttpResponse.json(
          {
            message: 'You are not authorized to perform this action',
            statusCode: 403,
            statusMessage: 'Forbidden',
          },
          { status: 403 },
        ),
      ),
      http.post(`${api}/auth/token`, () => {
        refreshes += 1;
        return HttpResponse.json(newTokens);
      }),
    );
    await expect(clientWith(signedIn()).wishlist.list()).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(refreshes).toBe(0);
  });
});

describe('200 concurrent 401s share one refresh and its outcome', () => {
  const callers = 200;
  const serverSession = () => {
    const response = new Headers();
    const cookies = createServerCookieStore({
      request:
        'jwt-data=hdr.oldpayload; jwt-signature=oldsig; jwt-refresh-token=refresh-1; device-id=device-1',
      response,
    });
    return { cookies, response, client: clientWith(cookies) };
  };

  /**
   * Items-count answers 401 to the old token. Every other 401 waits until the token endpoint
   * has answered, so it reaches its caller after a fast refresh has already settled.
   */
  function race(answerRefresh: () => Response) {
    const counts = { refreshes: 0, calls: 0 };
    let refreshAnswered: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (refreshAnswered = resolve));
    server.use(
      http.get(`${api}/cart/items-count`, async ({ request }) => {
        counts.calls += 1;
        if (request.headers.get('cookie')?.includes('jwt-data=hdr.newpayload')) {
          return HttpResponse.json(count);
        }
        if (counts.calls % 2 === 0) {
          await answered;
          await delay(30);
        }
        return unauthorized();
      }),
      http.post(`${api}/auth/token`, () => {
        counts.refreshes += 1;
        refreshAnswered();
        return answerRefresh();
      }),
    );
    return counts;
  }

  async function rejections(client: ReturnType<typeof clientWith>): Promise<unknown[]> {
    const results = await Promise.allSettled(
      Array.from({ length: callers }, () => client.cart.itemsCount.list()),
    );
    return results.map((result) => {
      expect(result.status).toBe('rejected');
      return (result as PromiseRejectedResult).reason;
    });
  }

  const signOutCookies = [
    'jwt-data=; Max-Age=0; Path=/; Secure; SameSite=Lax',
    'jwt-signature=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    'jwt-refresh-token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    'luxola-account=; Max-Age=0; Path=/; Secure; SameSite=Lax',
  ];

  it.each([
    {
      outcome: '(a) a fast 500',
      answer: () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
      errorClass: CommerceError,
      statusCode: 500,
    },
    {
      outcome: '(b) a network failure',
      answer: () => HttpResponse.error(),
      errorClass: CommerceNetworkError,
      statusCode: 0,
    },
  ])(
    '$outcome of the token endpoint: one refresh, one shared transient error, session kept',
    async ({ answer, errorClass, statusCode }) => {
      const counts = race(answer);
      const { cookies, response, client } = serverSession();

      const reasons = await rejections(client);
      expect(counts.refreshes).toBe(1);
      expect(counts.calls).toBe(callers);
      // Every caller gets the very error of the one refresh.
      expect(new Set(reasons).size).toBe(1);
      expect(reasons[0]).toBeInstanceOf(errorClass);
      expect(reasons[0]).not.toBeInstanceOf(CommerceSessionExpiredError);
      expect(reasons[0]).toMatchObject({ statusCode });
      expect(response.getSetCookie()).toEqual([]);
      expect(cookies.get('jwt-refresh-token')).toBe('refresh-1');
      expect(client.auth.isSignedIn()).toBe(true);
    },
  );

  it('(c) a 401 of the token endpoint: one refresh, every caller gets CommerceSessionExpiredError, cleared once', async () => {
    const counts = race(unauthorized);
    const { cookies, response, client } = serverSession();

    const reasons = await rejections(client);
    expect(counts.refreshes).toBe(1);
    expect(counts.calls).toBe(callers);
    expect(new Set(reasons).size).toBe(1);
    expect(reasons[0]).toBeInstanceOf(CommerceSessionExpiredError);
    expect(((reasons[0] as Error).cause as CommerceError).statusCode).toBe(401);
    expect(response.getSetCookie()).toEqual(signOutCookies);
    expect(cookies.getAll()).toEqual({ 'device-id': 'device-1' });
    expect(client.auth.isSignedIn()).toBe(false);
  });

  it('(d) a successful refresh after a transient one failed: one new refresh, all 200 replay and succeed', async () => {
    race(() =>
      HttpResponse.json(
        { message: 'Unavailable', statusCode: 503, statusMessage: '' },
        { status: 503 },
      ),
    );
    const { cookies, client } = serverSession();
    await expect(client.cart.itemsCount.list()).rejects.toMatchObject({ statusCode: 503 });

    const counts = race(() => HttpResponse.json(newTokens));
    const answers = await Promise.all(
      Array.from({ length: callers }, () => client.cart.itemsCount.list()),
    );
    expect(answers).toEqual(Array.from({ length: callers }, () => count));
    expect(counts.refreshes).toBe(1);
    // Each call went out twice: the 401, then its one replay with the new token.
    expect(counts.calls).toBe(2 * callers);
    expect(cookies.get('jwt-refresh-token')).toBe('refresh-2');
  });

  it('signs out on the auth-failure answer whatever its status', async () => {
    race(() =>
      HttpResponse.json(
        { message: 'Authentication failed.', statusCode: 400, statusMessage: 'Bad Request' },
        { status: 400 },
      ),
    );
    const { cookies, client } = serverSession();
    await expect(client.cart.itemsCount.list()).rejects.toBeInstanceOf(CommerceSessionExpiredError);
    expect(cookies.getAll()).toEqual({ 'device-id': 'device-1' });
  });
});

/** A `document` whose `cookie` behaves like a browser's, minus HTTP-only cookies. */
function fakeDocument(initial: string) {
  const jar = new Map(initial.split('; ').map((pair) => pair.split('=') as [string, string]));
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split('; ');
      const [name, value] = pair!.split('=') as [string, string];
      if (/Max-Age=0/.test(line)) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('token refresh, client flow (browser)', () => {
  it('refreshes with grant_type=refresh_token and flow=client, without a bearer header', async () => {
    let calls = 0;
    let refresh: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.get(`${api}/cart/items-count`, () => {
        calls += 1;
        return calls === 1 ? unauthorized() : HttpResponse.json(count);
      }),
      http.post(`${api}/auth/token`, async ({ request }) => {
        refresh = {
          body: await request.json(),
          authorization: request.headers.get('authorization'),
        };
        return HttpResponse.json(newTokens);
      }),
    );
    const browserDocument = fakeDocument('jwt-data=hdr.oldpayload; device-id=device-1');
    const client = clientWith(createBrowserCookieStore(browserDocument));
    await expect(client.cart.itemsCount.list()).resolves.toEqual(count);
    expect(calls).toBe(2);
    expect(refresh).toEqual({
      body: { grant_type: 'refresh_token', flow: 'client' },
      authorization: null,
    });
    // Script writes only what it may: the HTTP-only cookies come from the API's Set-Cookie.
    expect(browserDocument.cookie).toBe('jwt-data=hdr.newpayload; device-id=device-1');
    expect(browserDocument.writes).toEqual([
      'jwt-data=hdr.newpayload; Max-Age=5184000; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('needs a document', () => {
    expect(() => createBrowserCookieStore()).toThrow(TypeError);
  });
});

/** `navigator.locks` as a browser has it: one holder of a name at a time, the others queue. */
function webLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const held = previous.then(callback, callback);
      queues.set(
        name,
        held.catch(() => undefined),
      );
      return held;
    },
  };
}

describe('two tabs of one browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Both tabs' first calls answer 401; after a refresh, calls succeed. */
  function expiredSession() {
    const refreshes = { total: 0 };
    let refreshed = false;
    server.use(
      http.get(`${api}/cart/items-count`, () =>
        refreshed ? HttpResponse.json(count) : unauthorized(),
      ),
      http.post(`${api}/auth/token`, async () => {
        refreshes.total += 1;
        await delay(20);
        refreshed = true;
        return HttpResponse.json(newTokens);
      }),
    );
    // The tabs share the browser's cookies: one document's jar.
    const cookies = fakeDocument('jwt-data=hdr.oldpayload; device-id=device-1');
    const tabs = [1, 2].map(() => clientWith(createBrowserCookieStore(cookies)));
    return { refreshes, tabs };
  }

  it('with Web Locks, refresh once: the second tab uses the first tab’s new tokens', async () => {
    vi.stubGlobal('navigator', { locks: webLocks() });
    const { refreshes, tabs } = expiredSession();
    const answers = await Promise.all(tabs.map((tab) => tab.cart.itemsCount.list()));
    expect(answers).toEqual([count, count]);
    expect(refreshes.total).toBe(1);
  });

  it('without Web Locks, each tab refreshes (the API’s grace window keeps both signed in)', async () => {
    const { refreshes, tabs } = expiredSession();
    const answers = await Promise.all(tabs.map((tab) => tab.cart.itemsCount.list()));
    expect(answers).toEqual([count, count]);
    expect(refreshes.total).toBe(2);
  });
});

describe('sign-in and sign-out', () => {
  it('stores the tokens and the account of a password sign-in, with the device id', async () => {
    let body: unknown;
    server.use(
      http.post(`${api}/auth/token`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: { ...newTokens.data, account: { id: 7, firstName: 'Mei', tier: 'gold' } },
        });
      }),
    );
    const cookies = createMemoryCookieStore();
    const client = clientWith(cookies);
    expect(client.auth.isSignedIn()).toBe(false);
    await client.auth.token.create({
      grant_type: 'password',
      email: 'mei@example.com',
      password: 'Secret#123',
    });
    expect(body).toEqual({
      grant_type: 'password',
      email: 'mei@example.com',
      password: 'Secret#123',
      device_id: cookies.get('device-id'),
    });
    expect(cookies.get('device-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(client.auth.isSignedIn()).toBe(true);
    expect(client.auth.account()).toEqual({ id: 7, firstName: 'Mei', tier: 'gold' });
    expect(cookies.get('jwt-data')).toBe('hdr.newpayload');
    expect(cookies.get('jwt-signature')).toBe('newsig');
  });

  it('does not refresh when a sign-in is refused', async () => {
    let calls = 0;
    server.use(
      http.post(`${api}/auth/token`, () => {
        calls += 1;
        return unauthorized();
      }),
    );
    const client = clientWith(signedIn());
    await expect(
      client.auth.token.create({ grant_type: 'password', email: 'a@b.co', password: 'x' }),
    ).rejects.toMatchObject({ statusCode: 401, message: 'Authentication failed.' });
    expect(calls).toBe(1);
  });

  it('stores the tokens of a social sign-in', async () => {
    server.use(http.post(`${api}/auth/social`, () => HttpResponse.json(newTokens)));
    const cookies = createMemoryCookieStore({ 'device-id': 'device-1' });
    await clientWith(cookies).auth.social.create({ provider: 'google', idToken: 'google-token' });
    expect(cookies.get('jwt-data')).toBe('hdr.newpayload');
  });

  it('counts a visitor with only the cached account as signed in', () => {
    const client = clientWith(createMemoryCookieStore({ 'luxola-account': '{"id":1}' }));
    expect(client.auth.isSignedIn()).toBe(true);
  });

  it('signs out with sessions D and clears the session, keeping the device id', async () => {
    let method = '';
    server.use(
      http.delete(`${api}/sessions`, ({ request }) => {
        method = request.method;
        return HttpResponse.json({ data: { deleted: true } });
      }),
    );
    const cookies = signedIn();
    const client = clientWith(cookies);
    expect(client.auth.isSignedIn()).toBe(true);
    await client.sessions.delete();
    expect(method).toBe('DELETE');
    expect(client.auth.isSignedIn()).toBe(false);
    expect(cookies.getAll()).toEqual({ 'device-id': 'device-1' });
  });

  it('signs out everywhere with scope all, call options beside it, and clears the session', async () => {
    const scopes: (string | null)[] = [];
    server.use(
      http.delete(`${api}/sessions`, ({ request }) => {
        scopes.push(new URL(request.url).searchParams.get('scope'));
        return HttpResponse.json({ data: { deleted: true } });
      }),
    );
    const cookies = signedIn();
    const client = clientWith(cookies);
    await client.sessions.delete({ scope: 'all', signal: new AbortController().signal });
    await client.sessions.delete();
    expect(scopes).toEqual(['all', null]);
    expect(client.auth.isSignedIn()).toBe(false);
  });

  it('forwards the session cookies of a server store on every call', async () => {
    let cookie: string | null = null;
    server.use(
      http.get(`${api}/cart/items-count`, ({ request }) => {
        cookie = request.headers.get('cookie');
        return HttpResponse.json(count);
      }),
    );
    await clientWith(signedIn()).cart.itemsCount.list();
    expect(cookie).toBe(
      'jwt-data=hdr.oldpayload; jwt-signature=oldsig; jwt-refresh-token=refresh-1; device-id=device-1',
    );
  });

  it('creates the device-id cookie before the first call, so a guest bag is kept', async () => {
    const cookies: string[] = [];
    server.use(
      http.get(`${api}/cart/items-count`, ({ request }) => {
        cookies.push(request.headers.get('cookie') ?? '');
        return HttpResponse.json(count);
      }),
    );
    const response = new Headers();
    const client = clientWith(createServerCookieStore({ request: null, response }));
    await client.cart.itemsCount.list();
    await client.cart.itemsCount.list();
    const [setCookie] = response.getSetCookie();
    const id = /^device-id=([0-9a-f-]{36}); Max-Age=5184000; Path=\/; Secure; SameSite=Lax$/.exec(
      setCookie!,
    )?.[1];
    expect(id).toBeDefined();
    expect(cookies).toEqual([`device-id=${id}`, `device-id=${id}`]);
    expect(response.getSetCookie()).toHaveLength(1);
  });

  it('refreshes on demand, sharing the flight with concurrent callers', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${api}/auth/token`, async () => {
        refreshes += 1;
        await delay(10);
        return HttpResponse.json(newTokens);
      }),
    );
    const client = clientWith(signedIn());
    await Promise.all([client.auth.refresh(), client.auth.refresh()]);
    expect(refreshes).toBe(1);
    await expect(
      createCommerceClient({ baseUrl, country: 'sg', language: 'en' }).auth.refresh(),
    ).rejects.toBeInstanceOf(TypeError);
  });
});
