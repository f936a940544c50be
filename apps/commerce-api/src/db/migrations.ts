import type { Database, Queryable } from './database.js';

/** Schema migrations, applied once each and in order. Never edit one that has shipped: add another. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  {
    id: '0001_brands_and_layouts',
    sql: `
      CREATE TABLE brands (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        description text,
        is_own_brand boolean NOT NULL DEFAULT false,
        countries text[] NOT NULL
      );
      CREATE INDEX brands_countries_idx ON brands USING gin (countries);
      CREATE TABLE layouts (
        layout text NOT NULL,
        country text NOT NULL,
        config jsonb NOT NULL,
        PRIMARY KEY (layout, country)
      );
      CREATE TABLE seed_runs (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '0002_catalogue_stores_content_members',
    sql: `
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
      CREATE TABLE stores (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        country text NOT NULL,
        name text NOT NULL,
        address text NOT NULL,
        city text NOT NULL,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        phone text NOT NULL,
        services text[] NOT NULL,
        opening_hours jsonb NOT NULL
      );
      CREATE INDEX stores_country_idx ON stores (country);
      CREATE TABLE content_entries (
        id serial PRIMARY KEY,
        country text NOT NULL,
        language text NOT NULL,
        slug text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('homepage', 'landing-page', 'brand-page')),
        preview boolean NOT NULL DEFAULT false,
        segments text[] NOT NULL DEFAULT '{}',
        title text NOT NULL,
        description text NOT NULL,
        blocks jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX content_entries_key ON content_entries (country, language, slug, preview);
      CREATE TABLE overlays (
        id text NOT NULL,
        country text NOT NULL,
        language text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        cta jsonb,
        PRIMARY KEY (id, country, language)
      );
      CREATE TABLE user_segments (
        key text PRIMARY KEY,
        name text NOT NULL
      );
      CREATE TABLE popular_queries (
        country text NOT NULL,
        position int NOT NULL,
        query text NOT NULL,
        PRIMARY KEY (country, position)
      );
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email text NOT NULL,
        password_hash text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        country text NOT NULL,
        tier text NOT NULL DEFAULT 'white' CHECK (tier IN ('pink', 'white', 'black', 'gold')),
        points int NOT NULL DEFAULT 0 CHECK (points >= 0),
        is_employee boolean NOT NULL DEFAULT false,
        segments text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    `,
  },
  {
    id: '0003_accounts',
    sql: `
      ALTER TABLE users
        ADD COLUMN phone_calling_code text,
        ADD COLUMN phone_number text,
        ADD COLUMN birthday date,
        ADD COLUMN language text NOT NULL DEFAULT 'en',
        ADD COLUMN marketing_consent boolean NOT NULL DEFAULT false,
        ADD COLUMN consented_at timestamptz,
        ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();
      CREATE TABLE password_history (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX password_history_user_idx ON password_history (user_id, id DESC);
      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        family_id text NOT NULL,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        device_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        rotated_at timestamptz,
        revoked_at timestamptz
      );
      CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
      CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
      CREATE TABLE sign_in_attempts (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        client text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('succeeded', 'failed', 'blocked')),
        reference_id text,
        attempted_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sign_in_attempts_email_idx ON sign_in_attempts (email, attempted_at);
      CREATE INDEX sign_in_attempts_client_idx ON sign_in_attempts (client, attempted_at);
      CREATE TABLE password_reset_tokens (
        token_hash text PRIMARY KEY,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
      CREATE TABLE point_log (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        source text NOT NULL,
        points int NOT NULL,
        order_number text,
        product_name text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX point_log_user_idx ON point_log (user_id, created_at DESC);
      CREATE TABLE social_identities (
        provider text NOT NULL,
        subject text NOT NULL,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, subject)
      );
    `,
  },
  {
    id: '0004_bag',
    sql: `
      -- Bags, promo codes, offers, samples, Beauty Pass rewards, wish list, waitlist and
      -- notification preferences. Their demo rows are the seed's bag-v1 step.
      CREATE TABLE carts (
        id serial PRIMARY KEY,
        user_id int UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        device_id text UNIQUE,
        coupon_code text,
        credits_applied boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((user_id IS NULL) <> (device_id IS NULL))
      );
      CREATE TABLE cart_lines (
        id serial PRIMARY KEY,
        cart_id int NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        variant_id int NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
        quantity int NOT NULL CHECK (quantity > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (cart_id, variant_id)
      );
      CREATE TABLE brand_purchase_limits (
        brand_slug text PRIMARY KEY,
        purchase_limit int NOT NULL CHECK (purchase_limit > 0)
      );
      CREATE TABLE member_orders (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        placed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX member_orders_user_idx ON member_orders (user_id);
      CREATE TABLE coupons (
        code text PRIMARY KEY,
        description text NOT NULL,
        percent_off int CHECK (percent_off BETWEEN 1 AND 100),
        amount_off jsonb,
        minimum_spend jsonb,
        first_order_only boolean NOT NULL DEFAULT false,
        brand_slugs text[] NOT NULL DEFAULT '{}',
        product_slugs text[] NOT NULL DEFAULT '{}',
        valid_from timestamptz,
        valid_till timestamptz,
        CHECK ((percent_off IS NULL) <> (amount_off IS NULL))
      );
      CREATE TABLE bag_offers (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('gift_with_purchase', 'discount', 'coupon', 'staff_discount')),
        title text NOT NULL,
        description text NOT NULL,
        minimum_spend jsonb,
        percent_off int CHECK (percent_off BETWEEN 1 AND 100),
        brand_slug text,
        coupon_code text REFERENCES coupons (code),
        gift_skus text[] NOT NULL DEFAULT '{}',
        valid_till date,
        position int NOT NULL
      );
      CREATE TABLE bag_samples (
        id serial PRIMARY KEY,
        sku text NOT NULL UNIQUE,
        position int NOT NULL
      );
      CREATE TABLE cart_samples (
        cart_id int NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        sample_id int NOT NULL REFERENCES bag_samples (id) ON DELETE CASCADE,
        PRIMARY KEY (cart_id, sample_id)
      );
      CREATE TABLE beauty_pass_rewards (
        id serial PRIMARY KEY,
        title text NOT NULL,
        description text NOT NULL,
        sku text NOT NULL,
        points int NOT NULL CHECK (points >= 0),
        minimum_tier text CHECK (minimum_tier IN ('white', 'black', 'gold')),
        valid_till date,
        remaining int NOT NULL CHECK (remaining >= 0),
        position int NOT NULL
      );
      CREATE TABLE reward_redemptions (
        id serial PRIMARY KEY,
        reward_id int NOT NULL REFERENCES beauty_pass_rewards (id),
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        cart_id int REFERENCES carts (id) ON DELETE SET NULL,
        points int NOT NULL CHECK (points >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX reward_redemptions_cart_key ON reward_redemptions (cart_id, reward_id);
      CREATE TABLE wishlist_items (
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        variant_id int NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, variant_id)
      );
      CREATE TABLE waitlist_entries (
        id serial PRIMARY KEY,
        user_id int REFERENCES users (id) ON DELETE CASCADE,
        device_id text,
        email text NOT NULL,
        variant_id int NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
        country text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        notified_at timestamptz,
        CHECK ((user_id IS NULL) <> (device_id IS NULL))
      );
      CREATE UNIQUE INDEX waitlist_member_key ON waitlist_entries (user_id, variant_id) WHERE user_id IS NOT NULL;
      CREATE UNIQUE INDEX waitlist_guest_key ON waitlist_entries (device_id, variant_id) WHERE device_id IS NOT NULL;
      CREATE TABLE notification_preferences (
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel text NOT NULL,
        topic text NOT NULL,
        subscribed boolean NOT NULL,
        PRIMARY KEY (user_id, channel, topic)
      );
      CREATE TABLE newsletter_subscriptions (
        email text PRIMARY KEY,
        device_id text,
        topics text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '0005_signing_secret',
    sql: `
      -- The embedded database's own token-signing secret, generated on first start (a deployment
      -- on PostgreSQL is given COMMERCE_JWT_SECRET instead): sessions survive restarts.
      CREATE TABLE signing_secrets (
        name text PRIMARY KEY,
        secret text NOT NULL CHECK (length(secret) >= 43),
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '0006_sign_in_buckets',
    sql: `
      -- Sign-in throttling counts attempts in buckets, atomically (src/auth/throttle.ts): an email
      -- and client pair, an email from any client (client ''), a client for any email (email '').
      CREATE TABLE sign_in_buckets (
        email text NOT NULL,
        client text NOT NULL,
        attempts int NOT NULL CHECK (attempts >= 0),
        window_started_at timestamptz NOT NULL DEFAULT now(),
        slowed_until timestamptz,
        PRIMARY KEY (email, client),
        CHECK (email <> '' OR client <> '')
      );
      ALTER TABLE sign_in_attempts
        DROP CONSTRAINT sign_in_attempts_outcome_check,
        ADD CONSTRAINT sign_in_attempts_outcome_check
          CHECK (outcome IN ('succeeded', 'failed', 'blocked', 'slowed'));
      -- Support looks refused attempts up by the reference id the shopper quotes.
      CREATE INDEX sign_in_attempts_reference_idx ON sign_in_attempts (reference_id)
        WHERE reference_id IS NOT NULL;
    `,
  },
];

/**
 * Key of the advisory lock taken while migrating or seeding: an arbitrary constant of this API
 * ("beau" in ASCII), so that advisory locks of other applications on the server do not collide.
 */
const SCHEMA_LOCK_KEY = 0x62656175;

/**
 * Runs `work` in one transaction holding the database's schema lock, so that instances starting
 * at once on one database migrate and seed in turn. An instance that waited must re-read what the
 * others did meanwhile; the lock ends with the transaction. PGlite has the same lock, a no-op
 * there: one process owns its data folder and its transactions never overlap.
 */
export function withSchemaLock<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SCHEMA_LOCK_KEY]);
    return work(tx);
  });
}

/**
 * Brings the schema up to date, each migration in its own transaction; safe to run on every
 * start, by any number of instances at once. Returns the migrations this call applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  const done = await withSchemaLock(db, async (tx) => {
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    return new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id),
    );
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    const ran = await withSchemaLock(db, async (tx) => {
      const [already] = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [
        migration.id,
      ]);
      if (already) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
