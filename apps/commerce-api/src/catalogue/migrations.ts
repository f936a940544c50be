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

/**
 * The catalogue version, the listing rows and the listing tiles: `0017_catalogue_listing`.
 *
 * `catalogue_version` is bumped once by every transaction that changes what the catalogue and
 * content answers show (brands, categories, products, variants, offers, popular queries, content),
 * at its commit: a statement trigger notes the transaction in `catalogue_changes`, whose deferred
 * trigger bumps the version as the transaction commits. Taking the version row's lock last means
 * two orders taking stock never wait on each other for it in a cycle. Answer caches are keyed by
 * the version (`http/shared-answers.ts`), so every instance over the database drops them together.
 *
 * `listing_rows` is every variant on offer in a country with what listing, facets and search
 * filter and sort on (product, brand, category path, effective price, stock), one row per
 * (country, variant), so they read one table instead of joining seven. Statement triggers keep it
 * in step with the tables it copies, in the transaction that changes them; each trigger writes only
 * the columns its table owns, so two transactions changing an offer and its product never
 * overwrite each other's part. `listing_tiles` is one row per (country, product): its first
 * variant on offer and what its variants add up to, made again at commit from the rows of the
 * products a transaction touched (see `refresh_listing_tiles`).
 */
/** Inserts the listing rows of `offers` (a table or subquery of `variant_offers` rows) not there yet. */
const insertListingRows = (offers: string) => `
  INSERT INTO listing_rows
  SELECT o.country, v.id, v.product_id, v.position, p.popularity, p.rating, p.review_count,
         p.created_at, p.badges, b.id, b.slug, c.slug, m.slug, t.slug,
         o.price, o.sale_price, coalesce(o.sale_price, o.price), o.stock
  FROM ${offers} o
  JOIN variants v ON v.id = o.variant_id
  JOIN products p ON p.id = v.product_id
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  JOIN categories m ON m.id = c.parent_id
  JOIN categories t ON t.id = m.parent_id
  ON CONFLICT (country, variant_id) DO NOTHING`;

/**
 * Makes the tiles of the listing rows `join` selects again: each product's first variant on offer
 * (by position) and what its other variants add (any in stock, any on sale, price range, count).
 */
const insertListingTiles = (join: string) => `
  INSERT INTO listing_tiles
  SELECT DISTINCT ON (r.country, r.product_id) r.country, r.product_id, r.variant_id, r.popularity,
         r.rating, r.review_count, r.created_at, r.badges, r.brand_id, r.brand_slug, r.category_slug,
         r.middle_slug, r.top_slug, r.effective_price, bool_or(r.stock > 0) OVER w,
         bool_or(r.sale_price IS NOT NULL) OVER w, min(r.effective_price) OVER w,
         max(r.effective_price) OVER w, count(*) OVER w
  FROM listing_rows r ${join}
  WINDOW w AS (PARTITION BY r.country, r.product_id)
  ORDER BY r.country, r.product_id, r.position, r.variant_id
  ON CONFLICT (country, product_id) DO UPDATE SET
    variant_id = excluded.variant_id, popularity = excluded.popularity, rating = excluded.rating,
    review_count = excluded.review_count, created_at = excluded.created_at, badges = excluded.badges,
    brand_id = excluded.brand_id, brand_slug = excluded.brand_slug,
    category_slug = excluded.category_slug, middle_slug = excluded.middle_slug,
    top_slug = excluded.top_slug, effective_price = excluded.effective_price,
    any_in_stock = excluded.any_in_stock, any_on_sale = excluded.any_on_sale,
    min_price = excluded.min_price, max_price = excluded.max_price,
    variants_count = excluded.variants_count`;

export const listing = `
  CREATE TABLE catalogue_version (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    version bigint NOT NULL DEFAULT 1
  );
  INSERT INTO catalogue_version DEFAULT VALUES;
  CREATE TABLE catalogue_changes (txid bigint PRIMARY KEY);

  CREATE FUNCTION note_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO catalogue_changes VALUES (txid_current()) ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;
  CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM catalogue_changes WHERE txid = NEW.txid;
    UPDATE catalogue_version SET version = version + 1;
    RETURN NULL;
  END $$;
  CREATE CONSTRAINT TRIGGER catalogue_changes_bump AFTER INSERT ON catalogue_changes
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();
  DO $$
  DECLARE name text;
  BEGIN
    FOREACH name IN ARRAY ARRAY['brands', 'categories', 'products', 'variants', 'variant_offers',
      'popular_queries', 'layouts', 'content_entries', 'overlays', 'user_segments']
    LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
        FOR EACH STATEMENT EXECUTE FUNCTION note_catalogue_change()', name || '_catalogue_change', name);
    END LOOP;
  END $$;

  CREATE TABLE listing_rows (
    country text NOT NULL,
    variant_id int NOT NULL,
    product_id int NOT NULL,
    position int NOT NULL,
    popularity int NOT NULL,
    rating numeric(2, 1) NOT NULL,
    review_count int NOT NULL,
    created_at timestamptz NOT NULL,
    badges text[] NOT NULL,
    brand_id int NOT NULL,
    brand_slug text NOT NULL,
    category_slug text NOT NULL,
    middle_slug text NOT NULL,
    top_slug text NOT NULL,
    price numeric(14, 2) NOT NULL,
    sale_price numeric(14, 2),
    effective_price numeric(14, 2) NOT NULL,
    stock int NOT NULL,
    PRIMARY KEY (country, variant_id)
  );
  CREATE INDEX listing_rows_tiles_idx ON listing_rows (country, product_id, position);
  CREATE INDEX listing_rows_product_idx ON listing_rows (product_id);
  CREATE INDEX listing_rows_variant_idx ON listing_rows (variant_id);

  CREATE FUNCTION listing_offers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${insertListingRows('new_offers')};
    RETURN NULL;
  END $$;
  CREATE FUNCTION listing_offers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- An offer moved to another variant or country: its old row goes, its new one comes.
    DELETE FROM listing_rows l USING old_offers o
    WHERE l.variant_id = o.variant_id AND l.country = o.country
      AND NOT EXISTS (SELECT 1 FROM new_offers n WHERE n.variant_id = o.variant_id AND n.country = o.country);
    ${insertListingRows('new_offers')};
    UPDATE listing_rows l
    SET price = n.price, sale_price = n.sale_price,
        effective_price = coalesce(n.sale_price, n.price), stock = n.stock
    FROM new_offers n
    WHERE l.variant_id = n.variant_id AND l.country = n.country;
    RETURN NULL;
  END $$;
  CREATE FUNCTION listing_offers_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM listing_rows l USING old_offers o
    WHERE l.variant_id = o.variant_id AND l.country = o.country;
    RETURN NULL;
  END $$;
  CREATE TRIGGER variant_offers_listing_insert AFTER INSERT ON variant_offers
    REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION listing_offers_inserted();
  CREATE TRIGGER variant_offers_listing_update AFTER UPDATE ON variant_offers
    REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers
    FOR EACH STATEMENT EXECUTE FUNCTION listing_offers_updated();
  CREATE TRIGGER variant_offers_listing_delete AFTER DELETE ON variant_offers
    REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION listing_offers_deleted();

  CREATE FUNCTION listing_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- A variant moved to another product: its rows are made again.
    DELETE FROM listing_rows l USING new_variants n, old_variants o
    WHERE l.variant_id = n.id AND o.id = n.id AND o.product_id <> n.product_id;
    ${insertListingRows('(SELECT o.* FROM variant_offers o JOIN new_variants n ON n.id = o.variant_id)')};
    UPDATE listing_rows l SET position = n.position
    FROM new_variants n WHERE l.variant_id = n.id AND l.position <> n.position;
    RETURN NULL;
  END $$;
  CREATE TRIGGER variants_listing_update AFTER UPDATE ON variants
    REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants
    FOR EACH STATEMENT EXECUTE FUNCTION listing_variants_updated();

  CREATE FUNCTION listing_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE listing_rows l
    SET popularity = n.popularity, rating = n.rating, review_count = n.review_count,
        created_at = n.created_at, badges = n.badges, brand_id = b.id, brand_slug = b.slug,
        category_slug = c.slug, middle_slug = m.slug, top_slug = t.slug
    FROM new_products n
    JOIN brands b ON b.id = n.brand_id
    JOIN categories c ON c.id = n.category_id
    JOIN categories m ON m.id = c.parent_id
    JOIN categories t ON t.id = m.parent_id
    WHERE l.product_id = n.id
      AND (l.popularity, l.rating, l.review_count, l.created_at, l.badges, l.brand_id, l.brand_slug,
           l.category_slug, l.middle_slug, l.top_slug)
          IS DISTINCT FROM (n.popularity, n.rating, n.review_count, n.created_at, n.badges, b.id,
           b.slug, c.slug, m.slug, t.slug);
    RETURN NULL;
  END $$;
  CREATE TRIGGER products_listing_update AFTER UPDATE ON products
    REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION listing_products_updated();

  CREATE FUNCTION listing_brands_updated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE listing_rows l SET brand_slug = n.slug
    FROM new_brands n WHERE l.brand_id = n.id AND l.brand_slug <> n.slug;
    RETURN NULL;
  END $$;
  CREATE TRIGGER brands_listing_update AFTER UPDATE ON brands
    REFERENCING NEW TABLE AS new_brands FOR EACH STATEMENT EXECUTE FUNCTION listing_brands_updated();

  CREATE FUNCTION listing_categories_updated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE listing_rows l SET category_slug = c.slug, middle_slug = m.slug, top_slug = t.slug
    FROM products p
    JOIN categories c ON c.id = p.category_id
    JOIN categories m ON m.id = c.parent_id
    JOIN categories t ON t.id = m.parent_id
    WHERE l.product_id = p.id
      AND (c.id IN (SELECT id FROM new_categories) OR m.id IN (SELECT id FROM new_categories)
           OR t.id IN (SELECT id FROM new_categories));
    RETURN NULL;
  END $$;
  CREATE TRIGGER categories_listing_update AFTER UPDATE ON categories
    REFERENCING NEW TABLE AS new_categories FOR EACH STATEMENT EXECUTE FUNCTION listing_categories_updated();

  ${insertListingRows('variant_offers')};

  CREATE TABLE listing_tiles (
    country text NOT NULL,
    product_id int NOT NULL,
    variant_id int NOT NULL,
    popularity int NOT NULL,
    rating numeric(2, 1) NOT NULL,
    review_count int NOT NULL,
    created_at timestamptz NOT NULL,
    badges text[] NOT NULL,
    brand_id int NOT NULL,
    brand_slug text NOT NULL,
    category_slug text NOT NULL,
    middle_slug text NOT NULL,
    top_slug text NOT NULL,
    effective_price numeric(14, 2) NOT NULL,
    any_in_stock boolean NOT NULL,
    any_on_sale boolean NOT NULL,
    min_price numeric(14, 2) NOT NULL,
    max_price numeric(14, 2) NOT NULL,
    variants_count int NOT NULL,
    PRIMARY KEY (country, product_id)
  );
  CREATE TABLE listing_tile_changes (
    txid bigint NOT NULL,
    country text NOT NULL,
    product_id int NOT NULL,
    PRIMARY KEY (txid, country, product_id)
  );
  CREATE FUNCTION note_listing_tile_changes() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO listing_tile_changes SELECT DISTINCT txid_current(), country, product_id FROM new_rows
      ON CONFLICT DO NOTHING;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO listing_tile_changes SELECT DISTINCT txid_current(), country, product_id FROM old_rows
      ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER listing_rows_tiles_insert AFTER INSERT ON listing_rows
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_tile_changes();
  CREATE TRIGGER listing_rows_tiles_update AFTER UPDATE ON listing_rows
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION note_listing_tile_changes();
  CREATE TRIGGER listing_rows_tiles_delete AFTER DELETE ON listing_rows
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_tile_changes();

  -- At commit, once per transaction (its first noted product; later ones find the notes gone):
  -- lock the tiles in one order, so transactions of the same products take turns without a cycle,
  -- then make them again from the listing rows as committed by those before.
  CREATE FUNCTION refresh_listing_tiles() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM listing_tile_changes WHERE txid = NEW.txid AND country = NEW.country
                   AND product_id = NEW.product_id) THEN
      RETURN NULL;
    END IF;
    PERFORM 1 FROM listing_tiles t JOIN listing_tile_changes c
      ON c.txid = NEW.txid AND c.country = t.country AND c.product_id = t.product_id
    ORDER BY t.country, t.product_id FOR UPDATE OF t;
    DELETE FROM listing_tiles t USING listing_tile_changes c
    WHERE c.txid = NEW.txid AND t.country = c.country AND t.product_id = c.product_id
      AND NOT EXISTS (SELECT 1 FROM listing_rows r WHERE r.country = c.country AND r.product_id = c.product_id);
    ${insertListingTiles('JOIN listing_tile_changes c ON c.country = r.country AND c.product_id = r.product_id AND c.txid = NEW.txid')};
    DELETE FROM listing_tile_changes WHERE txid = NEW.txid;
    RETURN NULL;
  END $$;
  CREATE CONSTRAINT TRIGGER listing_tile_changes_refresh AFTER INSERT ON listing_tile_changes
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refresh_listing_tiles();
  ${insertListingTiles('')};
`;

/**
 * `0018_listing_rows_in_tile_order`: the variant rows indexed in the order a product's tile picks
 * its variant (country, product, position, variant), with what listings filter and sort on beside
 * them. A price, stock or sale filter reads the rows and keeps each product's first matching
 * variant: read in this order from the index alone (the seed vacuums), that needs no sort of every
 * matching row, and no visit to the table.
 */
export const listingTileOrder = `
  DROP INDEX listing_rows_tiles_idx;
  CREATE INDEX listing_rows_tiles_idx ON listing_rows (country, product_id, position, variant_id)
    INCLUDE (effective_price, sale_price, stock, brand_slug, category_slug, middle_slug, top_slug,
             rating, review_count, popularity, created_at);
`;
