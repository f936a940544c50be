import { COUNTRY_CODES, countries } from '@beauty/i18n';
import type { Queryable } from '../../db/database.js';
import { bulk } from '../../seed/step.js';
import { storeSeeds } from './stores.js';

/** The stores (step `stores-and-content-v1`, first). */
export async function stores(tx: Queryable): Promise<void> {
  await bulk(
    tx,
    `INSERT INTO stores (slug, country, name, address, city, latitude, longitude, phone, services, opening_hours)
     SELECT slug, country, name, address, city, latitude, longitude, phone, services,
       jsonb_build_object('mon', hours, 'tue', hours, 'wed', hours, 'thu', hours, 'fri', hours, 'sat', hours, 'sun', hours)
     FROM jsonb_to_recordset($1::jsonb) AS s(slug text, country text, name text, address text, city text,
       latitude double precision, longitude double precision, phone text, services text[], hours text)
     ON CONFLICT (slug) DO NOTHING`,
    storeSeeds,
  );
}

/**
 * Each store's time zone, its country's (step `booking-v1`, first): bookings are made in store
 * time.
 */
export async function timeZones(tx: Queryable): Promise<void> {
  for (const code of COUNTRY_CODES) {
    await tx.query('UPDATE stores SET time_zone = $1 WHERE country = $2 AND time_zone IS NULL', [
      countries[code].timeZone,
      code,
    ]);
  }
}
