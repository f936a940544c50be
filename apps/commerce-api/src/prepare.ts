import { openDatabase, type Database, type OpenDatabaseOptions } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seed } from './seed/seed.js';
import type { SeedOptions } from './seed/step.js';

/** Opens the database, applies pending migrations and seeds it on first run. */
export async function prepareDatabase(
  options: OpenDatabaseOptions & SeedOptions = {},
): Promise<Database> {
  const db = await openDatabase(options);
  try {
    await migrate(db);
    await seed(db, { catalogueScale: options.catalogueScale });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
