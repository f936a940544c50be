import { describe, expect, it } from 'vitest';
import { userSeeds } from '../seed/users.js';
import { migrate, migrations, openDatabase, seed, seedSteps, type Database } from '../index.js';
import {
  createTestDatabase,
  dropTestDatabase,
  engines,
  openTestDatabase,
  type Engine,
} from '../test/databases.js';

const INSTANCES = 4;
/** The seed step that took over the demo rows of migration `0004_bag`. */
const BAG_SEED_STEP = 'bag-v1';
const bagTables = [
  'brand_purchase_limits',
  'coupons',
  'bag_offers',
  'bag_samples',
  'beauty_pass_rewards',
] as const;

const rowsOf = (db: Database, table: string) =>
  db.query(`SELECT * FROM ${table} ORDER BY 1`).then((rows) => JSON.stringify(rows));

/**
 * Instances starting at once on one empty database: separate connection pools on one PostgreSQL
 * database; on PGlite (one process per data folder) concurrent calls on one instance.
 */
async function emptyDatabases(
  engine: Engine,
): Promise<{ dbs: Database[]; close(): Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openDatabase();
    return { dbs: Array(INSTANCES).fill(db), close: () => db.close() };
  }
  const databaseUrl = await createTestDatabase({ seeded: false });
  const dbs = await Promise.all(
    Array.from({ length: INSTANCES }, () => openDatabase({ databaseUrl })),
  );
  return {
    dbs,
    async close() {
      await Promise.all(dbs.map((db) => db.close()));
      await dropTestDatabase(databaseUrl);
    },
  };
}

describe.each(engines)('migrations and seed on %s', (engine) => {
  it(`apply every migration and seed step once when ${INSTANCES} instances start at once on an empty database`, async () => {
    const { dbs, close } = await emptyDatabases(engine);
    try {
      const runs = await Promise.all(
        dbs.map(async (db) => ({ migrated: await migrate(db), seeded: await seed(db) })),
      );
      expect(runs.flatMap((run) => run.migrated).sort()).toEqual(
        migrations.map((migration) => migration.id).sort(),
      );
      expect(runs.flatMap((run) => run.seeded).sort()).toEqual(
        seedSteps.map((step) => step.name).sort(),
      );
      const [db] = dbs as [Database];
      const [counts] = await db.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM users) AS users,
           (SELECT count(*)::int FROM coupons) AS coupons,
           (SELECT count(*)::int FROM bag_offers) AS offers,
           (SELECT count(*)::int FROM beauty_pass_rewards) AS rewards`,
      );
      expect(counts).toEqual({ users: userSeeds.length, coupons: 6, offers: 5, rewards: 6 });
    } finally {
      await close();
    }
  }, 180_000);

  it('adds no bag demo row again where migration 0004_bag inserted them before they moved to the seed', async () => {
    const db = await openTestDatabase(engine);
    try {
      const before = await Promise.all(bagTables.map((table) => rowsOf(db, table)));
      // A database migrated before the move has the rows but no record of the seed step.
      await db.query('DELETE FROM seed_runs WHERE name = $1', [BAG_SEED_STEP]);
      expect(await seed(db)).toEqual([BAG_SEED_STEP]);
      expect(await Promise.all(bagTables.map((table) => rowsOf(db, table)))).toEqual(before);
    } finally {
      await db.close();
    }
  });
});
