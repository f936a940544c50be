import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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

/**
 * Every shipped migration and the SHA-256 of its SQL, lines trimmed and blank ones dropped (which
 * changes nothing PostgreSQL runs). Databases have these applied, so a changed digest means a
 * shipped migration was edited: add a new one instead, and its digest here once it ships. The
 * first four are composed from several domains' parts: this holds them to the text that shipped.
 */
const shipped: [id: string, sha256: string][] = [
  ['0001_brands_and_layouts', '22bb41fe56831de1caf802a7ce5350503663659bf84cb2446b4b207da2512dfa'],
  [
    '0002_catalogue_stores_content_members',
    '486421807ea24fbd47cf6c02ed73265098307b67d8e8e9f54155d27266e98a06',
  ],
  ['0003_accounts', '2b71f07893536f1387443bb75619624f6489191482d72ed805d6c6b9eb54320c'],
  ['0004_bag', '09f17cd92077c98a2a81b5de06a071e1c43e761f9eddbda66c3216ca53923a28'],
  ['0005_signing_secret', 'f7797d995a58ffeea9204424e761e8aa8cecec91f558af5b5c98a7c2d68a1a45'],
  ['0006_sign_in_buckets', 'd1429bf82a90fd7d13d303076250016943463b77d9616657b3490d239342b171'],
  ['0007_mail_outbox', 'be60b001e6fe6e6c4767d5e824f538ccf17380a14bbd043de246d86c73fa700a'],
  ['0008_checkout', '15fd77d1931eed3f37601ecd8c7c2af4abe7b6168cb2dc340fe45b1b3b6acfbc'],
  ['0009_orders', 'd30846b6b985a9a3d3a06b9b4d6cda8f5f78a1e77798df2aaf515aacec17482b'],
  ['0010_payments', '0d44091ce5c005befbaefa5e8694ee984f3ed590b5376bd44afb5a24d1ed2a76'],
  ['0011_loyalty', 'c59622cf5ee9b612cc08f103505246c6db2a531a78345aa0928bfebaf12e7566'],
  ['0012_booking', '98b99f1e0063a53ee74e7d6b768b4834010bc09aae2a26243f34295f98ff7454'],
  ['0013_error_reports', 'bd01370be3f0ee03264dfb4ff4ee31498b6e5b6b30b457348fed65906312bcbe'],
  ['0014_account_unlock', 'b7f439950c89e8de77045490e527a40f4fd17be44027ee61cf02daa16b89b357'],
  [
    '0015_consents_gst_brands_payment_attempts',
    'a85de4faeeacbcceb4516d008fb600092cd65c41f3ca78b541fa1806aa035bb9',
  ],
  [
    '0016_job_leases_and_flags_tracking',
    '7586493ef3c221a227611850877f6e870549ed174054937aaf0cea833dfd1b98',
  ],
  ['0017_catalogue_listing', '46b3b61c63f0d1a37c8db71a6a39840db095815eb489ecb65db637c995f927bd'],
  [
    '0018_listing_rows_in_tile_order',
    '0a6e7ef623852fe1226c5d197b01f74a4374338978e32088b7b528b9773c17d3',
  ],
];

const digest = (sql: string) =>
  createHash('sha256')
    .update(
      sql
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .digest('hex');

describe('the migration list', () => {
  it('keeps the SQL of every shipped migration, whichever domains it is composed from', () => {
    expect(migrations.map((migration) => [migration.id, digest(migration.sql)])).toEqual(shipped);
  });
});

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
      expect(counts).toEqual({ users: 6, coupons: 6, offers: 5, rewards: 6 });
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
