import { mkdir } from 'node:fs/promises';
import type { Pool, PoolClient } from 'pg';

/** The statements the API runs, on either engine. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A database the API runs on: embedded PGlite or a PostgreSQL server. */
export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, to open copies of it with `loadDataDir`. */
  snapshot?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means an in-memory database. */
  dataDir?: string;
  /** PGlite: start from a snapshot taken with `snapshot()` (an already migrated and seeded copy). */
  loadDataDir?: Blob;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite (persistent when `dataDir` is set). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  // PGlite creates the data folder itself, but not its parents.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Search ranks by trigram similarity on accent-folded text: both extensions ship with PGlite.
  const extensions = { pg_trgm, unaccent };
  const db = await PGlite.create({ dataDir, loadDataDir, extensions });
  const wrap = (q: Pick<typeof db, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await q.query<Row>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    snapshot: () => db.dumpDataDir('none'),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server ends (a restart, a failover, an administrator) is replaced by the
  // pool on next use; unheard, its error would end the whole process.
  pool.on('error', (error) => {
    console.error(`PostgreSQL: an idle connection ended: ${error.message}`);
  });
  const wrap = (q: Pick<Pool | PoolClient, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as Row[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
