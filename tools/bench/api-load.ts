// Load benchmark of the reference API's listing and search over the seeded catalogue, of the
// checkout read and order creation, and of a booking's available slots and reservation creation,
// on embedded PGlite and on PostgreSQL: requests per second and p50/p99 latency, with a trivial
// endpoint (layouts) run in the same process as the baseline. Loopback only; every run is bounded
// in time (order and reservation creation by their numbers).
//   npm run bench:api [-- --seconds 5 --connections 10 --orders 200 --bookings 200]
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import {
  createCommerceApi,
  prepareDatabase,
  type CommerceApiOptions,
  type Database,
} from '@beauty/commerce-api';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
// @ts-expect-error: a plain workspace script without type declarations
import { ensurePostgres } from '../postgres.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    orders: { type: 'string', default: '200' },
    bookings: { type: 'string', default: '200' },
  },
});
const seconds = Math.min(60, Number(values.seconds));
const connections = Math.min(100, Number(values.connections));
const orderCount = Math.min(2_000, Number(values.orders));
const bookingCount = Math.min(2_000, Number(values.bookings));

/**
 * The payment provider answers at once: order creation measures placing the order (the bag rules
 * checked again, stock reserved, the order written, the bag emptied), not the provider.
 */
const instantPayments: NonNullable<CommerceApiOptions['paymentGateway']> = {
  start: async () => ({
    status: 'payment_pending',
    redirectUrl: null,
    instructions: null,
    providerReference: null,
  }),
};

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

/** A shopper's checkout ready to place: one item in the bag, every choice made. */
async function readyCheckout(base: string, device: string, variantId: number): Promise<string> {
  const headers = {
    'content-type': 'application/json',
    'x-site-country': 'sg',
    cookie: `device-id=${device}`,
  };
  const send = async (path: string, method: string, body?: unknown) => {
    const response = await fetch(`${base}/api/web/v1/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { revision: string } }).data;
  };
  await send('cart/line-items/', 'POST', { variantId, quantity: 1 });
  const { revision } = await send('checkout-cart/', 'GET');
  const checkout = await send('checkout-cart/', 'PUT', {
    revision,
    recipient: {
      fullName: 'Bench Shopper',
      email: 'bench@example.com',
      phone: { callingCode: '+65', number: '91234567' },
      registrationNumber: null,
    },
    shippingAddress: {
      line1: '1 Orchard Road',
      city: 'Singapore',
      postalCode: '238801',
      country: 'sg',
    },
    deliveryOptionId: 'standard',
    collectionStoreId: null,
    paymentMethodId: 'card',
    useCredits: false,
  });
  return checkout.revision;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Sends the prepared requests `connections` at a time: their rate and latencies. */
async function measureCreation(
  name: string,
  requests: { url: string; init: RequestInit }[],
): Promise<Row> {
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { url, init } = requests[next++]!;
      const sent = performance.now();
      const response = await fetch(url, init);
      const text = await response.text();
      if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

/**
 * Order creation: each order needs a bag of its own, so the shoppers' checkouts are made ready
 * first (not timed), then their orders are placed `connections` at a time.
 */
async function measureOrderCreation(db: Database, base: string): Promise<Row> {
  const [variant] = await db.query<{ id: number }>(
    `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
     WHERE v.purchase_limit IS NULL AND o.stock > 0 ORDER BY v.id LIMIT 1`,
  );
  await db.query(
    `UPDATE variant_offers SET stock = stock + $2 WHERE variant_id = $1 AND country = 'sg'`,
    [variant!.id, orderCount],
  );
  const shoppers: { device: string; revision: string }[] = [];
  for (let index = 0; index < orderCount; index++) {
    const device = `bench-${randomBytes(12).toString('hex')}`;
    shoppers.push({ device, revision: await readyCheckout(base, device, variant!.id) });
  }
  return measureCreation(
    'orders: create',
    shoppers.map(({ device, revision }) => ({
      url: `${base}/api/web/v1/orders`,
      init: {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-site-country': 'sg',
          cookie: `device-id=${device}`,
        },
        body: JSON.stringify({ idempotencyKey: randomBytes(16).toString('hex'), revision }),
      },
    })),
  );
}

/** The skin consultation of Singapore: its id, its stores and the answer its form requires. */
async function consultation(db: Database) {
  const [activity] = await db.query<{ id: number }>(
    `SELECT id FROM activities WHERE country = 'sg' AND slug = 'skin-consultation'`,
  );
  const stores = await db.query<{ store_id: number }>(
    'SELECT store_id FROM activity_schedules WHERE activity_id = $1 ORDER BY store_id',
    [activity!.id],
  );
  const [question] = await db.query<{ id: number; option: string }>(
    `SELECT id, options->'en'->>0 AS option FROM booking_questions
     WHERE activity_id = $1 AND required ORDER BY position LIMIT 1`,
    [activity!.id],
  );
  return { id: activity!.id, storeIds: stores.map((row) => row.store_id), question: question! };
}

/** Tomorrow in Singapore, where the bench books. */
const tomorrowInSingapore = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(
    new Date(Date.now() + 86_400_000),
  );

/**
 * Reservation creation: free places of the skin consultation are read first (not timed), one
 * request per place, then booked `connections` at a time (bookings at one store take turns).
 */
async function measureReservationCreation(db: Database, base: string): Promise<Row> {
  const { id, storeIds, question } = await consultation(db);
  const places: { storeId: number; startsAt: string }[] = [];
  for (
    let day = tomorrowInSingapore(), tries = 0;
    places.length < bookingCount && tries < 60;
    tries++
  ) {
    for (const storeId of storeIds) {
      const response = await fetch(
        `${base}/api/web/v1/booking-service/time-slots/${id}?storeId=${storeId}&date=${day}`,
        { headers: { 'x-site-country': 'sg' } },
      );
      const { data } = (await response.json()) as {
        data: { slots: { startsAt: string; remainingCapacity: number }[] };
      };
      for (const slot of data.slots) {
        for (let place = 0; place < slot.remainingCapacity; place++) {
          places.push({ storeId, startsAt: slot.startsAt });
        }
      }
    }
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return measureCreation(
    'reservations: create',
    places.slice(0, bookingCount).map(({ storeId, startsAt }) => ({
      url: `${base}/api/web/v1/reservation-service/create`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-site-country': 'sg' },
        body: JSON.stringify({
          activityId: id,
          storeId,
          startsAt,
          artistId: null,
          fullName: 'Bench Shopper',
          email: 'bench@example.com',
          phone: { callingCode: '+65', number: '91234567' },
          answers: [{ questionId: question.id, value: question.option }],
        }),
      },
    })),
  );
}

const scenarios: [string, string][] = [
  ['baseline: layouts', '/api/web/v1/layouts'],
  ['listing: bestselling', '/api/web/v1/variants?perPage=24&sort=bestselling'],
  [
    'listing: category + price',
    '/api/web/v1/variants?perPage=24&categories=makeup&priceMax=60&sort=price_asc',
  ],
  ['facets: brand', '/api/web/v1/products/filters?brands=dior'],
  ['search: foundation', '/api/web/v1/search?q=foundation&perPage=24'],
  ['search: Thai', `/api/web/v1/search?q=${encodeURIComponent('กันแดด')}&perPage=24`],
];

async function measure(db: Database) {
  // The routes measured sign nobody in: any secret will do.
  const api = createCommerceApi({
    db,
    signingSecret: randomBytes(32).toString('base64url'),
    paymentGateway: instantPayments,
  });
  const server = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const rows: Row[] = [];
  // The checkout read: one shopper's ready checkout, priced again on every read.
  const reader = `bench-${randomBytes(12).toString('hex')}`;
  const [item] = await db.query<{ id: number }>(
    `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
     WHERE v.purchase_limit IS NULL AND o.stock > 0 ORDER BY v.id DESC LIMIT 1`,
  );
  await readyCheckout(base, reader, item!.id);
  // Available slots: two weeks of Singapore's skin consultation at its flagship store.
  const consulted = await consultation(db);
  const runs: [string, string, Record<string, string>][] = [
    ...scenarios.map(([name, path]): [string, string, Record<string, string>] => [
      name,
      path,
      { 'x-site-country': path.includes('%E0%B8') ? 'th' : 'sg' },
    ]),
    [
      'checkout: read',
      '/api/web/v1/checkout-cart',
      { 'x-site-country': 'sg', cookie: `device-id=${reader}` },
    ],
    [
      'booking: available slots',
      `/api/web/v1/booking-service/available-slots/${consulted.id}?storeId=${consulted.storeIds[0]}&date=${tomorrowInSingapore()}`,
      { 'x-site-country': 'sg' },
    ],
  ];
  for (const [name, path, headers] of runs) {
    const result = await autocannon({
      url: `${base}${path}`,
      connections,
      duration: seconds,
      headers,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
    });
  }
  rows.push(await measureOrderCreation(db, base));
  rows.push(await measureReservationCreation(db, base));
  // Requests cut off when a run ends may still be running: let them finish before the database closes.
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 500));
  return rows;
}

function print(engine: string, rows: Row[]) {
  const baseline = rows[0]!.rps;
  console.log(
    `\n${engine} (${connections} connections, ${seconds} s each; ${orderCount} orders and ${bookingCount} reservations created)`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(5)} ms   p99 ${String(row.p99).padStart(5)} ms   ×${(row.rps / baseline).toFixed(2)} of baseline`,
    );
  }
}

const pglite = await prepareDatabase();
print('PGlite (embedded)', await measure(pglite));
await pglite.close();

const adminUrl = (ensurePostgres as (options?: { install?: boolean }) => string)();
const name = `beauty_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
try {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = await prepareDatabase({ databaseUrl: url.toString() });
  print('PostgreSQL', await measure(postgres));
  await postgres.close();
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
