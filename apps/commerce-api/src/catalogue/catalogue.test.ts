import {
  CategoryListResponseSchema,
  ProductFiltersResponseSchema,
  ProductResponseSchema,
  SearchDropdownResponseSchema,
  SearchResponseSchema,
  VariantListResponseSchema,
} from '@beauty/commerce-sdk/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testTokens, useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';

describe.each(engines)('catalogue on %s', (engine) => {
  const shop = useTestApi(engine);
  const { call } = shop;
  const listing = async (query: string, country = 'sg') =>
    v.parse(VariantListResponseSchema, (await call(`variants?${query}`, { country })).body);

  describe('categories/', () => {
    it('is the three-level tree in shop order, named in the language', async () => {
      const { body } = await call('categories/', { language: 'th' });
      const { data } = v.parse(CategoryListResponseSchema, body);
      expect(data[0]).toMatchObject({ slug: 'makeup', name: 'เมคอัพ', level: 1, path: 'makeup' });
      expect(new Set(data.map((category) => category.level))).toEqual(new Set([1, 2, 3]));
      const foundation = data.find((category) => category.slug === 'foundation');
      expect(foundation).toMatchObject({ path: 'makeup/face/foundation', level: 3 });
    });

    it('shows a renamed category at once, though the tree is read once per catalogue version', async () => {
      const nameOf = async (slug: string) => {
        const { data } = v.parse(CategoryListResponseSchema, (await call('categories/')).body);
        return data.find((category) => category.slug === slug)?.name;
      };
      const before = await nameOf('foundation');
      await shop.db.query(
        `UPDATE categories SET name = jsonb_set(name, '{en}', '"Foundations"') WHERE slug = 'foundation'`,
      );
      expect(await nameOf('foundation')).toBe('Foundations');
      await shop.db.query(
        `UPDATE categories SET name = jsonb_set(name, '{en}', to_jsonb($1::text)) WHERE slug = 'foundation'`,
        [before],
      );
      expect(await nameOf('foundation')).toBe(before);
    });
  });

  describe('variants (the listing)', () => {
    it('shows one tile per product, pages with a cursor and never repeats a product', async () => {
      const first = await listing('perPage=24');
      expect(first.data).toHaveLength(24);
      expect(first.meta.total).toBeGreaterThanOrEqual(1_400);
      expect(first.meta.nextCursor).not.toBeNull();
      const second = await listing(`perPage=24&cursor=${first.meta.nextCursor}`);
      expect(second.meta.page).toBe(2);
      const ids = [...first.data, ...second.data].map((tile) => tile.productId);
      expect(new Set(ids).size).toBe(48);
    });

    it('sorts by price both ways and by rating', async () => {
      const prices = (await listing('sort=price_asc&perPage=50')).data.map(
        (tile) => tile.price.amount,
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const descending = (await listing('sort=price_desc&perPage=50')).data.map(
        (tile) => tile.price.amount,
      );
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      const ratings = (await listing('sort=rating&perPage=50')).data.map(
        (tile) => tile.product.rating.average,
      );
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });

    it('filters by brand, price range, stock and sale', async () => {
      const dior = await listing('brands=dior&perPage=100');
      expect(dior.data.length).toBeGreaterThan(0);
      expect(dior.data.every((tile) => tile.product.brand.slug === 'dior')).toBe(true);
      const cheap = await listing('priceMin=20&priceMax=40&perPage=100');
      expect(cheap.data.every((tile) => tile.price.amount >= 20 && tile.price.amount <= 40)).toBe(
        true,
      );
      const inStock = await listing('inStock=true&perPage=100');
      expect(inStock.data.every((tile) => tile.inStock)).toBe(true);
      const onSale = await listing('onSale=true&perPage=100');
      expect(onSale.data.length).toBeGreaterThan(0);
      expect(
        onSale.data.every(
          (tile) => tile.originalPrice && tile.originalPrice.amount > tile.price.amount,
        ),
      ).toBe(true);
    });

    it('counts a category by its slug or its path', async () => {
      const bySlug = await listing('categories=foundation');
      const byPath = await listing('categories=makeup/face/foundation');
      const byParent = await listing('categories=makeup/face');
      expect(bySlug.meta.total).toBe(byPath.meta.total);
      expect(byParent.meta.total).toBeGreaterThan(bySlug.meta.total);
    });

    it("prices in the visitor's currency and leaves out what is not sold in the country", async () => {
      const th = await listing('perPage=5', 'th');
      expect(th.data.every((tile) => tile.price.currency === 'THB')).toBe(true);
      expect((await listing('brands=dyson', 'sg')).meta.total).toBeGreaterThan(0);
      expect((await listing('brands=dyson', 'th')).meta.total).toBe(0);
    });

    it('refuses out-of-range paging and bad cursors with a 400 error object', async () => {
      expect(await call('variants?perPage=1000')).toMatchObject({
        status: 400,
        body: { statusCode: 400, message: 'Invalid request' },
      });
      expect(await call('variants?cursor=bm9wZQ')).toMatchObject({
        status: 400,
        body: { message: 'Invalid cursor' },
      });
      expect(await call('variants?sort=cheapest')).toMatchObject({ status: 400 });
    });

    it('treats hostile filter values as data, never as SQL', async () => {
      const result = await call(`variants?categories=${encodeURIComponent("x' OR 1=1 --")}`);
      expect(result.status).toBe(200);
      expect((result.body as { meta: { total: number } }).meta.total).toBe(0);
    });
  });

  describe('products/filters/', () => {
    it('counts each facet under the other filters, marks the selection, and agrees with the listing', async () => {
      const { body } = await call('products/filters/?brands=dior');
      const { data: facets, meta } = v.parse(ProductFiltersResponseSchema, body);
      expect(meta.total).toBe((await listing('brands=dior')).meta.total);
      const brands = facets.find((facet) => facet.key === 'brands');
      if (brands?.kind !== 'options') throw new Error('no brand facet');
      const dior = brands.options.find((option) => option.value === 'dior');
      expect(dior).toMatchObject({ selected: true, count: meta.total });
      // Other brands keep their counts, so the shopper can add them.
      expect(brands.options.filter((option) => option.count > 0).length).toBeGreaterThan(10);
      const categories = facets.find((facet) => facet.key === 'categories');
      if (categories?.kind !== 'options') throw new Error('no category facet');
      const sum = categories.options.reduce((total, option) => total + option.count, 0);
      expect(sum).toBe(meta.total);
      const price = facets.find((facet) => facet.key === 'price');
      expect(price).toMatchObject({ kind: 'range', currency: 'SGD' });
    });

    it('lists options by name, answers a member the same, and shows a change at once', async () => {
      const facetsOf = async (token?: string) => {
        const { body } = await call('products/filters/?categories=skincare', { token });
        return v.parse(ProductFiltersResponseSchema, body).data;
      };
      const optionsOf = (facets: Awaited<ReturnType<typeof facetsOf>>, key: string) => {
        const facet = facets.find((each) => each.key === key);
        if (facet?.kind !== 'options') throw new Error(`no ${key} facet`);
        return facet.options;
      };
      const guest = await facetsOf();
      const brandNames = (
        await shop.db.query<{ name: string }>(
          `SELECT name FROM brands WHERE slug = ANY($1::text[]) ORDER BY name, slug`,
          [optionsOf(guest, 'brands').map((option) => option.value)],
        )
      ).map((row) => row.name);
      expect(optionsOf(guest, 'brands').map((option) => option.label)).toEqual(brandNames);
      const member = await facetsOf(await testTokens.sign(shop.memberIds.gold!));
      expect(member).toEqual(guest);
      // A brand renamed and a product's stock gone: the next answer counts and names the new way.
      const [first] = optionsOf(guest, 'brands');
      await shop.db.query(`UPDATE brands SET name = 'Zzz ' || name WHERE slug = $1`, [
        first!.value,
      ]);
      const renamed = optionsOf(await facetsOf(), 'brands');
      expect(renamed.at(-1)).toMatchObject({ value: first!.value, label: `Zzz ${first!.label}` });
      await shop.db.query(`UPDATE brands SET name = substr(name, 5) WHERE slug = $1`, [
        first!.value,
      ]);
      expect(await facetsOf()).toEqual(guest);
    });
  });

  describe('products/{slug}', () => {
    it('shows every variant with its price, stock and categories, described in the language', async () => {
      const tile = (await listing('perPage=1')).data[0]!;
      const { status, body } = await call(`products/${tile.product.slug}`, { language: 'zh' });
      expect(status).toBe(200);
      const { data: product } = v.parse(ProductResponseSchema, body);
      expect(product.variants.length).toBe(tile.product.variantsCount);
      expect(product.categories.map((category) => category.path)).toHaveLength(3);
      expect(product.description).toMatch(/[\u4e00-\u9fff]/);
    });

    it('shows a new price and stock at once, though a product is read once per catalogue version', async () => {
      const tile = (await listing('perPage=1')).data[0]!;
      const page = async (language: string) =>
        v.parse(
          ProductResponseSchema,
          (await call(`products/${tile.product.slug}`, { language })).body,
        ).data;
      const before = await page('en');
      expect((await page('zh')).variants).toEqual(before.variants);
      const variant = before.variants[0]!;
      await shop.db.query(
        `UPDATE variant_offers SET price = price + 7, sale_price = sale_price + 7, stock = 0
         WHERE variant_id = $1 AND country = 'sg'`,
        [variant.id],
      );
      const after = (await page('en')).variants.find((shown) => shown.id === variant.id)!;
      expect(after).toMatchObject({ inventory: 0, inStock: false });
      expect(after.price.amount).toBe(variant.price.amount + 7);
      await shop.db.query(
        `UPDATE variant_offers SET price = price - 7, sale_price = sale_price - 7, stock = $2
         WHERE variant_id = $1 AND country = 'sg'`,
        [variant.id, variant.inventory],
      );
      expect((await page('en')).variants).toEqual(before.variants);
    });

    it("answers 'Resource not found!' for an unknown product or one not sold in the country", async () => {
      expect(await call('products/no-such-product')).toMatchObject({
        status: 404,
        body: { message: 'Resource not found!' },
      });
      const dyson = (await listing('brands=dyson&perPage=1', 'sg')).data[0]!;
      expect((await call(`products/${dyson.product.slug}`, { country: 'th' })).status).toBe(404);
    });
  });

  describe('search/', () => {
    it('finds Thai, Chinese and accent-free queries', async () => {
      const thai = v.parse(
        SearchResponseSchema,
        (await call(`search/?q=${encodeURIComponent('กันแดด')}`, { country: 'th', language: 'th' }))
          .body,
      );
      expect(thai.meta.total).toBeGreaterThan(0);
      expect(thai.data.products.every((tile) => /sunscreen/i.test(tile.product.name))).toBe(true);
      const chinese = v.parse(
        SearchResponseSchema,
        (await call(`search/?q=${encodeURIComponent('防曬')}`, { country: 'hk', language: 'zh' }))
          .body,
      );
      expect(chinese.meta.total).toBeGreaterThan(0);
      expect(chinese.data.products[0]?.product.name).toMatch(/Sunscreen/);
      const estee = v.parse(SearchResponseSchema, (await call('search/?q=estee')).body);
      expect(estee.data.brands.map((brand) => brand.name)).toContain('Estée Lauder');
      expect(estee.data.products.length).toBeGreaterThan(0);
    });

    it('forgives a typo and names matching categories', async () => {
      const result = v.parse(SearchResponseSchema, (await call('search/?q=fondation')).body);
      expect(result.data.products.some((tile) => /Foundation/.test(tile.product.name))).toBe(true);
      const lips = v.parse(SearchResponseSchema, (await call('search/?q=lipstick')).body);
      expect(lips.data.categories.map((category) => category.path)).toContain(
        'makeup/lips/lipstick',
      );
    });

    it('needs a query', async () => {
      expect(await call('search/?q=')).toMatchObject({ status: 400 });
    });
  });

  describe('search suggestions', () => {
    it('lists popular queries of the country in order', async () => {
      const { body } = await call('search/popular-queries/', { country: 'hk' });
      expect((body as { data: { query: string; rank: number }[] }).data.slice(0, 2)).toEqual([
        { query: '防曬', rank: 1 },
        { query: '粉底', rank: 2 },
      ]);
    });

    it('suggests products, brands, categories and queries for a prefix', async () => {
      const { body } = await call('components/search-input-dropdown/?q=sun&limit=3');
      const { data } = v.parse(SearchDropdownResponseSchema, body);
      expect(data.products.length).toBeGreaterThan(0);
      expect(data.products.length).toBeLessThanOrEqual(3);
      expect(data.queries).toContain('sunscreen');
      expect(data.categories.map((category) => category.slug)).toContain('sunscreen');
    });
  });

  describe('featured-products/', () => {
    it("returns a brand's in-stock bestsellers up to the limit", async () => {
      const { status, body } = await call('featured-products/', {
        body: { brand: 'milk-makeup', limit: 3 },
      });
      expect(status).toBe(200);
      const { data } = body as {
        data: { inStock: boolean; product: { brand: { slug: string } } }[];
      };
      expect(data.length).toBeLessThanOrEqual(3);
      expect(data.every((tile) => tile.inStock && tile.product.brand.slug === 'milk-makeup')).toBe(
        true,
      );
    });

    it('refuses malformed JSON and out-of-range limits with 400', async () => {
      expect(await call('featured-products/', { body: '{"brand":' })).toMatchObject({
        status: 400,
        body: { message: 'Malformed JSON body' },
      });
      expect(await call('featured-products/', { body: { limit: 500 } })).toMatchObject({
        status: 400,
      });
    });
  });

  describe('product images', () => {
    it('are SVG drawings of the product in its shade', async () => {
      const tile = (await listing('perPage=1')).data[0]!;
      const response = await shop.api.request(tile.images[0]!.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain(tile.product.name);
      expect(svg).toContain(tile.shade?.hex ?? '<svg');
      expect((await shop.api.request('/api/web/v1/images/products/nothing-here.svg')).status).toBe(
        404,
      );
    });

    it('serves every image that brands and content blocks point at', async () => {
      const { body } = await call('contentful/content-entries/homepage?type=homepage');
      const entry = body as {
        data: { blocks: { image?: { url: string }; brands?: { logo: { url: string } }[] }[] };
      };
      const urls = entry.data.blocks.flatMap((block) => [
        ...(block.image ? [block.image.url] : []),
        ...(block.brands ?? []).map((brand) => brand.logo.url),
      ]);
      expect(urls.length).toBeGreaterThan(3);
      for (const url of urls) {
        const response = await shop.api.request(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
      }
      expect((await shop.api.request('/api/web/v1/images/brands/no-such-brand.svg')).status).toBe(
        404,
      );
    });
  });
});
