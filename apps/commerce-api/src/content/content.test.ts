import {
  ContentEntryResponseSchema,
  LayoutResponseSchema,
  OverlayResponseSchema,
  StoreLocationListResponseSchema,
  TERMS_SECTIONS,
  UserSegmentListResponseSchema,
  endpoints,
} from '@beauty/commerce-sdk/contract';
import { COUNTRY_CODES, countries } from '@beauty/i18n';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';

describe.each(engines)('content, stores and API documentation on %s', (engine) => {
  const { call: request } = useTestApi(engine);
  const call = (path: string, headers: Record<string, string> = {}) => request(path, { headers });

  describe('contentful/content-entries/', () => {
    it("serves the home page ('homepage') of the country in the language, made of typed blocks", async () => {
      const { status, body } = await call('contentful/content-entries/homepage?type=homepage', {
        'X-Site-Country': 'th',
        'Accept-Language': 'th',
      });
      expect(status).toBe(200);
      const { data } = v.parse(ContentEntryResponseSchema, body);
      expect(data).toMatchObject({
        slug: 'homepage',
        country: 'th',
        language: 'th',
        preview: false,
      });
      expect(data.blocks.map((block) => block.type)).toEqual([
        'hero',
        'banner',
        'product-carousel',
        'brand-grid',
        'product-carousel',
        'rich-text',
      ]);
      expect(data.title).toMatch(/[\u0e00-\u0e7f]/);
      const banner = data.blocks.find((block) => block.type === 'banner');
      expect(banner?.type === 'banner' && banner.text).toContain('฿500');
    });

    it('resolves brand grids to the brands sold in the country', async () => {
      const { body } = await call('contentful/content-entries/homepage?type=homepage');
      const grid = v
        .parse(ContentEntryResponseSchema, body)
        .data.blocks.find((block) => block.type === 'brand-grid');
      if (grid?.type !== 'brand-grid') throw new Error('no brand grid');
      expect(grid.brands.map((brand) => brand.slug)).toContain('armani-beauty');
      expect(grid.brands.every((brand) => brand.id > 0 && brand.name.length > 0)).toBe(true);
    });

    it('serves brand and landing pages, and says when a landing page does not exist', async () => {
      expect((await call('contentful/content-entries/milk-makeup?type=brand-page')).status).toBe(
        200,
      );
      expect((await call('contentful/content-entries/clean-beauty')).status).toBe(200);
      expect(await call('contentful/content-entries/no-such-page')).toMatchObject({
        status: 404,
        body: { message: 'Landing Page not found', statusCode: 404 },
      });
    });

    it('serves the privacy policy and the terms in sections, in every country and language', async () => {
      for (const country of COUNTRY_CODES) {
        for (const language of countries[country].languages) {
          const site = { 'X-Site-Country': country, 'Accept-Language': language };
          const terms = v.parse(
            ContentEntryResponseSchema,
            (await call('contentful/content-entries/terms', site)).body,
          ).data;
          const privacy = v.parse(
            ContentEntryResponseSchema,
            (await call('contentful/content-entries/privacy', site)).body,
          ).data;
          expect(terms.language).toBe(language);
          // The sections the shop links to by name (`/terms?section=`), each a titled part.
          expect(terms.blocks.map((block) => block.id)).toEqual(['intro', ...TERMS_SECTIONS]);
          expect(privacy.blocks.map((block) => block.id)).toEqual([
            'intro',
            'personal-data',
            'third-parties',
            'marketing',
            'your-rights',
            'cookies',
          ]);
          for (const block of [...terms.blocks, ...privacy.blocks]) {
            if (block.type !== 'rich-text') throw new Error(`${block.id} is not text`);
            if (block.id !== 'intro') expect(block.markdown).toMatch(/^# \S/);
          }
        }
      }
      const thai = v.parse(
        ContentEntryResponseSchema,
        (
          await call('contentful/content-entries/terms', {
            'X-Site-Country': 'th',
            'Accept-Language': 'th',
          })
        ).body,
      ).data;
      expect(thai.title).toBe('ข้อกำหนดและเงื่อนไข');
      const orders = thai.blocks.find((block) => block.id === 'orders');
      expect(orders?.type === 'rich-text' && orders.markdown).toContain('สูงสุดครั้งละ 6 ชิ้น');
    });

    it('never shows preview entries outside preview mode', async () => {
      const { body } = await call(
        'contentful/content-entries/homepage?type=homepage&user_segments=gold',
        {
          'X-Preview-Mode': 'true',
        },
      );
      expect(v.parse(ContentEntryResponseSchema, body).data.preview).toBe(false);
    });
  });

  describe('contentful/preview/content-entries/', () => {
    it("shows a segment's preview entry only with X-Preview-Mode and that segment", async () => {
      const gold = await call(
        'contentful/preview/content-entries/homepage?type=homepage&user_segments=gold,black',
        {
          'X-Preview-Mode': 'true',
        },
      );
      expect(v.parse(ContentEntryResponseSchema, gold.body).data).toMatchObject({
        preview: true,
        segments: ['gold'],
      });
      const staff = await call(
        'contentful/preview/content-entries/homepage?type=homepage&user_segments=staff',
        {
          'X-Preview-Mode': 'true',
        },
      );
      expect(v.parse(ContentEntryResponseSchema, staff.body).data.preview).toBe(false);
      expect(await call('contentful/preview/content-entries/homepage?type=homepage')).toMatchObject(
        {
          status: 403,
          body: { message: 'You are not authorized to perform this action' },
        },
      );
    });
  });

  describe('layouts/ in preview mode', () => {
    it('adds the locale, country and selected segments', async () => {
      const { body } = await call('layouts/?user_segments=gold', {
        'X-Preview-Mode': 'true',
        'X-Site-Country': 'hk',
        'Accept-Language': 'zh',
      });
      expect(v.parse(LayoutResponseSchema, body).data.preview).toEqual({
        locale: 'zh-HK',
        country: 'hk',
        selectedUserSegments: ['gold'],
      });
      const plain = await call('layouts/');
      expect(v.parse(LayoutResponseSchema, plain.body).data.preview).toBeUndefined();
    });
  });

  describe('overlays and segments', () => {
    it("serves the welcome overlay in the visitor's language, saying not every country is shipped to", async () => {
      const { body } = await call('preview/overlays/welcome', {
        'X-Site-Country': 'id',
        'Accept-Language': 'id',
      });
      const { data } = v.parse(OverlayResponseSchema, body);
      expect(data.title).toBe('Selamat datang di Beauty Indonesia');
      expect(data.body).toContain('tidak mengirim ke semua negara');
      expect((await call('preview/overlays/unknown')).status).toBe(404);
    });

    it('lists the user segments content can target', async () => {
      const { body } = await call('sea-falcon/all-user-segments/');
      expect(
        v.parse(UserSegmentListResponseSchema, body).data.map((segment) => segment.key),
      ).toContain('gold');
    });
  });

  describe('store-locations', () => {
    it("lists the country's stores with hours, services and click and collect", async () => {
      const { body } = await call('store-locations');
      const { data } = v.parse(StoreLocationListResponseSchema, body);
      expect(data.length).toBeGreaterThanOrEqual(3);
      expect(data.length).toBeLessThanOrEqual(10);
      expect(data.every((store) => store.country === 'sg' && store.openingHours.length === 7)).toBe(
        true,
      );
      expect(
        data.every(
          (store) => store.clickAndCollect && !store.services.includes('click-and-collect'),
        ),
      ).toBe(true);
    });

    it('finds a store by slug, text and service, and sorts by distance', async () => {
      const bySlug = v.parse(
        StoreLocationListResponseSchema,
        (await call('store-locations?slug=ion-orchard')).body,
      );
      expect(bySlug.data.map((store) => store.name)).toEqual(['ION Orchard']);
      const byText = v.parse(
        StoreLocationListResponseSchema,
        (await call('store-locations?q=changi')).body,
      );
      expect(byText.data.map((store) => store.slug)).toEqual(['jewel-changi']);
      const near = v.parse(
        StoreLocationListResponseSchema,
        (await call('store-locations?lat=1.3644&lng=103.9915')).body,
      );
      expect(near.data[0]?.slug).toBe('jewel-changi');
      const distances = near.data.map((store) => store.distanceKm ?? -1);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const classes = v.parse(
        StoreLocationListResponseSchema,
        (await call('store-locations?service=beauty-class')).body,
      );
      expect(classes.data.every((store) => store.services.includes('beauty-class'))).toBe(true);
      expect(classes.data.length).toBeLessThan(near.data.length);
    });

    it('refuses coordinates out of range', async () => {
      expect((await call('store-locations?lat=123&lng=0')).status).toBe(400);
    });
  });

  describe('openapi.json', () => {
    it('documents every operation of the contract as OpenAPI 3.1', async () => {
      const { status, body } = await call('openapi.json');
      expect(status).toBe(200);
      const document = body as {
        openapi: string;
        paths: Record<string, Record<string, { operationId: string }>>;
      };
      expect(document.openapi).toBe('3.1.0');
      const operationIds = Object.values(document.paths).flatMap((methods) =>
        Object.values(methods).map((op) => op.operationId),
      );
      expect(new Set(operationIds)).toEqual(new Set(Object.keys(endpoints)));
      expect(document.paths['/api/web/v1/variants']?.get).toMatchObject({
        operationId: 'variants.list',
      });
    });
  });
});
