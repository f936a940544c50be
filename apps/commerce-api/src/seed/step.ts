import type { Queryable } from '../db/database.js';

/** How the seed fills a fresh database. */
export interface SeedOptions {
  /**
   * The catalogue's size as a multiple of the default (1,560 products with 3,605 variants): 10 and
   * 100 make deterministic catalogues ten and a hundred times as large, for measuring how the
   * API's cost grows. Only a database whose catalogue is not seeded yet takes it.
   */
  catalogueScale?: number;
}

/** A named seed step: run once, in one transaction, and recorded in `seed_runs` by its name. */
export interface SeedStep {
  name: string;
  run(tx: Queryable, options: SeedOptions): Promise<void>;
}

/** Rows per statement of {@link bulk}: a scaled catalogue's millions of rows go in slices. */
const BULK_ROWS = 20_000;

/** Inserts many rows, a slice per statement: the rows travel as one JSON parameter. */
export async function bulk(tx: Queryable, sql: string, rows: readonly unknown[]): Promise<void> {
  for (let start = 0; start === 0 || start < rows.length; start += BULK_ROWS) {
    await tx.query(sql, [JSON.stringify(rows.slice(start, start + BULK_ROWS))]);
  }
}
