import type { Queryable } from '../db/database.js';

/** A named seed step: run once, in one transaction, and recorded in `seed_runs` by its name. */
export interface SeedStep {
  name: string;
  run(tx: Queryable): Promise<void>;
}

/** Inserts many rows in one statement: the rows travel as one JSON parameter. */
export const bulk = (tx: Queryable, sql: string, rows: readonly unknown[]) =>
  tx.query(sql, [JSON.stringify(rows)]);
