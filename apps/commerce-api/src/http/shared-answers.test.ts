import { ProductResponseSchema, SearchResponseSchema } from '@beauty/commerce-sdk/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApi, openDatabase, type Database } from '../index.js';
import { TEST_SIGNING_SECRET, testTokens, useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';
import type { Queryable } from '../db/database.js';
import { readCatalogueVersion, STALE_WHILE_REVALIDATE_SECONDS } from './shared-answers.js';

const headers = { 'X-Site-Country': 'sg', 'Accept-Language': 'en' };

describe.each(engines)('shared answers on %s', (engine) => {
  const shop = useTestApi(engine);
  /** A second instance of the API over the same database (its own connections on PostgreSQL). */
  const other = {} as { db: Database; api: ReturnType<typeof createCommerceApi> };
  let slug: string;
  let variantId: number;
  /** A search that finds the product (its name and brand). */
  let search: string;

  beforeAll(async () => {
    const url = engine === 'postgres' ? await currentUrl(shop.db) : undefined;
    other.db = url ? await openDatabase({ databaseUrl: url }) : shop.db;
    other.api = createCommerceApi({ db: other.db, signingSecret: TEST_SIGNING_SECRET });
    const [row] = await shop.db.query<{ slug: string; variant_id: number; search: string }>(
      `SELECT p.slug, v.id AS variant_id, p.name || ' ' || b.name AS search
       FROM products p JOIN brands b ON b.id = p.brand_id JOIN variants v ON v.product_id = p.id
       JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       WHERE o.sale_price IS NULL ORDER BY p.id, v.position LIMIT 1`,
    );
    slug = row!.slug;
    variantId = row!.variant_id;
    search = row!.search;
  });
  afterAll(async () => {
    if (other.db !== shop.db) await other.db.close();
  });

  const get = (api: ReturnType<typeof createCommerceApi>, path: string, extra = {}) =>
    api.request(`/api/web/v1/${path}`, { headers: { ...headers, ...extra } });
  /** An app over the test database counting the statements whose SQL holds `text`. */
  const counting = (text: string) => {
    let count = 0;
    const db: Database = {
      ...shop.db,
      query: (sql, params) => {
        if (sql.includes(text)) count++;
        return shop.db.query(sql, params);
      },
    };
    return {
      api: createCommerceApi({ db, signingSecret: TEST_SIGNING_SECRET }),
      reads: () => count,
    };
  };
  /** Raises the variant's price in Singapore with its trigger off: a change no version shows. */
  const raiseUnseen = async (by: number) => {
    await shop.db.exec(
      'ALTER TABLE variant_offers DISABLE TRIGGER variant_offers_catalogue_change',
    );
    try {
      await shop.db.query(
        `UPDATE variant_offers SET price = price + $2 WHERE variant_id = $1 AND country = 'sg'`,
        [variantId, by],
      );
    } finally {
      await shop.db.exec(
        'ALTER TABLE variant_offers ENABLE TRIGGER variant_offers_catalogue_change',
      );
    }
  };
  const priceOn = async (api: ReturnType<typeof createCommerceApi>) => {
    const body = v.parse(ProductResponseSchema, await (await get(api, `products/${slug}`)).json());
    return body.data.variants.find((variant) => variant.id === variantId)!.price.amount;
  };

  it('tags anonymous catalogue and content answers and answers 304 to a matching If-None-Match', async () => {
    for (const path of [
      'variants?sort=newest&perPage=5',
      'products/filters?categories=skincare',
      `products/${slug}`,
      'search?q=serum',
      'brands',
      'layouts?layout=default',
    ]) {
      const first = await get(shop.api, path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe(
        `public, max-age=30, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
      );
      expect(first.headers.get('vary')).toContain('X-Site-Country');
      const again = await get(shop.api, path, { 'If-None-Match': etag! });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
    // Another country is another answer (its prices), so another tag.
    const singapore = (await get(shop.api, `products/${slug}`)).headers.get('etag')!;
    const thailand = await get(shop.api, `products/${slug}`, {
      'X-Site-Country': 'th',
      'If-None-Match': singapore,
    });
    expect(thailand.status).toBe(200);
    expect(thailand.headers.get('etag')).not.toBe(singapore);
  });

  it('shows a price or stock change on every instance at once, with a new tag', async () => {
    const before = await get(shop.api, `products/${slug}`);
    const etag = before.headers.get('etag')!;
    const price = await priceOn(shop.api);
    expect(await priceOn(other.api)).toBe(price);
    const found = async (api: ReturnType<typeof createCommerceApi>) =>
      v
        .parse(
          SearchResponseSchema,
          await (await get(api, `search?q=${encodeURIComponent(search)}&perPage=50`)).json(),
        )
        .data.products.find((tile) => tile.id === variantId);
    expect(await found(other.api)).toMatchObject({ price: { amount: price } });

    await shop.db.query(
      `UPDATE variant_offers SET price = price + 7, stock = 0 WHERE variant_id = $1 AND country = 'sg'`,
      [variantId],
    );
    expect(await priceOn(shop.api)).toBe(price + 7);
    expect(await priceOn(other.api)).toBe(price + 7);
    const after = await get(other.api, `products/${slug}`, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    for (const api of [shop.api, other.api]) {
      expect(await found(api)).toMatchObject({ price: { amount: price + 7 }, inStock: false });
    }
  });

  it('makes an answer asked for by many at once only once', async () => {
    const { api, reads } = counting('FROM listing_tiles WHERE');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => get(api, 'variants?sort=rating&perPage=7&page=2')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
    expect(reads()).toBe(1);
  });

  it('reads the catalogue version once or twice for a page’s answers asked for at once', async () => {
    const { api, reads } = counting('FROM catalogue_version');
    const answers = await Promise.all(
      ['categories', 'brands', 'variants?perPage=3', `products/${slug}`, 'layouts'].map((path) =>
        get(api, path),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(reads()).toBeGreaterThan(0);
    expect(reads()).toBeLessThanOrEqual(2);
  });

  it('makes an in-process caller’s answers under the version it names, with no read of its own', async () => {
    const { api, reads } = counting('FROM catalogue_version');
    const current = await readCatalogueVersion(shop.db);
    const request = (path: string) =>
      api.request(`/api/web/v1/${path}`, { headers }, { catalogueVersion: current });
    const answers = await Promise.all(['categories', 'brands', `products/${slug}`].map(request));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(reads()).toBe(0);
    // Kept under that version: a request over HTTP reading the same version gets the same answer.
    const kept = await get(api, `products/${slug}`);
    expect(kept.headers.get('etag')).toBe(answers[2]!.headers.get('etag'));
    expect(reads()).toBe(1);
  });

  it('keeps a not-found content page under the version, and finds it once it is published', async () => {
    const { api, reads } = counting('FROM content_entries');
    const missing = 'contentful/content-entries/kept-not-found-check';
    const first = await get(api, missing);
    const again = await get(api, missing);
    expect([first.status, again.status]).toEqual([404, 404]);
    expect(await again.json()).toEqual(await first.json());
    expect(reads()).toBe(1);

    const [entry] = await shop.db.query<{ id: number; slug: string }>(
      `SELECT id, slug FROM content_entries
       WHERE country = 'sg' AND language = 'en' AND kind = 'landing-page' AND NOT preview LIMIT 1`,
    );
    await shop.db.query(`UPDATE content_entries SET slug = 'kept-not-found-check' WHERE id = $1`, [
      entry!.id,
    ]);
    try {
      expect((await get(api, missing)).status).toBe(200);
    } finally {
      await shop.db.query('UPDATE content_entries SET slug = $2 WHERE id = $1', [
        entry!.id,
        entry!.slug,
      ]);
    }
  });

  it('keeps a carousel’s products (a read by POST) by its body', async () => {
    const { api, reads: catalogueReads } = counting('listing_');
    const carousel = (body: object) =>
      api.request('/api/web/v1/featured-products', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const first = await carousel({ category: 'makeup', limit: 4 });
    const reads = catalogueReads();
    expect(reads).toBeGreaterThan(0);
    const again = await carousel({ category: 'makeup', limit: 4 });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());
    expect(catalogueReads()).toBe(reads);
    // Another body is another answer, not the one kept for the first.
    const other = await carousel({ category: 'makeup', limit: 2 });
    expect(((await other.json()) as { data: unknown[] }).data).toHaveLength(2);
    // Its tag is no reason for a 304: a POST is always answered in full.
    const tagged = await api.request('/api/web/v1/featured-products', {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        'If-None-Match': first.headers.get('etag')!,
      },
      body: JSON.stringify({ category: 'makeup', limit: 4 }),
    });
    expect(tagged.status).toBe(200);
  });

  it('answers not kept still show what is kept under the version: tiles, and a text’s matches and names', async () => {
    const queried = createCommerceApi({
      db: shop.db,
      signingSecret: TEST_SIGNING_SECRET,
      keepSharedAnswers: false,
    });
    const tileOf = async (extra = {}) =>
      v
        .parse(
          SearchResponseSchema,
          await (
            await get(queried, `search?q=${encodeURIComponent(search)}&perPage=50`, extra)
          ).json(),
        )
        .data.products.find((tile) => tile.id === variantId)!;
    const price = (await tileOf()).price.amount;
    // A change the version misses (its trigger off): the anonymous tile is the one kept.
    await raiseUnseen(5);
    expect((await tileOf()).price.amount).toBe(price);
    // A member's request reads no version and keeps nothing: the tile as stored.
    const token = await testTokens.sign(shop.memberIds.gold!);
    expect((await tileOf({ Authorization: `Bearer ${token}` })).price.amount).toBe(price + 5);
    // Any change the version sees: every kept part is read again.
    await shop.db.query(`UPDATE brands SET description = description WHERE id = 1`);
    expect((await tileOf()).price.amount).toBe(price + 5);
  });

  it('never keeps or serves a member’s answers', async () => {
    const token = await testTokens.sign(shop.memberIds.gold!);
    const member = { Authorization: `Bearer ${token}` };
    const anonymous = await get(shop.api, `products/${slug}`);
    const etag = anonymous.headers.get('etag')!;

    const answer = await get(shop.api, `products/${slug}`, { ...member, 'If-None-Match': etag });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('etag')).toBeNull();
    const cookie = await get(shop.api, `products/${slug}`, { Cookie: 'jwt-refresh-token=abc' });
    expect(cookie.headers.get('cache-control')).toBe('private, no-store');
    const cached = await get(shop.api, `products/${slug}`, { Cookie: 'luxola-account={}' });
    expect(cached.headers.get('cache-control')).toBe('private, no-store');
    // A guest's device id (it keys the guest bag) does not make the answer a member's.
    const guest = await get(shop.api, `products/${slug}`, { Cookie: 'device-id=guest-device' });
    expect(guest.headers.get('etag')).toBe(etag);

    // A change that does not bump the version (its trigger off) shows what each answer came from:
    // the anonymous answer was kept, the member's was made afresh and never kept.
    const price = await priceOn(shop.api);
    await raiseUnseen(3);
    expect(await priceOn(shop.api)).toBe(price);
    const memberView = v.parse(
      ProductResponseSchema,
      await (await get(shop.api, `products/${slug}`, member)).json(),
    );
    expect(memberView.data.variants.find((variant) => variant.id === variantId)!.price.amount).toBe(
      price + 3,
    );
    // Still the kept anonymous answer: the member's fresh one did not replace it.
    expect(await priceOn(shop.api)).toBe(price);
  });
});

/** The connection string of a PostgreSQL test database, from the server itself. */
async function currentUrl(db: Database): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
  const { inject } = await import('vitest');
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${row!.name}`;
  return url.toString();
}

describe('readCatalogueVersion', () => {
  /** A database whose reads wait to be let go, each seeing the version as it was when it started. */
  const slowDatabase = () => {
    const state = { version: 1, started: 0, waiting: [] as (() => void)[] };
    const db: Queryable = {
      query: async <Row>() => {
        state.started++;
        const seen = state.version;
        await new Promise<void>((resolve) => state.waiting.push(resolve));
        return [{ version: String(seen) }] as Row[];
      },
      exec: async () => {},
    };
    return { db, state };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sees every change committed before the call, sharing one read among calls that come together', async () => {
    const { db, state } = slowDatabase();
    const first = readCatalogueVersion(db);
    // Committed while the first read runs: the calls after it must not get the first read's answer.
    state.version = 2;
    const later = [readCatalogueVersion(db), readCatalogueVersion(db), readCatalogueVersion(db)];
    expect(state.started).toBe(1);
    state.waiting.shift()!();
    expect(await first).toBe('1');
    await settle();
    expect(state.started).toBe(2);
    state.waiting.shift()!();
    expect(await Promise.all(later)).toEqual(['2', '2', '2']);
    // Nothing running: the next call reads at once.
    state.version = 3;
    const next = readCatalogueVersion(db);
    expect(state.started).toBe(3);
    state.waiting.shift()!();
    expect(await next).toBe('3');
  });

  it('reads again after a failed read', async () => {
    let calls = 0;
    const db: Queryable = {
      query: async <Row>() => {
        calls++;
        if (calls === 1) throw new Error('connection lost');
        return [{ version: '5' }] as Row[];
      },
      exec: async () => {},
    };
    const failed = readCatalogueVersion(db);
    const queued = readCatalogueVersion(db);
    await expect(failed).rejects.toThrow('connection lost');
    expect(await queued).toBe('5');
    expect(await readCatalogueVersion(db)).toBe('5');
  });
});
