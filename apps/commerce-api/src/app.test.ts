import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrandListResponseSchema, LayoutResponseSchema } from '@beauty/commerce-sdk/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCommerceApi,
  migrate,
  openDatabase,
  prepareDatabase,
  seed,
  type Database,
} from './index.js';
import { TEST_SIGNING_SECRET } from './test/api.js';
import {
  createTestDatabase,
  dropTestDatabase,
  engines,
  openTestDatabase,
} from './test/databases.js';

describe.each(engines)('on %s', (engine) => {
  let db: Database;
  let api: ReturnType<typeof createCommerceApi>;

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    api = createCommerceApi({ db, signingSecret: TEST_SIGNING_SECRET });
  });
  afterAll(() => db.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    api.request(`/api/web/v1/${path}`, { headers });

  describe('GET brands/', () => {
    it('lists the seeded brands of the country, sorted by name, in the contract shape', async () => {
      const response = await get('brands/', { 'X-Site-Country': 'sg' });
      expect(response.status).toBe(200);
      const body = v.parse(BrandListResponseSchema, await response.json());
      const names = body.data.map((brand) => brand.name);
      expect(names).toContain('Armani Beauty');
      expect(names).toContain('Milk Makeup');
      expect(body.meta.total).toBe(body.data.length);
      expect(body.data.length).toBeGreaterThanOrEqual(40);
      expect(names).toEqual(
        [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      expect(body.data.find((brand) => brand.slug === 'beauty-collection')?.isOwnBrand).toBe(true);
    });

    it('leaves out brands not sold in the country', async () => {
      const sg = (await (await get('brands', { 'X-Site-Country': 'sg' })).json()) as {
        data: { slug: string }[];
      };
      const th = (await (await get('brands', { 'X-Site-Country': 'TH' })).json()) as {
        data: { slug: string }[];
      };
      expect(sg.data.map((brand) => brand.slug)).toContain('dyson');
      expect(th.data.map((brand) => brand.slug)).not.toContain('dyson');
    });

    it('answers an unsupported country with a 400 error object', async () => {
      const response = await get('brands/', { 'X-Site-Country': 'us' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Unsupported country: us',
        statusCode: 400,
        statusMessage: 'Bad Request',
        data: null,
      });
    });
  });

  describe('GET layouts/', () => {
    it('returns the layout config with the fraud-prevention site id and exempted paths', async () => {
      const response = await get('layouts/', { 'X-Site-Country': 'hk' });
      expect(response.status).toBe(200);
      const { data } = v.parse(LayoutResponseSchema, await response.json());
      expect(data.layout).toBe('default');
      expect(data.config.forterSiteId).not.toBe('');
      expect(new Set(data.config.smartLinkExemptedPaths.map((path) => path.type))).toEqual(
        new Set(['absolute', 'regex', 'startsWith']),
      );
    });

    it("answers 'Layout not found' for a layout that does not exist", async () => {
      const response = await get('layouts/?layout=checkout');
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Layout not found', statusCode: 404 });
    });

    it('refuses a malformed layout name with a 400', async () => {
      const response = await get('layouts/?layout=%3Cscript%3E');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Invalid request', statusCode: 400 });
    });
  });

  describe('errors', () => {
    it('keeps CORS closed: another origin gets no permission to read answers', async () => {
      const preflight = await api.request('/api/web/v1/brands', {
        method: 'OPTIONS',
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const simple = await get('brands/', { Origin: 'https://elsewhere.example' });
      expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    });

    it("answers an unknown path with 'Resource not found!'", async () => {
      const response = await get('nowhere/');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: 'Resource not found!',
        statusCode: 404,
        statusMessage: 'Not Found',
        data: null,
      });
    });

    it('refuses an oversize body with 413, closing the connection it did not read to the end', async () => {
      const response = await api.request('/api/web/v1/brands', {
        method: 'POST',
        body: 'x'.repeat(200 * 1024),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(413);
      // A proxy that kept the connection would send its next request into a closing socket.
      expect(response.headers.get('Connection')).toBe('close');
      expect(await response.json()).toMatchObject({ statusCode: 413 });
    });

    it('logs an unexpected failure and answers a plain 500 without a stack trace', async () => {
      const logged: unknown[] = [];
      const broken = { ...db, query: () => Promise.reject(new Error('disk on fire')) } as Database;
      const response = await createCommerceApi({
        db: broken,
        signingSecret: TEST_SIGNING_SECRET,
        logError: (e) => logged.push(e),
      }).request('/api/web/v1/brands');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        message: 'Internal server error',
        statusCode: 500,
        statusMessage: 'Internal Server Error',
        data: null,
      });
      expect(text).not.toContain('disk on fire');
      expect(logged).toHaveLength(1);
    });
  });

  describe('migrations and seed', () => {
    it('are idempotent: a second run changes nothing', async () => {
      const before = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM brands');
      expect(await migrate(db)).toEqual([]);
      expect(await seed(db)).toEqual([]);
      const after = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM brands');
      expect(after).toEqual(before);
    });

    it('persist, so a second start reuses the data', async () => {
      const place =
        engine === 'pglite'
          ? { dataDir: await mkdtemp(join(tmpdir(), 'commerce-api-')) }
          : { databaseUrl: await createTestDatabase({ seeded: false }) };
      try {
        const first = await prepareDatabase(place);
        await first.query(
          "UPDATE brands SET name = 'Milk Makeup (kept)' WHERE slug = 'milk-makeup'",
        );
        await first.close();
        const second = await prepareDatabase(place);
        const rows = await second.query<{ name: string }>(
          "SELECT name FROM brands WHERE slug = 'milk-makeup'",
        );
        await second.close();
        expect(rows).toEqual([{ name: 'Milk Makeup (kept)' }]);
      } finally {
        if (place.dataDir) await rm(place.dataDir, { recursive: true, force: true });
        if (place.databaseUrl) await dropTestDatabase(place.databaseUrl);
      }
    }, 90_000);
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After, not 500, and logs nothing as a fault', async () => {
    const db = await openDatabase({ databaseUrl: 'postgres://shop:shop@127.0.0.1:9/shop' });
    const logged: unknown[] = [];
    const api = createCommerceApi({
      db,
      signingSecret: TEST_SIGNING_SECRET,
      logError: (error) => logged.push(error),
    });
    try {
      for (const [method, path] of [
        ['GET', 'brands/'],
        ['POST', 'cart/line-items/'],
      ] as const) {
        const response = await api.request(`/api/web/v1/${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', 'X-Site-Country': 'sg' },
          body: method === 'POST' ? JSON.stringify({ variantId: 1, quantity: 1 }) : undefined,
        });
        expect(response.status).toBe(503);
        expect(response.headers.get('Retry-After')).toBe('5');
        expect(await response.json()).toEqual({
          message: 'Service temporarily unavailable',
          statusCode: 503,
          statusMessage: 'Service Unavailable',
          data: null,
        });
      }
      expect(logged).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
