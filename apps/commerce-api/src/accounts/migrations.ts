// The accounts' tables, as parts of the shipped migrations that db/migrations.ts lists in order. A
// shipped part is never edited, as databases have run it: a change is a new migration, its SQL
// here.

/** Members: the end of `0002_catalogue_stores_content_members`. */
export const users = `
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
`;

/** Profile columns and the password history: the start of `0003_accounts`. */
export const profiles = `
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
`;

/**
 * Password reset tokens, the Beauty Pass point log and linked social identities: the end
 * of `0003_accounts`, after auth's tables.
 */
export const resetsPointsAndIdentities = `
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
`;

/** The end of `0014_account_unlock`: the emailed links that lift a member's sign-in blocks. */
export const unlockTokens = `
  CREATE TABLE account_unlock_tokens (
    token_hash text PRIMARY KEY,
    user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  );
  CREATE INDEX account_unlock_tokens_user_idx ON account_unlock_tokens (user_id);
`;
