import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase, dropTestDatabase } from '../test/databases.js';
import { openDatabase, type Database } from './database.js';

describe('PostgreSQL connections', () => {
  let databaseUrl: string;
  let db: Database;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase({ seeded: false });
    db = await openDatabase({ databaseUrl });
  });
  afterAll(async () => {
    await db.close();
    await dropTestDatabase(databaseUrl);
  });

  it('survive the server ending idle connections (a restart, a failover): the next query reconnects', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await Promise.all([1, 2, 3].map(() => db.query('SELECT pg_sleep(0.01)')));
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    let terminated = 0;
    try {
      const name = new URL(databaseUrl).pathname.slice(1);
      const [{ ended }] = (
        await admin.query<{ ended: number }>(
          'SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE datname = $1',
          [name],
        )
      ).rows as [{ ended: number }];
      expect(ended).toBeGreaterThan(0);
      terminated = ended;
    } finally {
      await admin.end();
    }
    // Every ended connection must have been heard and dropped, or the next query may take one.
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(terminated));
    expect(await db.query<{ answer: number }>('SELECT 42 AS answer')).toEqual([{ answer: 42 }]);
    logged.mockRestore();
  });
});
