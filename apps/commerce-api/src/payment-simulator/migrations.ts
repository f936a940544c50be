// The payment simulator's tables: the local payment provider keeps its own records, as a real
// provider would on its side. Part of migration `0010_payments` (db/migrations.ts).

/** Card tokens, payments, and webhook deliveries of the simulator. */
export const tables = `
  -- Single-use card tokens. The card number is never stored: only what the test card decides.
  CREATE TABLE simulator_card_tokens (
    token text PRIMARY KEY,
    brand text NOT NULL,
    last4 text NOT NULL,
    outcome text NOT NULL
      CHECK (outcome IN ('success', 'decline', 'insufficient_funds', 'three_d_secure')),
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  -- Payments the shop asked for, one per shop reference (a repeated request answers the same).
  CREATE TABLE simulator_payments (
    id text PRIMARY KEY,
    reference text NOT NULL UNIQUE,
    kind text NOT NULL,
    provider text NOT NULL,
    amount text NOT NULL,
    currency text NOT NULL,
    country text NOT NULL,
    status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
    failure_code text,
    return_url text NOT NULL,
    qr_code text,
    virtual_account_number text UNIQUE,
    virtual_account_bank text,
    wallet_transaction_id text UNIQUE,
    expires_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  -- One row per webhook event: its body, and the attempts to deliver it to the shop.
  CREATE TABLE simulator_webhook_deliveries (
    event_id text PRIMARY KEY,
    payment_id text NOT NULL REFERENCES simulator_payments (id),
    type text NOT NULL,
    body jsonb NOT NULL,
    attempts int NOT NULL DEFAULT 0,
    delivered_at timestamptz,
    last_status_code int,
    next_attempt_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX simulator_webhook_deliveries_due_idx ON simulator_webhook_deliveries (next_attempt_at)
    WHERE delivered_at IS NULL;
  CREATE INDEX simulator_webhook_deliveries_payment_idx ON simulator_webhook_deliveries (payment_id);
`;
