// Bookings' tables, as parts of the migrations that db/migrations.ts lists in order. A shipped part
// is never edited, as databases have run it: a change is a new migration, its SQL here.

/**
 * Happening and bookings, in `0012_booking`: activity groups, activities (services, classes,
 * events) per country with their prices in minor units (`NULL`: free), booking questions, artists
 * per store, weekly schedules per activity and store (the sessions are computed from them on read,
 * in the store's time zone), banners, booking pages, reservations and guests' access tokens.
 * Texts shoppers read are `jsonb` objects with one entry per language (`{ en, zh, id, th }`).
 */
export const tables = `
  CREATE TABLE activity_groups (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    kind text NOT NULL CHECK (kind IN ('service', 'class', 'event')),
    name jsonb NOT NULL,
    position int NOT NULL
  );
  CREATE TABLE activities (
    id serial PRIMARY KEY,
    country text NOT NULL,
    slug text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('service', 'class', 'event')),
    group_id int REFERENCES activity_groups (id),
    name jsonb NOT NULL,
    description jsonb NOT NULL,
    duration_minutes int NOT NULL CHECK (duration_minutes > 0),
    price bigint CHECK (price > 0),
    capacity int CHECK (capacity > 0),
    phone_required boolean NOT NULL,
    position int NOT NULL,
    UNIQUE (country, slug),
    CHECK ((kind = 'service') = (capacity IS NULL))
  );
  CREATE INDEX activities_country_idx ON activities (country, kind, position);
  CREATE TABLE booking_questions (
    id serial PRIMARY KEY,
    activity_id int NOT NULL REFERENCES activities (id),
    position int NOT NULL,
    type text NOT NULL CHECK (type IN ('text', 'textarea', 'select', 'checkbox')),
    label jsonb NOT NULL,
    options jsonb NOT NULL,
    required boolean NOT NULL,
    max_length int CHECK (max_length > 0)
  );
  CREATE INDEX booking_questions_activity_idx ON booking_questions (activity_id, position);
  CREATE TABLE artists (
    id serial PRIMARY KEY,
    store_id int NOT NULL REFERENCES stores (id),
    name text NOT NULL
  );
  CREATE INDEX artists_store_idx ON artists (store_id);
  CREATE TABLE activity_artists (
    activity_id int NOT NULL REFERENCES activities (id),
    artist_id int NOT NULL REFERENCES artists (id),
    PRIMARY KEY (activity_id, artist_id)
  );
  CREATE TABLE activity_schedules (
    id serial PRIMARY KEY,
    activity_id int NOT NULL REFERENCES activities (id),
    store_id int NOT NULL REFERENCES stores (id),
    starts_on date NOT NULL,
    ends_on date,
    every_weeks int NOT NULL DEFAULT 1 CHECK (every_weeks > 0),
    weekdays int[] NOT NULL,
    times text[] NOT NULL,
    held_seats int NOT NULL DEFAULT 0 CHECK (held_seats >= 0),
    UNIQUE (activity_id, store_id)
  );
  CREATE INDEX activity_schedules_store_idx ON activity_schedules (store_id);
  CREATE TABLE happening_banners (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    title jsonb NOT NULL,
    href text,
    position int NOT NULL
  );
  CREATE TABLE booking_pages (
    slug text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('service', 'class', 'event')),
    title jsonb NOT NULL,
    description jsonb NOT NULL,
    position int NOT NULL
  );
  CREATE SEQUENCE reservation_numbers START 300001;
  CREATE TABLE reservations (
    id serial PRIMARY KEY,
    confirmation_number text NOT NULL UNIQUE DEFAULT 'BK' || nextval('reservation_numbers'),
    activity_id int NOT NULL REFERENCES activities (id),
    store_id int NOT NULL REFERENCES stores (id),
    user_id int REFERENCES users (id),
    country text NOT NULL,
    language text NOT NULL,
    status text NOT NULL DEFAULT 'confirmed'
      CHECK (status IN ('confirmed', 'rescheduled', 'cancelled')),
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    artist_id int REFERENCES artists (id),
    any_artist boolean NOT NULL,
    full_name text NOT NULL,
    email text NOT NULL,
    phone jsonb,
    answers jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX reservations_store_time_idx ON reservations (store_id, starts_at)
    WHERE status <> 'cancelled';
  CREATE TABLE reservation_access_tokens (
    token_hash text PRIMARY KEY,
    reservation_id int NOT NULL REFERENCES reservations (id) ON DELETE CASCADE
  );
`;
