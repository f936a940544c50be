import { CountryCodeSchema } from '@beauty/commerce-sdk/contract';
import { hashPassword } from '../auth/password.js';
import type { Database, Queryable } from '../db/database.js';
import { withSchemaLock } from '../db/migrations.js';
import {
  bagOfferSeeds,
  bagSampleSeeds,
  beautyPassRewardSeeds,
  brandPurchaseLimitSeeds,
  couponSeeds,
} from './bag.js';
import { brandSeeds } from './brands.js';
import { categoryTree, type CategorySeed } from './categories.js';
import { contentSeeds, overlaySeeds, popularQueries, userSegments } from './content.js';
import { defaultLayoutConfig } from './layouts.js';
import { generateCatalogue } from './products.js';
import { storeSeeds } from './stores.js';
import { SEEDED_USER_PASSWORD, userSeeds } from './users.js';

const countries = CountryCodeSchema.options;

/** Inserts many rows in one statement: the rows travel as one JSON parameter. */
const bulk = (tx: Queryable, sql: string, rows: readonly unknown[]) =>
  tx.query(sql, [JSON.stringify(rows)]);

/**
 * The seed, as named steps. Each runs once, in one transaction, and is recorded in `seed_runs`;
 * a later start skips it. Never change a step that has shipped: add a new one.
 */
export const seedSteps: ReadonlyArray<{ name: string; run: (tx: Queryable) => Promise<void> }> = [
  {
    name: 'catalogue-v1',
    async run(tx) {
      await bulk(
        tx,
        `INSERT INTO brands (slug, name, description, is_own_brand, countries)
         SELECT slug, name, description, is_own_brand, countries
         FROM jsonb_to_recordset($1::jsonb)
           AS b(slug text, name text, description text, is_own_brand boolean, countries text[])
         ON CONFLICT (slug) DO NOTHING`,
        brandSeeds.map((brand) => ({
          slug: brand.slug,
          name: brand.name,
          description: brand.description,
          is_own_brand: brand.isOwnBrand ?? false,
          countries: countries.filter((country) => !brand.notSoldIn?.includes(country)),
        })),
      );
      await bulk(
        tx,
        `INSERT INTO layouts (layout, country, config)
         SELECT 'default', country, config FROM jsonb_to_recordset($1::jsonb) AS l(country text, config jsonb)
         ON CONFLICT (layout, country) DO NOTHING`,
        countries.map((country) => ({ country, config: defaultLayoutConfig })),
      );
    },
  },
  {
    name: 'products-v1',
    async run(tx) {
      const categories: {
        slug: string;
        parent: string | null;
        level: number;
        position: number;
        name: unknown;
      }[] = [];
      const walk = (nodes: readonly CategorySeed[], parent: string | null, level: number) =>
        nodes.forEach((node, position) => {
          categories.push({ slug: node.slug, parent, level, position, name: node.name });
          walk(node.children ?? [], node.slug, level + 1);
        });
      walk(categoryTree, null, 1);
      for (const level of [1, 2, 3]) {
        await bulk(
          tx,
          `INSERT INTO categories (slug, parent_id, level, position, name)
           SELECT c.slug, p.id, c.level, c.position, c.name
           FROM jsonb_to_recordset($1::jsonb) AS c(slug text, parent text, level int, position int, name jsonb)
           LEFT JOIN categories p ON p.slug = c.parent
           ON CONFLICT (slug) DO NOTHING`,
          categories.filter((category) => category.level === level),
        );
      }
      const { products, variants, offers } = generateCatalogue();
      await bulk(
        tx,
        `INSERT INTO products (id, slug, brand_id, category_id, name, description, rating, review_count, popularity, badges, created_at)
         SELECT p.id, p.slug, b.id, c.id, p.name, p.description, p.rating, p."reviewCount", p.popularity, p.badges, p."createdAt"
         FROM jsonb_to_recordset($1::jsonb) AS p(id int, slug text, "brandSlug" text, "categorySlug" text, name text,
           description jsonb, rating numeric, "reviewCount" int, popularity int, badges text[], "createdAt" timestamptz)
         JOIN brands b ON b.slug = p."brandSlug"
         JOIN categories c ON c.slug = p."categorySlug"
         ON CONFLICT (id) DO NOTHING`,
        products,
      );
      await bulk(
        tx,
        `INSERT INTO variants (id, product_id, sku, kind, label, color, position, purchase_limit)
         SELECT id, "productId", sku, kind, label, color, position, "purchaseLimit"
         FROM jsonb_to_recordset($1::jsonb) AS v(id int, "productId" int, sku text, kind text, label text,
           color text, position int, "purchaseLimit" int)
         ON CONFLICT (id) DO NOTHING`,
        variants,
      );
      await bulk(
        tx,
        `INSERT INTO variant_offers (variant_id, country, price, sale_price, stock)
         SELECT "variantId", country, price, "salePrice", stock
         FROM jsonb_to_recordset($1::jsonb) AS o("variantId" int, country text, price numeric, "salePrice" numeric, stock int)
         ON CONFLICT (variant_id, country) DO NOTHING`,
        offers,
      );
      // One short accent-folded, lower-case text per product: its name, brand and categories in every
      // language. Short keeps substring and similarity matching cheap.
      await tx.query(
        `UPDATE products p SET search_text = lower(unaccent(concat_ws(' ', p.name, b.name, b.slug,
           c.name->>'en', c.name->>'zh', c.name->>'id', c.name->>'th',
           m.name->>'en', m.name->>'zh', m.name->>'id', m.name->>'th',
           t.name->>'en', t.name->>'zh', t.name->>'id', t.name->>'th')))
         FROM brands b, categories c, categories m, categories t
         WHERE b.id = p.brand_id AND c.id = p.category_id AND m.id = c.parent_id AND t.id = m.parent_id`,
      );
    },
  },
  {
    name: 'stores-and-content-v1',
    async run(tx) {
      await bulk(
        tx,
        `INSERT INTO stores (slug, country, name, address, city, latitude, longitude, phone, services, opening_hours)
         SELECT slug, country, name, address, city, latitude, longitude, phone, services,
           jsonb_build_object('mon', hours, 'tue', hours, 'wed', hours, 'thu', hours, 'fri', hours, 'sat', hours, 'sun', hours)
         FROM jsonb_to_recordset($1::jsonb) AS s(slug text, country text, name text, address text, city text,
           latitude double precision, longitude double precision, phone text, services text[], hours text)
         ON CONFLICT (slug) DO NOTHING`,
        storeSeeds,
      );
      await bulk(
        tx,
        `INSERT INTO content_entries (country, language, slug, kind, preview, segments, title, description, blocks)
         SELECT country, language, slug, kind, preview, segments, title, description, blocks
         FROM jsonb_to_recordset($1::jsonb) AS e(country text, language text, slug text, kind text, preview boolean,
           segments text[], title text, description text, blocks jsonb)
         ON CONFLICT (country, language, slug, preview) DO NOTHING`,
        contentSeeds(new Map(brandSeeds.map((brand) => [brand.slug, brand.name]))),
      );
      await bulk(
        tx,
        `INSERT INTO overlays (id, country, language, title, body, cta)
         SELECT id, country, language, title, body, cta
         FROM jsonb_to_recordset($1::jsonb) AS o(id text, country text, language text, title text, body text, cta jsonb)
         ON CONFLICT DO NOTHING`,
        overlaySeeds(),
      );
      await bulk(
        tx,
        `INSERT INTO user_segments (key, name)
         SELECT key, name FROM jsonb_to_recordset($1::jsonb) AS s(key text, name text)
         ON CONFLICT (key) DO NOTHING`,
        userSegments,
      );
      await bulk(
        tx,
        `INSERT INTO popular_queries (country, position, query)
         SELECT country, position, query FROM jsonb_to_recordset($1::jsonb) AS q(country text, position int, query text)
         ON CONFLICT (country, position) DO NOTHING`,
        Object.entries(popularQueries).flatMap(([country, queries]) =>
          queries.map((query, position) => ({ country, position, query })),
        ),
      );
    },
  },
  {
    name: 'members-v1',
    async run(tx) {
      const rows = await Promise.all(
        userSeeds.map(async (user) => ({
          ...user,
          passwordHash: await hashPassword(SEEDED_USER_PASSWORD),
        })),
      );
      await bulk(
        tx,
        `INSERT INTO users (email, password_hash, first_name, last_name, country, tier, points, is_employee, segments)
         SELECT email, "passwordHash", "firstName", "lastName", country, tier, points, "isEmployee", segments
         FROM jsonb_to_recordset($1::jsonb) AS u(email text, "passwordHash" text, "firstName" text, "lastName" text,
           country text, tier text, points int, "isEmployee" boolean, segments text[])
         ON CONFLICT DO NOTHING`,
        rows,
      );
    },
  },
  {
    // Migration 0004_bag inserted these rows until they moved here: a database it ran on keeps
    // its rows (tables without a natural key are filled only when empty).
    name: 'bag-v1',
    async run(tx) {
      await bulk(
        tx,
        `INSERT INTO brand_purchase_limits (brand_slug, purchase_limit)
         SELECT "brandSlug", "purchaseLimit"
         FROM jsonb_to_recordset($1::jsonb) AS l("brandSlug" text, "purchaseLimit" int)
         ON CONFLICT (brand_slug) DO NOTHING`,
        brandPurchaseLimitSeeds,
      );
      await bulk(
        tx,
        `INSERT INTO coupons (code, description, percent_off, amount_off, minimum_spend, first_order_only,
           brand_slugs, product_slugs, valid_till)
         SELECT code, description, "percentOff", "amountOff", "minimumSpend", coalesce("firstOrderOnly", false),
           coalesce("brandSlugs", '{}'), coalesce("productSlugs", '{}'), "validTill"
         FROM jsonb_to_recordset($1::jsonb) AS c(code text, description text, "percentOff" int, "amountOff" jsonb,
           "minimumSpend" jsonb, "firstOrderOnly" boolean, "brandSlugs" text[], "productSlugs" text[],
           "validTill" timestamptz)
         ON CONFLICT (code) DO NOTHING`,
        couponSeeds,
      );
      await bulk(
        tx,
        `INSERT INTO bag_offers (kind, title, description, minimum_spend, percent_off, brand_slug, coupon_code,
           gift_skus, position)
         SELECT kind, title, description, "minimumSpend", "percentOff", "brandSlug", "couponCode",
           coalesce("giftSkus", '{}'), position
         FROM jsonb_to_recordset($1::jsonb) AS o(kind text, title text, description text, "minimumSpend" jsonb,
           "percentOff" int, "brandSlug" text, "couponCode" text, "giftSkus" text[], position int)
         WHERE NOT EXISTS (SELECT 1 FROM bag_offers)
         ORDER BY position`,
        bagOfferSeeds,
      );
      await bulk(
        tx,
        `INSERT INTO bag_samples (sku, position)
         SELECT sku, position FROM jsonb_to_recordset($1::jsonb) AS s(sku text, position int)
         ORDER BY position
         ON CONFLICT (sku) DO NOTHING`,
        bagSampleSeeds,
      );
      await bulk(
        tx,
        `INSERT INTO beauty_pass_rewards (title, description, sku, points, minimum_tier, remaining, position)
         SELECT title, description, sku, points, "minimumTier", remaining, position
         FROM jsonb_to_recordset($1::jsonb) AS r(title text, description text, sku text, points int,
           "minimumTier" text, remaining int, position int)
         WHERE NOT EXISTS (SELECT 1 FROM beauty_pass_rewards)
         ORDER BY position`,
        beautyPassRewardSeeds,
      );
    },
  },
];

/**
 * Fills the database with the deterministic demo data, step by step, each step in one transaction
 * holding the schema lock (see `withSchemaLock`): safe when several instances start at once.
 * Returns the steps this call ran: none on a database already seeded.
 */
export async function seed(db: Database): Promise<string[]> {
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM seed_runs')).map((row) => row.name),
  );
  const applied: string[] = [];
  for (const step of seedSteps) {
    if (done.has(step.name)) continue;
    const ran = await withSchemaLock(db, async (tx) => {
      // Another instance may have run it while this one waited for the lock.
      const [already] = await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [step.name]);
      if (already) return false;
      await step.run(tx);
      await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [step.name]);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  // Fresh bulk data has no planner statistics (PGlite has no autovacuum): without them the
  // planner guesses a few rows and picks nested loops over thousands.
  if (applied.length > 0) await db.exec('ANALYZE');
  return applied;
}
