// Beauty Pass tables, as parts of the migrations that db/migrations.ts lists in order. A shipped
// part is never edited, as databases have run it: a change is a new migration, its SQL here.
// The rewards' tables (`beauty_pass_rewards`, `reward_redemptions`) and the point log shipped
// with the bag (0004) and the accounts (0003); this domain owns them now.

/**
 * The ledger, tiers and beauty profiles: `0011_loyalty`.
 *
 * - The point log becomes the one truth of a balance: every change is an entry, entries are never
 *   updated, and `users.points` is kept equal to the sum of a member's entries by the database
 *   itself (an entry adds to it; a balance written directly, as older code and the seed do, is
 *   recorded as an entry). Existing balances without a log get an opening entry first.
 * - `key` makes an entry a sweep or a hook writes at most once (`purchase:{orderId}`, ...);
 *   `order_id` names the order an entry belongs to.
 * - Tier thresholds per country (the seed fills them), tier changes and yearly reviews, and the
 *   members' beauty profiles.
 */
export const loyalty = `
  INSERT INTO point_log (user_id, source, points, created_at)
  SELECT u.id, 'loyalty_points', u.points - coalesce(l.total, 0), u.created_at
  FROM users u
  LEFT JOIN (SELECT user_id, sum(points)::int AS total FROM point_log GROUP BY user_id) l
    ON l.user_id = u.id
  WHERE u.points <> coalesce(l.total, 0);

  ALTER TABLE point_log
    ADD COLUMN order_id int REFERENCES orders (id),
    ADD COLUMN key text;
  CREATE UNIQUE INDEX point_log_key ON point_log (key);
  CREATE INDEX point_log_order_idx ON point_log (order_id) WHERE order_id IS NOT NULL;

  CREATE FUNCTION point_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'The point log is append-only: add an entry instead';
  END $$;
  CREATE TRIGGER point_log_append_only BEFORE UPDATE ON point_log
    FOR EACH ROW EXECUTE FUNCTION point_log_append_only();

  -- An entry moves the balance (at depth 1: written by the shop, not by the triggers below).
  CREATE FUNCTION point_log_balance() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF pg_trigger_depth() = 1 THEN
      UPDATE users SET points = points + NEW.points WHERE id = NEW.user_id;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER point_log_balance AFTER INSERT ON point_log
    FOR EACH ROW EXECUTE FUNCTION point_log_balance();

  -- A balance written directly (a new member with points, a sandbox edit) is logged as an entry.
  CREATE FUNCTION users_points_logged() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF pg_trigger_depth() = 1 THEN
      IF TG_OP = 'INSERT' AND NEW.points <> 0 THEN
        INSERT INTO point_log (user_id, source, points) VALUES (NEW.id, 'loyalty_points', NEW.points);
      ELSIF TG_OP = 'UPDATE' AND NEW.points <> OLD.points THEN
        INSERT INTO point_log (user_id, source, points)
        VALUES (NEW.id, 'manual_points_adjustment', NEW.points - OLD.points);
      END IF;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER users_points_logged AFTER INSERT OR UPDATE OF points ON users
    FOR EACH ROW EXECUTE FUNCTION users_points_logged();

  ALTER TABLE users ADD COLUMN tier_since timestamptz NOT NULL DEFAULT now();

  CREATE TABLE loyalty_tier_thresholds (
    country text NOT NULL,
    tier text NOT NULL CHECK (tier IN ('black', 'gold')),
    reach_minor bigint NOT NULL CHECK (reach_minor > 0),
    keep_minor bigint NOT NULL CHECK (keep_minor > 0),
    PRIMARY KEY (country, tier)
  );

  CREATE TABLE tier_changes (
    id serial PRIMARY KEY,
    user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('upgrade', 'kept', 'downgrade')),
    from_tier text NOT NULL,
    to_tier text NOT NULL,
    review_year int,
    at timestamptz NOT NULL DEFAULT now(),
    CHECK ((kind = 'upgrade') = (review_year IS NULL))
  );
  CREATE UNIQUE INDEX tier_changes_review_key ON tier_changes (user_id, review_year);
  CREATE INDEX tier_changes_user_idx ON tier_changes (user_id, at DESC);

  ALTER TABLE reward_redemptions ADD COLUMN held boolean NOT NULL DEFAULT false;

  CREATE TABLE beauty_profiles (
    user_id int PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    skin_type text,
    skin_tone text,
    skin_concerns text[] NOT NULL DEFAULT '{}',
    hair_type text,
    hair_concerns text[] NOT NULL DEFAULT '{}',
    eye_colour text,
    fragrance_families text[] NOT NULL DEFAULT '{}',
    updated_at timestamptz NOT NULL DEFAULT now()
  );
`;
