import { CountryCodeSchema } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../../db/database.js';
import { bulk, type SeedOptions } from '../../seed/step.js';
import { brandSeeds } from './brands.js';
import { categoryTree, type CategorySeed } from './categories.js';
import { popularQuerySeeds } from './popular-queries.js';
import { generateCatalogue, PRODUCTS_PER_SUB_CATEGORY } from './products.js';

const countries = CountryCodeSchema.options;

/** The brands (step `catalogue-v1`, before the content's layouts). */
export async function brands(tx: Queryable): Promise<void> {
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
}

/** Categories, products, variants with their offers, and the search text (step `products-v1`). */
export async function products(tx: Queryable, options: SeedOptions = {}): Promise<void> {
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
  const { products, variants, offers } = generateCatalogue(
    PRODUCTS_PER_SUB_CATEGORY * (options.catalogueScale ?? 1),
  );
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
}

/** Popular search queries (step `stores-and-content-v1`, after the content). */
export async function popularQueries(tx: Queryable): Promise<void> {
  await bulk(
    tx,
    `INSERT INTO popular_queries (country, position, query)
     SELECT country, position, query FROM jsonb_to_recordset($1::jsonb) AS q(country text, position int, query text)
     ON CONFLICT (country, position) DO NOTHING`,
    Object.entries(popularQuerySeeds).flatMap(([country, queries]) =>
      queries.map((query, position) => ({ country, position, query })),
    ),
  );
}
