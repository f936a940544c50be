import { accountsSeed as accounts } from '../accounts/index.js';
import { bagSeed as bag } from '../bag/index.js';
import { bookingSeed as booking } from '../booking/index.js';
import { catalogueSeed as catalogue } from '../catalogue/index.js';
import { checkoutSeed as checkout } from '../checkout/index.js';
import { contentSeed as content } from '../content/index.js';
import { loyaltySeed as loyalty } from '../loyalty/index.js';
import { storesSeed as stores } from '../stores/index.js';
import type { Database, Queryable } from '../db/database.js';
import { withSchemaLock } from '../db/migrate.js';
import type { SeedOptions, SeedStep } from './step.js';

/** Runs domains' parts of one step in turn, in one transaction. */
const inTurn =
  (...parts: ((tx: Queryable, options: SeedOptions) => Promise<void>)[]) =>
  async (tx: Queryable, options: SeedOptions) => {
    for (const part of parts) await part(tx, options);
  };

/**
 * The seed, as named steps. Each runs once, in one transaction, and is recorded in `seed_runs`;
 * a later start skips it. Each domain keeps its rows in its own `seed/`; the first steps shipped
 * spanning several domains, so they run the domains' parts in the order they shipped in. Never
 * change a step that has shipped: add a new one.
 */
export const seedSteps: readonly SeedStep[] = [
  { name: 'catalogue-v1', run: inTurn(catalogue.brands, content.layouts) },
  { name: 'products-v1', run: catalogue.products },
  {
    name: 'stores-and-content-v1',
    run: inTurn(stores.stores, content.entries, catalogue.popularQueries),
  },
  { name: 'members-v1', run: accounts.members },
  { name: 'bag-v1', run: bag.demoRows },
  { name: 'checkout-v1', run: checkout.demoRows },
  { name: 'loyalty-v1', run: loyalty.tierThresholds },
  { name: 'booking-v1', run: inTurn(stores.timeZones, booking.demoRows) },
  { name: 'checkout-v2', run: checkout.methodBrands },
  { name: 'legal-pages-v1', run: content.legalPages },
];

/**
 * Fills the database with the deterministic demo data, step by step, each step in one transaction
 * holding the schema lock (see `withSchemaLock`): safe when several instances start at once.
 * Returns the steps this call ran: none on a database already seeded.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<string[]> {
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM seed_runs')).map((row) => row.name),
  );
  const applied: string[] = [];
  for (const step of seedSteps) {
    if (done.has(step.name)) continue;
    const ran = await withSchemaLock(db, async (tx) => {
      // Another instance may have run it while this one waited for the lock.
      const [already] = await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [step.name]);
      if (already) return false;
      await step.run(tx, options);
      await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [step.name]);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  // Fresh bulk data has no planner statistics and no visibility map (PGlite has no autovacuum):
  // without them the planner guesses a few rows and picks nested loops over thousands, and reads
  // the table for what an index holds (the listing's rows in tile order).
  if (applied.length > 0) await db.exec('VACUUM ANALYZE');
  return applied;
}
