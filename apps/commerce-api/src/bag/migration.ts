/**
 * Migration `0004_bag`: bags, promo codes, offers, samples, Beauty Pass rewards, wish list,
 * waitlist and notification preferences, with their demo data.
 *
 * Migrations run before the catalogue seed, so the demo rows name catalogue rows by their stable
 * keys (brand slug, product slug, variant SKU) and the queries join on those keys: a key the
 * catalogue does not have simply matches nothing.
 */
export const bagMigrationSql = `
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

  INSERT INTO brand_purchase_limits (brand_slug, purchase_limit) VALUES ('beautyblender', 6);

  INSERT INTO coupons (code, description, percent_off, amount_off, minimum_spend, first_order_only, brand_slugs, product_slugs, valid_till) VALUES
    ('WELCOME10', '10% off your first order', 10, NULL, NULL, true, '{}', '{}', NULL),
    ('BEAUTY15', '15% off when you spend over the minimum', 15, NULL,
      '{"sg": 60, "au": 60, "nz": 70, "my": 200, "hk": 350, "ph": 2500, "id": 700000, "th": 1500}', false, '{}', '{}', NULL),
    ('MILK20', '20% off Milk Makeup', 20, NULL, NULL, false, '{milk-makeup}', '{}', NULL),
    ('GLOWBOOST', '25% off the Glow Boost Moisturiser', 25, NULL, NULL, false, '{}',
      '{beauty-collection-glow-boost-moisturiser}', NULL),
    ('TAKE5', 'A little off your order', NULL,
      '{"sg": 5, "au": 5, "nz": 5, "my": 15, "hk": 30, "ph": 150, "id": 50000, "th": 100}',
      '{"sg": 30, "au": 30, "nz": 35, "my": 100, "hk": 180, "ph": 1500, "id": 350000, "th": 800}', false, '{}', '{}', NULL),
    ('SUMMER24', 'Summer sale: 20% off', 20, NULL, NULL, false, '{}', '{}', '2024-08-31T16:00:00Z');

  INSERT INTO bag_offers (kind, title, description, minimum_spend, percent_off, brand_slug, coupon_code, gift_skus, valid_till, position) VALUES
    ('gift_with_purchase', 'Free Beauty Collection minis',
      'A free Beauty Collection mini with every order over the minimum spend.',
      '{"sg": 80, "au": 90, "nz": 100, "my": 270, "hk": 460, "ph": 3400, "id": 950000, "th": 2100}',
      NULL, NULL, NULL, '{00069-2,00087-4}', NULL, 1),
    ('discount', '10% off This Works', 'This Works items are 10% off, no code needed.',
      NULL, 10, 'this-works', NULL, '{}', NULL, 2),
    ('coupon', '15% off over the minimum spend', 'Enter BEAUTY15 at checkout.',
      '{"sg": 60, "au": 60, "nz": 70, "my": 200, "hk": 350, "ph": 2500, "id": 700000, "th": 1500}',
      NULL, NULL, 'BEAUTY15', '{}', NULL, 3),
    ('coupon', '20% off Milk Makeup', 'Enter MILK20 in your bag.', NULL, NULL, NULL, 'MILK20', '{}', NULL, 4),
    ('staff_discount', 'Staff discount', '30% off all items and 45% off the Beauty Collection.',
      NULL, 30, NULL, NULL, '{}', NULL, 5);

  INSERT INTO bag_samples (sku, position) VALUES
    ('00562-1', 1), ('00571-1', 2), ('00593-2', 3), ('00651-1', 4), ('00715-2', 5), ('00809-2', 6);

  INSERT INTO beauty_pass_rewards (title, description, sku, points, minimum_tier, valid_till, remaining, position) VALUES
    ('Deluxe concealer mini', 'A travel-size Beauty Collection concealer.', '00069-2', 200, NULL, NULL, 500, 1),
    ('Eyeliner treat', 'A Beauty Collection eyeliner on us.', '00263-3', 350, NULL, NULL, 500, 2),
    ('Lip gloss favourite', 'A full-size Beauty Collection lip gloss.', '00374-3', 500, NULL, NULL, 300, 3),
    ('Black tier skincare treat', 'A full-size Kiehl''s moisturiser for black and gold members.', '00571-1', 1000, 'black', NULL, 100, 4),
    ('Gold fragrance gift', 'A full-size Dior eau de parfum for gold members.', '00809-2', 2500, 'gold', NULL, 20, 5),
    ('Limited shampoo gift', 'A Beauty Collection shampoo: already fully redeemed.', '01060-1', 300, NULL, NULL, 0, 6);
`;
