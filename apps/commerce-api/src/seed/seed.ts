import { CountryCodeSchema } from '@beauty/commerce-sdk/contract';
import type { Database } from '../db/database.js';
import { brandSeeds } from './brands.js';
import { defaultLayoutConfig } from './layouts.js';

const countries = CountryCodeSchema.options;

/** The seed's name in `seed_runs`: bump it when the seed changes shape. */
export const SEED_NAME = 'catalogue-v1';

/**
 * Fills an empty database with the deterministic demo data. Runs once: a second call finds its
 * `seed_runs` row and does nothing, and every insert skips rows that already exist.
 */
export async function seed(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [run] = await tx.query('SELECT name FROM seed_runs WHERE name = $1', [SEED_NAME]);
    if (run) return false;

    for (const brand of brandSeeds) {
      const soldIn = countries.filter((country) => !brand.notSoldIn?.includes(country));
      await tx.query(
        `INSERT INTO brands (slug, name, description, is_own_brand, countries)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (slug) DO NOTHING`,
        [brand.slug, brand.name, brand.description, brand.isOwnBrand ?? false, soldIn],
      );
    }
    for (const country of countries) {
      await tx.query(
        `INSERT INTO layouts (layout, country, config) VALUES ('default', $1, $2)
         ON CONFLICT (layout, country) DO NOTHING`,
        [country, JSON.stringify(defaultLayoutConfig)],
      );
    }
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [SEED_NAME]);
    return true;
  });
}
