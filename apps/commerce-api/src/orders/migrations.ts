// The orders' tables, as parts of the migrations that db/migrations.ts lists in order. A shipped
// part is never edited, as databases have run it: a change is a new migration, its SQL here.

/**
 * Orders, their lines and status history, guest access tokens and idempotency keys: `0009_orders`.
 * Amounts are integers in the currency's minor unit. The bag's `member_orders` and
 * `reward_redemptions` learn which order they belong to.
 */
export const orders = `
  CREATE SEQUENCE order_numbers START 100001;
  CREATE TABLE orders (
    id serial PRIMARY KEY,
    number text NOT NULL UNIQUE DEFAULT 'BP' || nextval('order_numbers'),
    user_id int REFERENCES users (id),
    device_id text,
    country text NOT NULL,
    language text NOT NULL,
    currency text NOT NULL,
    status text NOT NULL DEFAULT 'unconfirmed',
    sub_status text,
    payment_failure text CHECK (payment_failure IN ('declined', 'qr_expired')),
    paid_at timestamptz,
    email text NOT NULL,
    payment_method jsonb NOT NULL,
    delivery_option jsonb NOT NULL,
    recipient jsonb NOT NULL,
    shipping_address jsonb,
    collection_store jsonb,
    cost_summary jsonb NOT NULL,
    credits_used bigint NOT NULL DEFAULT 0 CHECK (credits_used >= 0),
    coupon_code text,
    tracking_url text,
    redirect_url text,
    payment_instructions jsonb,
    provider_reference text,
    payment_started_at timestamptz,
    released_at timestamptz,
    collection_code_hash text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((user_id IS NULL) <> (device_id IS NULL))
  );
  CREATE INDEX orders_member_idx ON orders (user_id, created_at DESC, id DESC);
  CREATE INDEX orders_awaiting_payment_idx ON orders (created_at)
    WHERE status IN ('unconfirmed', 'payment_pending', 'payment_failed');
  CREATE INDEX orders_at_store_idx ON orders (id)
    WHERE status IN ('ready_for_pick_up', 'awaiting_collection');
  CREATE TABLE order_lines (
    id serial PRIMARY KEY,
    order_id int NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    variant_id int NOT NULL REFERENCES variants (id),
    kind text NOT NULL CHECK (kind IN ('item', 'gift', 'sample', 'reward')),
    quantity int NOT NULL CHECK (quantity > 0),
    unit_price bigint NOT NULL CHECK (unit_price >= 0),
    total bigint NOT NULL CHECK (total >= 0),
    variant jsonb NOT NULL,
    brand jsonb NOT NULL,
    position int NOT NULL
  );
  CREATE INDEX order_lines_order_idx ON order_lines (order_id, position);
  CREATE TABLE order_events (
    id bigserial PRIMARY KEY,
    order_id int NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    status text NOT NULL,
    sub_status text,
    reason text,
    at timestamptz NOT NULL DEFAULT clock_timestamp()
  );
  CREATE INDEX order_events_order_idx ON order_events (order_id, id);
  CREATE TABLE order_access_tokens (
    token_hash text PRIMARY KEY,
    order_id int NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE order_requests (
    owner text NOT NULL,
    idempotency_key text NOT NULL,
    body_sha256 text NOT NULL,
    order_id int REFERENCES orders (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (owner, idempotency_key)
  );
  ALTER TABLE member_orders ADD COLUMN order_id int UNIQUE REFERENCES orders (id) ON DELETE CASCADE;
  ALTER TABLE reward_redemptions ADD COLUMN order_id int REFERENCES orders (id);
  CREATE INDEX reward_redemptions_order_idx ON reward_redemptions (order_id);
`;

/**
 * `0015_consents_gst_brands_payment_attempts`: the consents given with an order (a guest's as
 * sent, a member's from their account; `NULL` for orders placed before they were kept), and the
 * payment attempts after the first, each claimed once by its idempotency key.
 */
export const consentsAndPaymentAttempts = `
  ALTER TABLE orders ADD COLUMN consents jsonb;
  CREATE TABLE order_payment_attempts (
    order_id int NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    attempt int NOT NULL CHECK (attempt >= 2),
    idempotency_key text NOT NULL,
    body_sha256 text NOT NULL,
    redirect_url text,
    started_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (order_id, attempt),
    UNIQUE (order_id, idempotency_key)
  );
`;

/**
 * `0015_consents_gst_brands_payment_attempts`: the GST amount in every cost summary stored
 * without one: what was due (the total plus the gift card), less the price before GST, as the
 * checkout computes it.
 */
export const gstAmounts = `
  UPDATE orders SET cost_summary = cost_summary || jsonb_build_object(
      'gstAmount',
      (cost_summary->>'total')::bigint + (cost_summary->>'giftCardRedeemed')::bigint
        - (cost_summary->>'priceBeforeGst')::bigint)
    WHERE NOT cost_summary ? 'gstAmount';
`;
