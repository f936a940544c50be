import {
  contentfulContentEntriesGet,
  contentfulPreviewContentEntriesGet,
  layoutsList,
  previewOverlaysGet,
  seaFalconAllUserSegmentsList,
  type ContentBlock,
  type ContentEntry,
  type CountryCode,
  type LanguageCode,
  type Layout,
} from '@beauty/commerce-sdk/contract';
import { localeOf } from '@beauty/i18n';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import type { StoredBlock } from './blocks.js';

/** Preview mode is asked for with `X-Preview-Mode: true`; its segments come as `user_segments`. */
function previewSegments(c: Context): string[] | undefined {
  if (c.req.header('x-preview-mode') !== 'true') return undefined;
  return (c.req.query('user_segments') ?? '')
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
}

interface EntryRow {
  id: number;
  slug: string;
  kind: ContentEntry['type'];
  title: string;
  description: string;
  preview: boolean;
  segments: string[];
  blocks: StoredBlock[];
  updated_at: Date | string;
}

/**
 * Content routes: layouts, content entries and their previews, overlays, user segments. `shared`
 * answers their anonymous GETs with validators and from the process's cache (`sharedAnswers`).
 */
export function contentRoutes(db: Database, shared: MiddlewareHandler) {
  const app = new Hono();

  /** Brand grids keep slugs in the CMS: serve them as brands of the country, in the stored order. */
  async function resolveBlocks(
    blocks: StoredBlock[],
    country: CountryCode,
  ): Promise<ContentBlock[]> {
    const slugs = blocks.flatMap((block) => (block.type === 'brand-grid' ? block.brandSlugs : []));
    const brands = slugs.length
      ? await db.query<{ id: number; slug: string; name: string }>(
          'SELECT id, slug, name FROM brands WHERE slug = ANY($1::text[]) AND $2 = ANY(countries)',
          [slugs, country],
        )
      : [];
    const bySlug = new Map(brands.map((brand) => [brand.slug, brand]));
    return blocks.map((block) => {
      if (block.type !== 'brand-grid') return block;
      const { brandSlugs, ...rest } = block;
      return {
        ...rest,
        brands: brandSlugs.flatMap((slug) => {
          const brand = bySlug.get(slug);
          return brand
            ? [
                {
                  ...brand,
                  logo: { url: `/api/web/v1/images/brands/${slug}.svg`, alt: brand.name },
                },
              ]
            : [];
        }),
      };
    });
  }

  async function findEntry(
    slug: string,
    type: ContentEntry['type'],
    country: CountryCode,
    language: LanguageCode,
    segments: string[] | undefined,
  ): Promise<ContentEntry> {
    // In preview, an entry for one of the chosen segments wins over the published one.
    const rows = await db.query<EntryRow>(
      `SELECT id, slug, kind, title, description, preview, segments, blocks, updated_at FROM content_entries
       WHERE slug = $1 AND kind = $2 AND country = $3 AND language = $4
         AND (NOT preview OR ($5::text[] IS NOT NULL AND (segments = '{}' OR segments && $5::text[])))
       ORDER BY preview DESC LIMIT 1`,
      [slug, type, country, language, segments ?? null],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, 'Landing Page not found');
    return {
      id: String(row.id),
      slug: row.slug,
      type: row.kind,
      title: row.title,
      seo: { title: row.title, description: row.description },
      country,
      language,
      segments: row.segments,
      preview: row.preview,
      blocks: await resolveBlocks(row.blocks, country),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }

  mount(
    app,
    layoutsList,
    async ({ c, query, country, language }) => {
      const [row] = await db.query<{ config: Layout['config'] }>(
        'SELECT config FROM layouts WHERE layout = $1 AND country = $2',
        [query.layout, country],
      );
      if (!row) throw new ApiError(404, 'Layout not found');
      const segments = previewSegments(c);
      return {
        data: {
          layout: query.layout,
          config: row.config,
          ...(segments && {
            preview: {
              locale: localeOf(language, country),
              country,
              selectedUserSegments: segments,
            },
          }),
        },
      };
    },
    shared,
  );

  mount(
    app,
    contentfulContentEntriesGet,
    async ({ params, query, country, language }) => ({
      data: await findEntry(params.slug ?? '', query.type, country, language, undefined),
    }),
    shared,
  );

  mount(
    app,
    contentfulPreviewContentEntriesGet,
    async ({ c, params, query, country, language }) => {
      const segments = previewSegments(c);
      if (!segments) throw new ApiError(403, 'You are not authorized to perform this action');
      return { data: await findEntry(params.slug ?? '', query.type, country, language, segments) };
    },
  );

  mount(
    app,
    previewOverlaysGet,
    async ({ params, country, language }) => {
      const [row] = await db.query<{
        id: string;
        title: string;
        body: string;
        cta: { label: string; href: string } | null;
      }>(
        'SELECT id, title, body, cta FROM overlays WHERE id = $1 AND country = $2 AND language = $3',
        [params.id, country, language],
      );
      if (!row) throw new ApiError(404, 'Resource not found!');
      return { data: { ...row, image: null, country } };
    },
    shared,
  );

  mount(
    app,
    seaFalconAllUserSegmentsList,
    async () => {
      const rows = await db.query<{ key: string; name: string }>(
        'SELECT key, name FROM user_segments ORDER BY key',
      );
      return {
        data: rows.map((row) => ({ id: row.key, key: row.key, name: row.name })),
        meta: { total: rows.length },
      };
    },
    shared,
  );

  return app;
}
