// The content's tables, as parts of the shipped migrations that db/migrations.ts lists in order. A
// shipped part is never edited, as databases have run it: a change is a new migration, its SQL
// here.

/** Layouts per country: in `0001_brands_and_layouts`, after brands. */
export const layouts = `
  CREATE TABLE layouts (
    layout text NOT NULL,
    country text NOT NULL,
    config jsonb NOT NULL,
    PRIMARY KEY (layout, country)
  );
`;

/**
 * Content entries, overlays and user segments: in `0002_catalogue_stores_content_members`,
 * after stores.
 */
export const entries = `
  CREATE TABLE content_entries (
    id serial PRIMARY KEY,
    country text NOT NULL,
    language text NOT NULL,
    slug text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('homepage', 'landing-page', 'brand-page')),
    preview boolean NOT NULL DEFAULT false,
    segments text[] NOT NULL DEFAULT '{}',
    title text NOT NULL,
    description text NOT NULL,
    blocks jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE UNIQUE INDEX content_entries_key ON content_entries (country, language, slug, preview);
  CREATE TABLE overlays (
    id text NOT NULL,
    country text NOT NULL,
    language text NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    cta jsonb,
    PRIMARY KEY (id, country, language)
  );
  CREATE TABLE user_segments (
    key text PRIMARY KEY,
    name text NOT NULL
  );
`;
