// The payments domain's tables: the shop's record of each payment at its provider and of the
// provider's webhook events. Part of migration `0010_payments` (db/migrations.ts), with the
// simulator's own tables.

/** Payments (one per order) and the webhook events taken, each once. */
export const tables = `
  CREATE TABLE payments (
    id serial PRIMARY KEY,
    order_id int NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
    -- The shop's reference at the provider: a repeated start asks for the same payment.
    reference text NOT NULL UNIQUE,
    kind text NOT NULL,
    provider text NOT NULL,
    status text NOT NULL DEFAULT 'starting'
      CHECK (status IN ('starting', 'pending', 'succeeded', 'failed', 'cancelled', 'expired')),
    provider_payment_id text UNIQUE,
    failure_code text,
    expires_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX payments_pending_expiry_idx ON payments (expires_at) WHERE status = 'pending';
  -- Each provider event is applied once: a duplicate delivery finds its id here.
  CREATE TABLE payment_webhook_events (
    event_id text PRIMARY KEY,
    type text NOT NULL,
    provider_payment_id text NOT NULL,
    outcome text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
  );
`;

/**
 * `0015_consents_gst_brands_payment_attempts`: an order may have several payments, one per
 * attempt (the first when it is placed, another each time the shopper pays again after a
 * failure); the latest is the one the order waits for.
 */
export const attempts = `
  ALTER TABLE payments DROP CONSTRAINT payments_order_id_key;
  ALTER TABLE payments ADD COLUMN attempt int NOT NULL DEFAULT 1 CHECK (attempt >= 1);
  ALTER TABLE payments ADD CONSTRAINT payments_order_attempt_key UNIQUE (order_id, attempt);
`;
