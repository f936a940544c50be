// The bag's tables, as parts of the shipped migrations that db/migrations.ts lists in order. A
// shipped part is never edited, as databases have run it: a change is a new migration, its SQL
// here.

/**
 * Bags, promo codes, offers, samples and Beauty Pass rewards: the start of `0004_bag`. The
 * rewards' tables come last: the loyalty domain owns them now (`0011_loyalty` changes them).
 */
export const tables = `
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
`;
