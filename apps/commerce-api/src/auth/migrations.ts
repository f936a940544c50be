// Auth's tables, as parts of the shipped migrations that db/migrations.ts lists in order. A shipped
// part is never edited, as databases have run it: a change is a new migration, its SQL here.

/** Refresh tokens and sign-in attempts: in `0003_accounts`, between the accounts' parts. */
export const sessions = `
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
`;

/** `0005_signing_secret`, whole. */
export const signingSecrets = `
  -- The embedded database's own token-signing secret, generated on first start (a deployment
  -- on PostgreSQL is given COMMERCE_JWT_SECRET instead): sessions survive restarts.
  CREATE TABLE signing_secrets (
    name text PRIMARY KEY,
    secret text NOT NULL CHECK (length(secret) >= 43),
    created_at timestamptz NOT NULL DEFAULT now()
  );
`;

/** `0006_sign_in_buckets`, whole. */
export const signInBuckets = `
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
`;

/** The start of `0014_account_unlock`: an unlock link's lifting of sign-in blocks is audited. */
export const unlockOutcome = `
  ALTER TABLE sign_in_attempts
    DROP CONSTRAINT sign_in_attempts_outcome_check,
    ADD CONSTRAINT sign_in_attempts_outcome_check
      CHECK (outcome IN ('succeeded', 'failed', 'blocked', 'slowed', 'unlocked'));
`;
