import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { prepareDatabase, type Database } from '../index.js';

/** The engines every API test runs on. */
export const engines = ['pglite', 'postgres'] as const;
export type Engine = (typeof engines)[number];

let counter = 0;

/**
 * A PostgreSQL database of the test's own, dropped again by {@link dropTestDatabase}: a copy of
 * the run's migrated and seeded template, or empty.
 */
export async function createTestDatabase({ seeded = true } = {}): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `beauty_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      seeded
        ? `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`
        : `CREATE DATABASE ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  await dropDatabase(inject('postgresAdminUrl'), new URL(databaseUrl).pathname.slice(1));
}

/**
 * Drops a database, ending its connections. An autovacuum worker on it (its tables churn: listing
 * tiles, catalogue changes) makes a non-superuser's FORCE fail with insufficient privilege until
 * the worker is done, so that is tried again.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '42501' || attempt === 40) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await admin.end();
  }
}

/** A migrated and seeded database on the engine; closing it also drops a PostgreSQL one. */
export async function openTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshotPath'))]);
    return prepareDatabase({ loadDataDir: snapshot });
  }
  const databaseUrl = await createTestDatabase();
  const db = await prepareDatabase({ databaseUrl });
  return {
    ...db,
    close: async () => {
      await db.close();
      await dropTestDatabase(databaseUrl);
    },
  };
}
