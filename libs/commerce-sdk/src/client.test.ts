import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CommerceError,
  CommerceNetworkError,
  CommerceRequestError,
  CommerceResponseError,
  cartApi,
  createCommerceClient,
  createTransport,
  hasServerMessage,
  isNotAuthorizedError,
  isOfferNotFoundError,
  isOwnershipMismatchError,
  isPromotionInvalidError,
  isUserNotFoundError,
} from './index.js';
import { ServerMessages, ownershipMismatchMessage } from './contract/index.js';

const baseUrl = 'https://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const brand = {
  id: 1,
  slug: 'milk-makeup',
  name: 'Milk Makeup',
  description: null,
  isOwnBrand: false,
};

describe('createCommerceClient', () => {
  it('sends the spec headers on every call', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${baseUrl}/api/web/v1/brands`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ data: [brand], meta: { total: 1 } });
      }),
    );
    const client = createCommerceClient({ baseUrl, country: 'th', language: 'th' });
    await client.brands.list();
    expect(Object.fromEntries(seen!.entries())).toMatchObject({
      'content-type': 'application/json',
      'x-platform': 'web',
      'x-app-platform': 'web_desktop',
      'x-app-version': '1.0.0',
      'x-swa': 'web',
      'accept-language': 'th',
      'x-site-country': 'th',
    });
  });

  it('lower-cases the country and honours a custom app version', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${baseUrl}/api/web/v1/brands`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ data: [], meta: { total: 0 } });
      }),
    );
    const client = createCommerceClient({
      baseUrl,
      country: 'HK' as 'hk',
      language: 'zh',
      appVersion: '2.3.4',
    });
    await client.brands.list();
    expect(seen!.get('x-site-country')).toBe('hk');
    expect(seen!.get('x-app-version')).toBe('2.3.4');
  });

  it('trims trailing slashes from paths and the base URL', async () => {
    let url = '';
    server.use(
      http.get(`${baseUrl}/api/web/v1/layouts`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({
          data: { layout: 'default', config: { forterSiteId: 'abc', smartLinkExemptedPaths: [] } },
        });
      }),
    );
    const client = createCommerceClient({ baseUrl: `${baseUrl}/`, country: 'sg', language: 'en' });
    const { data } = await client.layouts.list();
    expect(url).toBe(`${baseUrl}/api/web/v1/layouts`);
    expect(data.config.forterSiteId).toBe('abc');
  });

  it('returns the brands of the answer', async () => {
    server.use(
      http.get(`${baseUrl}/api/web/v1/brands`, () =>
        HttpResponse.json({ data: [brand], meta: { total: 1 } }),
      ),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    await expect(client.brands.list()).resolves.toEqual({ data: [brand], meta: { total: 1 } });
  });

  it('maps the error object of a failed call onto CommerceError', async () => {
    server.use(
      http.get(`${baseUrl}/api/web/v1/layouts`, () =>
        HttpResponse.json(
          { message: 'Layout not found', statusCode: 404, statusMessage: 'Not Found', data: null },
          { status: 404 },
        ),
      ),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    const error = await client.layouts.list({ layout: 'unknown' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({
      message: 'Layout not found',
      statusCode: 404,
      statusMessage: 'Not Found',
    });
  });

  it('keeps the HTTP status when the error body is not the error object', async () => {
    server.use(
      http.get(`${baseUrl}/api/web/v1/brands`, () => new HttpResponse('oops', { status: 502 })),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    const error = await client.brands.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceResponseError);
    expect((error as CommerceError).statusCode).toBe(502);
  });

  it('tells a network failure apart from an API error', async () => {
    server.use(http.get(`${baseUrl}/api/web/v1/brands`, () => HttpResponse.error()));
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    await expect(client.brands.list()).rejects.toBeInstanceOf(CommerceNetworkError);
  });

  it('rejects an answer that breaks the contract', async () => {
    server.use(
      http.get(`${baseUrl}/api/web/v1/brands`, () =>
        HttpResponse.json({ data: [{ id: 'x' }], meta: { total: 1 } }),
      ),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    const error = await client.brands.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceResponseError);
    expect((error as Error).message).toMatch(/does not match the contract/);
  });

  it('never retries on its own', async () => {
    let calls = 0;
    server.use(
      http.get(`${baseUrl}/api/web/v1/brands`, () => {
        calls += 1;
        return HttpResponse.json(
          { message: 'busy', statusCode: 503, statusMessage: 'Service Unavailable' },
          { status: 503 },
        );
      }),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    await expect(client.brands.list()).rejects.toMatchObject({ statusCode: 503 });
    expect(calls).toBe(1);
  });
});

const errorObject = (message: string, statusCode: number) =>
  HttpResponse.json(
    { message, statusCode, statusMessage: 'Error', data: null },
    { status: statusCode },
  );

describe('preview mode', () => {
  it('adds X-Preview-Mode and the user_segments query to every call', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(
        `${baseUrl}/api/web/v1/contentful/preview/content-entries/homepage`,
        ({ request }) => {
          seen = request;
          return errorObject('Landing Page not found', 404);
        },
      ),
    );
    const client = createCommerceClient({
      baseUrl,
      country: 'sg',
      language: 'en',
      preview: { userSegments: ['gold-members', 'new-visitors'] },
    });
    await expect(
      client.contentful.preview.contentEntries.get('homepage', { type: 'homepage' }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Landing Page not found' });
    const url = new URL(seen!.url);
    expect(seen!.headers.get('x-preview-mode')).toBe('true');
    expect(url.searchParams.get('user_segments')).toBe('gold-members,new-visitors');
    expect(url.searchParams.get('type')).toBe('homepage');
  });

  it('sends neither outside preview mode', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${baseUrl}/api/web/v1/brands`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: [], meta: { total: 0 } });
      }),
    );
    await createCommerceClient({ baseUrl, country: 'sg', language: 'en' }).brands.list();
    expect(seen!.headers.has('x-preview-mode')).toBe(false);
    expect(new URL(seen!.url).search).toBe('');
  });
});

describe('requests', () => {
  it('serialises listing filters: lists as comma lists, booleans and numbers as text', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${baseUrl}/api/web/v1/variants`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: [],
          meta: { total: 0, page: 2, perPage: 24, nextCursor: null },
        });
      }),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    const answer = await client.variants.list({
      brands: ['milk-makeup', 'this-works'],
      inStock: true,
      priceMax: 50,
      sort: 'price_asc',
      page: 2,
      q: undefined,
    });
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      brands: 'milk-makeup,this-works',
      inStock: 'true',
      priceMax: '50',
      sort: 'price_asc',
      page: '2',
    });
    expect(answer.meta.page).toBe(2);
  });

  it('sends the body as JSON and the id in the path', async () => {
    let seen: { method: string; path: string; body: unknown } | undefined;
    server.use(
      http.patch(`${baseUrl}/api/web/v1/cart/line-items/:id`, async ({ request }) => {
        seen = {
          method: request.method,
          path: new URL(request.url).pathname,
          body: await request.json(),
        };
        return errorObject('Offer not found', 404);
      }),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    await expect(client.cart.lineItems.update(12, { quantity: 2 })).rejects.toBeInstanceOf(
      CommerceError,
    );
    expect(seen).toEqual({
      method: 'PATCH',
      path: '/api/web/v1/cart/line-items/12',
      body: { quantity: 2 },
    });
  });

  it('encodes path parameters and refuses ones that would climb out of the path', async () => {
    let path = '';
    server.use(
      http.get(`${baseUrl}/api/web/v1/products/:slug`, ({ request }) => {
        path = new URL(request.url).pathname;
        return errorObject('Resource not found!', 404);
      }),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    await expect(client.products.get('a b?c')).rejects.toMatchObject({ statusCode: 404 });
    expect(path).toBe('/api/web/v1/products/a%20b%3Fc');
    await expect(client.products.get('../cart')).rejects.toBeInstanceOf(CommerceRequestError);
    await expect(client.products.get('')).rejects.toBeInstanceOf(CommerceRequestError);
  });

  it('rejects a 200 answer with malformed JSON as a response error', async () => {
    server.use(
      http.get(
        `${baseUrl}/api/web/v1/cart/items-count`,
        () => new HttpResponse('{"data":', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    const error = await client.cart.itemsCount.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceResponseError);
    expect((error as CommerceError).statusCode).toBe(200);
  });

  it('reports an aborted call as a network error', async () => {
    server.use(
      http.get(`${baseUrl}/api/web/v1/brands`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ data: [], meta: { total: 0 } });
      }),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    const controller = new AbortController();
    const call = client.brands.list({ signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceNetworkError);
    expect((error as CommerceError).statusCode).toBe(0);
  });

  it('uses a custom fetch when given one', async () => {
    const calls: string[] = [];
    const client = createCommerceClient({
      baseUrl,
      country: 'sg',
      language: 'en',
      fetch: async (input) => {
        calls.push(String(input));
        return Response.json({ data: { count: 4 } });
      },
    });
    await expect(client.cart.itemsCount.list()).resolves.toEqual({ data: { count: 4 } });
    expect(calls).toEqual([`${baseUrl}/api/web/v1/cart/items-count`]);
  });

  it('lets a bundle compose only the domains it needs', async () => {
    server.use(
      http.get(`${baseUrl}/api/web/v1/cart/items-count`, () =>
        HttpResponse.json({ data: { count: 1 } }),
      ),
    );
    const bag = cartApi(createTransport({ baseUrl, country: 'sg', language: 'en' }));
    await expect(bag.cart.itemsCount.list()).resolves.toEqual({ data: { count: 1 } });
  });
});

describe('error helpers', () => {
  const failWith = async (message: string, statusCode: number) => {
    server.use(
      http.post(`${baseUrl}/api/web/v1/cart/discount-coupon`, () =>
        errorObject(message, statusCode),
      ),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    return client.cart.discountCoupon.create({ code: 'GLOW' }).catch((e: unknown) => e);
  };

  it('recognise the server messages of the spec', async () => {
    const promotion = await failWith(ServerMessages.promotionInvalid, 422);
    expect(isPromotionInvalidError(promotion)).toBe(true);
    expect(isOfferNotFoundError(promotion)).toBe(false);
    expect(isOfferNotFoundError(await failWith('Offer not found', 404))).toBe(true);
    expect(isUserNotFoundError(await failWith('User not found', 404))).toBe(true);
    expect(
      isNotAuthorizedError(await failWith('You are not authorized to perform this action', 403)),
    ).toBe(true);
    expect(isOwnershipMismatchError(await failWith(ownershipMismatchMessage('Address'), 403))).toBe(
      true,
    );
    const blocked = await failWith(
      'This sign-in attempt was blocked. Please contact support and quote reference ID 8F2A.',
      429,
    );
    expect(hasServerMessage(blocked, 'signInBlocked')).toBe(true);
    expect(
      hasServerMessage(
        await failWith('Reset password token has expired', 422),
        'resetTokenExpired',
      ),
    ).toBe(true);
  });

  it('ignore anything that is not an API error', () => {
    expect(isPromotionInvalidError(new Error(ServerMessages.promotionInvalid))).toBe(false);
    expect(isUserNotFoundError(undefined)).toBe(false);
  });
});

describe('method signatures', () => {
  it('require the query fields the contract requires, and only those', async () => {
    server.use(
      http.get(`${baseUrl}/api/web/v1/search`, ({ request }) =>
        errorObject(`searched ${new URL(request.url).searchParams.get('q')}`, 404),
      ),
    );
    const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
    const typeChecks = () => [
      // @ts-expect-error a search needs its text
      client.search.list(),
      // @ts-expect-error the slot calls need the store and the day
      client.bookingService.timeSlots.get(1),
      // @ts-expect-error sort values come from the contract
      client.variants.list({ sort: 'cheapest' }),
      client.variants.list(),
    ];
    expect(typeChecks).toBeTypeOf('function');
    await expect(client.search.list({ q: 'lip' })).rejects.toMatchObject({
      message: 'searched lip',
    });
  });
});
