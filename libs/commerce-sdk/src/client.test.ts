import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CommerceError,
  CommerceNetworkError,
  CommerceResponseError,
  createCommerceClient,
} from './index.js';

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
