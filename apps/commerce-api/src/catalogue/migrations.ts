// The catalogue's tables, as parts of the shipped migrations that db/migrations.ts lists in order.
// A shipped part is never edited, as databases have run it: a change is a new migration, its SQL
// here.

/** Brands: the start of `0001_brands_and_layouts`. */
export const brands = `
  CREATE TABLE brands (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    name text NOT NULL,
    description text,
    is_own_brand boolean NOT NULL DEFAULT false,
    countries text[] NOT NULL
  );
  CREATE INDEX brands_countries_idx ON brands USING gin (countries);
`;

/**
 * Search extensions, brands' purchase limit, categories, products, variants and their
 * offers per country: the start of `0002_catalogue_stores_content_members`.
 */
export const products = `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE EXTENSION IF NOT EXISTS unaccent;
  ALTER TABLE brands ADD COLUMN purchase_limit int CHECK (purchase_limit > 0);
  CREATE TABLE categories (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    parent_id int REFERENCES categories (id),
    level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
    position int NOT NULL,
    name jsonb NOT NULL
  );
  CREATE TABLE products (
    id int PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    brand_id int NOT NULL REFERENCES brands (id),
    category_id int NOT NULL REFERENCES categories (id),
    name text NOT NULL,
    description jsonb NOT NULL,
    rating numeric(2, 1) NOT NULL CHECK (rating BETWEEN 0 AND 5),
    review_count int NOT NULL CHECK (review_count >= 0),
    popularity int NOT NULL,
    badges text[] NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL,
    search_text text NOT NULL DEFAULT ''
  );
  CREATE INDEX products_brand_idx ON products (brand_id);
  CREATE INDEX products_category_idx ON products (category_id);
  CREATE INDEX products_search_idx ON products USING gin (search_text gin_trgm_ops);
  CREATE TABLE variants (
    id int PRIMARY KEY,
    product_id int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    sku text NOT NULL UNIQUE,
    kind text NOT NULL CHECK (kind IN ('shade', 'size', 'single')),
    label text NOT NULL,
    color text NOT NULL,
    position int NOT NULL,
    purchase_limit int CHECK (purchase_limit > 0)
  );
  CREATE INDEX variants_product_idx ON variants (product_id);
  CREATE TABLE variant_offers (
    variant_id int NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
    country text NOT NULL,
    price numeric(14, 2) NOT NULL CHECK (price > 0),
    sale_price numeric(14, 2) CHECK (sale_price IS NULL OR (sale_price > 0 AND sale_price < price)),
    stock int NOT NULL CHECK (stock >= 0),
    PRIMARY KEY (variant_id, country)
  );
  CREATE INDEX variant_offers_country_idx ON variant_offers (country, variant_id);
`;

/**
 * Popular search queries per country: in `0002_catalogue_stores_content_members`, after
 * the content's tables.
 */
export const popularQueries = `
  CREATE TABLE popular_queries (
    country text NOT NULL,
    position int NOT NULL,
    query text NOT NULL,
    PRIMARY KEY (country, position)
  );
`;
