import type { Database } from './database.js';

/** Schema migrations, applied once each and in order. Never edit one that has shipped: add another. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  {
    id: '0001_brands_and_layouts',
    sql: `
      CREATE TABLE brands (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        description text,
        is_own_brand boolean NOT NULL DEFAULT false,
        countries text[] NOT NULL
      );
      CREATE INDEX brands_countries_idx ON brands USING gin (countries);
      CREATE TABLE layouts (
        layout text NOT NULL,
        country text NOT NULL,
        config jsonb NOT NULL,
        PRIMARY KEY (layout, country)
      );
      CREATE TABLE seed_runs (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];

/** Brings the schema up to date; safe to run on every start. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    });
    applied.push(migration.id);
  }
  return applied;
}
