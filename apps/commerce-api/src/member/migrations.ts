// The member lists' tables, as parts of the shipped migrations that db/migrations.ts lists in
// order. A shipped part is never edited, as databases have run it: a change is a new migration, its
// SQL here.

/**
 * Wish list, waitlist, notification preferences and newsletter subscriptions: the end of
 * `0004_bag`, after the bag's tables.
 */
export const lists = `
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
`;
