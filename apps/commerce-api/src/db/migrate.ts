import type { Database, Queryable } from './database.js';
import { migrations } from './migrations.js';

/** A schema migration: applied once, in the order of the list, never edited once shipped. */
export interface Migration {
  id: string;
  sql: string;
}

/**
 * Key of the advisory lock taken while migrating or seeding: an arbitrary constant of this API
 * ("beau" in ASCII), so that advisory locks of other applications on the server do not collide.
 */
const SCHEMA_LOCK_KEY = 0x62656175;

/**
 * Runs `work` in one transaction holding the database's schema lock, so that instances starting
 * at once on one database migrate and seed in turn. An instance that waited must re-read what the
 * others did meanwhile; the lock ends with the transaction. PGlite has the same lock, a no-op
 * there: one process owns its data folder and its transactions never overlap.
 */
export function withSchemaLock<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SCHEMA_LOCK_KEY]);
    return work(tx);
  });
}

/**
 * Brings the schema up to date, each migration in its own transaction; safe to run on every
 * start, by any number of instances at once. Returns the migrations this call applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  const done = await withSchemaLock(db, async (tx) => {
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    return new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id),
    );
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    const ran = await withSchemaLock(db, async (tx) => {
      const [already] = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [
        migration.id,
      ]);
      if (already) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
