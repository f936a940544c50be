import { BrandListResponseSchema, type Brand } from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { checkOutput } from '../http/validation.js';
import { siteCountry } from '../http/site.js';

interface BrandRow {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  is_own_brand: boolean;
}

const toBrand = (row: BrandRow): Brand => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  isOwnBrand: row.is_own_brand,
});

/** Catalogue routes: `brands/`. */
export function catalogueRoutes(db: Database) {
  return new Hono().get('/brands', async (c) => {
    const rows = await db.query<BrandRow>(
      `SELECT id, slug, name, description, is_own_brand FROM brands
       WHERE $1 = ANY(countries) ORDER BY lower(name), id`,
      [siteCountry(c)],
    );
    return c.json(
      checkOutput(BrandListResponseSchema, {
        data: rows.map(toBrand),
        meta: { total: rows.length },
      }),
    );
  });
}
