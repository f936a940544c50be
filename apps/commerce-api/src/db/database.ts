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

/**
 * The database cannot be reached right now (a restart, a failover, no connection free in time):
 * the request may be tried again shortly, and the API answers 503.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(
      `The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}

/** Seconds to wait for a connection before a request gives up with a 503 rather than hang. */
export const CONNECT_TIMEOUT_SECONDS = 5;

// SQLSTATE classes and codes of a server that is not there: connection exceptions (08), shutting
// down or starting up (57P01-57P03), out of connections (53300).
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// node-postgres says these in words only: a connection lost mid-query, or none in time.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not queryable/;

/** Whether `error` says the server could not be reached, rather than that a statement failed. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))
  )
    return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

const unavailable = (error: unknown) =>
  isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;

async function openPostgres(databaseUrl: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_SECONDS * 1000,
  });
  // An idle connection the server ends (a restart, a failover, an administrator) is replaced by the
  // pool on next use; unheard, its error would end the whole process.
  pool.on('error', (error) => {
    console.error(`PostgreSQL: an idle connection ended: ${error.message}`);
  });
  const wrap = (q: Pick<Pool | PoolClient, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      try {
        return (await q.query(sql, params)).rows as Row[];
      } catch (error) {
        throw unavailable(error);
      }
    },
    async exec(sql: string) {
      try {
        await q.query(sql);
      } catch (error) {
        throw unavailable(error);
      }
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailable(error);
      }
      let broken: Error | undefined;
      // A connection lost while the transaction holds it is emitted on the client: unheard, that
      // event would end the whole process. Heard, it fails the transaction's next statement.
      const lost = (error: Error) => {
        broken = error;
      };
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // The connection itself failed: it must not go back to the pool.
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw unavailable(error);
      } finally {
        client.removeListener('error', lost);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
