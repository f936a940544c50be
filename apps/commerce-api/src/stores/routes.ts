import { storeLocationsList, type StoreLocation } from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { SqlParams } from '../db/sql-params.js';
import type { Database } from '../db/database.js';
import { mount } from '../http/route.js';

interface StoreRow {
  id: number;
  slug: string;
  country: StoreLocation['country'];
  name: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  phone: string;
  services: string[];
  opening_hours: Record<'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat', string>;
  distance_km: number | null;
}

const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** The service slug of stores where shoppers collect click-and-collect orders. */
export const CLICK_AND_COLLECT = 'click-and-collect';

function toStore(row: StoreRow): StoreLocation {
  const [callingCode = '', ...rest] = row.phone.split(' ');
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    country: row.country,
    address: { line1: row.address, city: row.city, postalCode: '', country: row.country },
    coordinates: { lat: row.latitude, lng: row.longitude },
    phone: /^\+\d{1,4}$/.test(callingCode) ? { callingCode, number: rest.join('') } : null,
    openingHours: weekdays.map((day, index) => {
      const [opens = null, closes = null] = row.opening_hours[day]?.split('-') ?? [];
      return { day: index as 0 | 1 | 2 | 3 | 4 | 5 | 6, opens, closes };
    }),
    services: row.services.filter((service) => service !== CLICK_AND_COLLECT),
    clickAndCollect: row.services.includes(CLICK_AND_COLLECT),
    image: null,
    ...(row.distance_km !== null && { distanceKm: Math.round(row.distance_km * 10) / 10 }),
  };
}

/** The store finder: the country's stores, by slug, text, service, or nearest first. */
export function storeRoutes(db: Database) {
  const app = new Hono();
  mount(app, storeLocationsList, async ({ query, country }) => {
    const params = new SqlParams();
    const conditions = [`country = ${params.add(country)}`];
    if (query.slug) conditions.push(`slug = ${params.add(query.slug)}`);
    if (query.q) {
      const term = params.add(query.q);
      conditions.push(
        `lower(unaccent(name || ' ' || address || ' ' || city)) LIKE '%' || lower(unaccent(${term})) || '%'`,
      );
    }
    if (query.service) conditions.push(`${params.add(query.service)} = ANY(services)`);
    if (query.clickAndCollect !== undefined) {
      conditions.push(
        `${query.clickAndCollect ? '' : 'NOT '}'${CLICK_AND_COLLECT}' = ANY(services)`,
      );
    }
    const near = query.lat !== undefined && query.lng !== undefined;
    // Great-circle distance (haversine), in kilometres.
    const distance = near
      ? `6371 * 2 * asin(sqrt(power(sin(radians(latitude - ${params.add(query.lat)}) / 2), 2)
           + cos(radians(${params.add(query.lat)})) * cos(radians(latitude))
           * power(sin(radians(longitude - ${params.add(query.lng)}) / 2), 2)))`
      : 'NULL::float';
    const rows = await db.query<StoreRow>(
      `SELECT id, slug, country, name, address, city, latitude, longitude, phone, services, opening_hours,
              ${distance} AS distance_km
       FROM stores WHERE ${conditions.join(' AND ')}
       ORDER BY ${near ? 'distance_km' : 'name'}, id`,
      params.values,
    );
    return { data: rows.map(toStore), meta: { total: rows.length } };
  });
  return app;
}
