import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase, dropTestDatabase } from '../test/databases.js';
import { DatabaseUnavailableError, openDatabase, type Database } from './database.js';

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

  it('fail a transaction whose connection the server ends as unavailable, and never reuse that connection', async () => {
    const ended = db.transaction(async (tx) => {
      await tx.query('SELECT pg_terminate_backend(pg_backend_pid())');
    });
    await expect(ended).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // Every connection of the pool still answers: the broken one was thrown away, not returned.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => db.transaction((tx) => tx.query('SELECT 1 AS one'))),
    );
    expect(answers.flat()).toEqual(Array.from({ length: 12 }, () => ({ one: 1 })));
  });

  it('tell a server that is not there from a failing statement', async () => {
    const nowhere = await openDatabase({ databaseUrl: 'postgres://shop:shop@127.0.0.1:9/shop' });
    try {
      await expect(nowhere.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(nowhere.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(
        DatabaseUnavailableError,
      );
      await expect(db.query('SELECT * FROM no_such_table')).rejects.not.toBeInstanceOf(
        DatabaseUnavailableError,
      );
    } finally {
      await nowhere.close();
    }
  });
});
