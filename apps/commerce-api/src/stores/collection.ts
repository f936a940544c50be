import type { CollectionStore, CountryCode } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { CLICK_AND_COLLECT } from './routes.js';

/** The country's stores offering click and collect, by name: the checkout's store picker. */
export async function loadCollectionStores(
  db: Queryable,
  country: CountryCode,
): Promise<CollectionStore[]> {
  const rows = await db.query<{
    id: number;
    slug: string;
    name: string;
    address: string;
    city: string;
  }>(
    `SELECT id, slug, name, address, city FROM stores
     WHERE country = $1 AND $2 = ANY(services) ORDER BY name, id`,
    [country, CLICK_AND_COLLECT],
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: { line1: row.address, city: row.city, postalCode: '', country },
  }));
}
