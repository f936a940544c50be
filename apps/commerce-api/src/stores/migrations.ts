// The store finder's table, as parts of the shipped migrations that db/migrations.ts lists in
// order. A shipped part is never edited, as databases have run it: a change is a new migration, its
// SQL here.

/** Stores: in `0002_catalogue_stores_content_members`, after the catalogue's tables. */
export const stores = `
  CREATE TABLE stores (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    country text NOT NULL,
    name text NOT NULL,
    address text NOT NULL,
    city text NOT NULL,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    phone text NOT NULL,
    services text[] NOT NULL,
    opening_hours jsonb NOT NULL
  );
  CREATE INDEX stores_country_idx ON stores (country);
`;

/**
 * Each store's own IANA time zone, in `0012_booking`: bookings are made in store time. The seed
 * sets it from the store's country (`countries[c].timeZone`); a store without one uses its
 * country's.
 */
export const timeZone = `
  ALTER TABLE stores ADD COLUMN time_zone text;
`;
