// Load benchmark of the reference API on embedded PGlite and on PostgreSQL: the catalogue's routes
// (brands, categories, listing, facets, search with its typo fallback, the search dropdown, the
// product page), the bag and checkout reads, order creation, a booking's available slots and
// reservation creation. Requests per second and p50/p99 latency, with a trivial database route
// (popular queries) measured in the same process as the baseline of the ratios. Optionally at
// several catalogue sizes (`--scales 1,10,100`, the seed's `catalogueScale`), to show how the cost
// grows. Prints a table and writes the same figures as JSON (`--json`, by default
// `.bench/api-load-<time>.json`). Loopback only; every run is bounded in time (order and
// reservation creation by their numbers).
// Each catalogue route is measured twice: no answer kept, every request running its listing, facet
// and search statements (`queried`, the catalogue's own speed; the product tiles and a search
// text's matches, scores and names are still read once per catalogue version), and with anonymous
// answers kept in the process (`kept`, as served).
//   npm run bench:api [-- --seconds 5 --connections 10 --orders 200 --bookings 200
//                         --scales 1,10,100 --engines pglite,postgres --answers queried,kept
//                         --json out.json]
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createCommerceApi,
  prepareDatabase,
  type CommerceApiOptions,
  type Database,
} from '@beauty/commerce-api';
import type { OrderCreateBody } from '@beauty/commerce-sdk/contract';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensurePostgres } from '../postgres.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    orders: { type: 'string', default: '200' },
    bookings: { type: 'string', default: '200' },
    scales: { type: 'string', default: '1' },
    engines: { type: 'string', default: 'pglite,postgres' },
    answers: { type: 'string', default: 'queried,kept' },
    json: { type: 'string' },
  },
});
const seconds = Math.min(60, Number(values.seconds));
const connections = Math.min(100, Number(values.connections));
const orderCount = Math.min(2_000, Number(values.orders));
const bookingCount = Math.min(2_000, Number(values.bookings));
const scales = values.scales.split(',').map(Number);
if (scales.some((scale) => !Number.isInteger(scale) || scale < 1 || scale > 100))
  throw new Error('--scales: whole numbers from 1 to 100, e.g. 1,10,100');
const engines = values.engines.split(',');
/** `queried`: no answer kept, each request runs its statements; `kept`: anonymous answers kept. */
const keptModes = values.answers.split(',').map((mode) => mode === 'kept');
const jsonPath =
  values.json ?? `.bench/api-load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;

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
  /** The untimed first request's milliseconds (what a route reads once per catalogue version). */
  first?: number;
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
  // The first failure stops every worker, and all have stopped before the database is closed.
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < requests.length) {
      const { url, init } = requests[next++]!;
      const sent = performance.now();
      try {
        const response = await fetch(url, init);
        const text = await response.text();
        if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
      } catch (error) {
        failure ??= error;
        return;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  if (failure !== undefined) throw failure;
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
        body: JSON.stringify({
          idempotencyKey: randomBytes(16).toString('hex'),
          revision,
          // A guest's compulsory consents, no marketing: without them the order is refused.
          consents: {
            dataCollection: true,
            thirdPartyDisclosure: true,
            over14: true,
            marketing: false,
          },
        } satisfies OrderCreateBody),
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

/** GET routes measured with autocannon, each answering the same request again and again. */
interface Scenario {
  name: string;
  path: string;
  country?: string;
  language?: string;
  /** Headers of a shopper (a device with a bag), set when the scenario is prepared. */
  device?: boolean;
}

/** Untimed requests of each route after its first, before it is timed. */
const WARM_REQUESTS = 300;

/** The baseline: a trivial database route (one indexed read of a few rows). */
const BASELINE = 'baseline: popular queries';

function catalogueScenarios(productSlug: string): Scenario[] {
  return [
    { name: BASELINE, path: '/api/web/v1/search/popular-queries' },
    { name: 'brands', path: '/api/web/v1/brands' },
    { name: 'categories', path: '/api/web/v1/categories', language: 'th' },
    { name: 'listing: newest, page 3', path: '/api/web/v1/variants?perPage=24&sort=newest&page=3' },
    {
      name: 'listing: brand, rating',
      path: '/api/web/v1/variants?perPage=24&brands=dior&sort=rating',
    },
    { name: 'listing: bestselling', path: '/api/web/v1/variants?perPage=24&sort=bestselling' },
    {
      name: 'listing: category + price',
      path: '/api/web/v1/variants?perPage=24&categories=makeup&priceMax=60&sort=price_asc',
    },
    { name: 'facets: skincare', path: '/api/web/v1/products/filters?categories=skincare' },
    { name: 'facets: q=cream', path: '/api/web/v1/products/filters?q=cream' },
    { name: 'facets: brand', path: '/api/web/v1/products/filters?brands=dior' },
    { name: 'search: serum', path: '/api/web/v1/search?q=serum&perPage=24' },
    { name: 'search: typo', path: '/api/web/v1/search?q=mascra&perPage=24' },
    {
      name: 'search: Thai',
      path: `/api/web/v1/search?q=${encodeURIComponent('กันแดด')}&perPage=24`,
      country: 'th',
      language: 'th',
    },
    {
      name: 'search dropdown',
      path: '/api/web/v1/components/search-input-dropdown?q=lip&limit=5',
    },
    { name: 'product page', path: `/api/web/v1/products/${productSlug}` },
    { name: 'bag: read', path: '/api/web/v1/cart/', device: true },
    { name: 'checkout: read', path: '/api/web/v1/checkout-cart', device: true },
  ];
}

/**
 * Measures every scenario on one app over the database. `kept`: anonymous catalogue and content
 * answers are kept in the process (as served); without, every request runs its queries, which
 * is what the catalogue's own speed is (the bag, checkout, booking and creation scenarios are
 * never kept, so they run only then).
 */
async function measure(db: Database, kept: boolean): Promise<Row[]> {
  // The routes measured sign nobody in: any secret will do.
  const api = createCommerceApi({
    db,
    signingSecret: randomBytes(32).toString('base64url'),
    paymentGateway: instantPayments,
    keepSharedAnswers: kept,
  });
  // Requests still running when a scenario's time is up are waited for before the next one
  // starts: on the single-threaded engine they would otherwise be timed as the next scenario's.
  let running = 0;
  const server = serve({
    fetch: async (request) => {
      running++;
      try {
        return await api.fetch(request);
      } finally {
        running--;
      }
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  const drained = async () => {
    while (running > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const rows: Row[] = [];
  // The bag and checkout reads: one shopper's ready checkout, priced again on every read.
  const reader = `bench-${randomBytes(12).toString('hex')}`;
  const [item] = await db.query<{ id: number }>(
    `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
     WHERE v.purchase_limit IS NULL AND o.stock > 0 ORDER BY v.id DESC LIMIT 1`,
  );
  await readyCheckout(base, reader, item!.id);
  const [product] = await db.query<{ slug: string }>(
    `SELECT p.slug FROM products p JOIN variants v ON v.product_id = p.id
     JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' ORDER BY p.id LIMIT 1`,
  );
  // Available slots: two weeks of Singapore's skin consultation at its flagship store.
  const consulted = await consultation(db);
  const runs: Scenario[] = kept
    ? catalogueScenarios(product!.slug).filter((run) => !run.device)
    : [
        ...catalogueScenarios(product!.slug),
        {
          name: 'booking: available slots',
          path: `/api/web/v1/booking-service/available-slots/${consulted.id}?storeId=${consulted.storeIds[0]}&date=${tomorrowInSingapore()}`,
        },
      ];
  for (const run of runs) {
    const headers = {
      'x-site-country': run.country ?? 'sg',
      'accept-language': run.language ?? 'en',
      ...(run.device && { cookie: `device-id=${reader}` }),
    };
    // One request first: what a route reads once per catalogue version (a country's listing rows,
    // a text's matches) is read then, as the first shopper after a change would, and not timed.
    const started = performance.now();
    await (await fetch(`${base}${run.path}`, { headers })).arrayBuffer();
    const first = Math.round(performance.now() - started);
    // Then a few hundred untimed requests: the engine compiles the route's code hot before it is
    // timed, so whichever catalogue size is measured first is not timed partly interpreted.
    await autocannon({ url: `${base}${run.path}`, connections, amount: WARM_REQUESTS, headers });
    await drained();
    const result = await autocannon({
      url: `${base}${run.path}`,
      connections,
      duration: seconds,
      headers,
    });
    await drained();
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${run.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push({
      name: run.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      first,
    });
  }
  if (!kept) {
    rows.push(await measureOrderCreation(db, base));
    rows.push(await measureReservationCreation(db, base));
  }
  // Requests cut off when a run ends may still be running: let them finish before the database closes.
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 500));
  return rows;
}

interface Run {
  engine: 'pglite' | 'postgres';
  scale: number;
  /** Whether anonymous answers were kept in the process. */
  kept: boolean;
  rows: (Row & { ofBaseline: number })[];
}

function print(run: Run) {
  console.log(
    `\n${run.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}, catalogue ×${run.scale}, ${run.kept ? 'answers kept in the process' : 'no answer kept'} (${connections} connections, ${seconds} s each${run.kept ? '' : `; ${orderCount} orders and ${bookingCount} reservations created`})`,
  );
  for (const row of run.rows) {
    console.log(
      `  ${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(5)} ms   p99 ${String(row.p99).padStart(5)} ms   ×${row.ofBaseline.toFixed(2)} of baseline${row.first === undefined ? '' : `   first ${row.first} ms`}`,
    );
  }
}

/** Measures one engine at one catalogue scale; the ratios are to the baseline of this same run. */
async function benchmark(engine: Run['engine'], scale: number, db: Database): Promise<Run[]> {
  const runs: Run[] = [];
  for (const kept of keptModes) {
    const rows = await measure(db, kept);
    const baseline = rows.find((row) => row.name === BASELINE)!.rps;
    const run: Run = {
      engine,
      scale,
      kept,
      rows: rows.map((row) => ({ ...row, ofBaseline: Number((row.rps / baseline).toFixed(3)) })),
    };
    print(run);
    runs.push(run);
  }
  return runs;
}

/**
 * Drops the bench's database, ending its connections (the pools' ends are expected). An
 * autovacuum worker still on it makes a non-superuser's FORCE fail (insufficient privilege) until
 * it is done: try again.
 */
async function dropDatabase(admin: pg.Client, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt === 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** A throwaway PostgreSQL database of the bench, dropped again whatever happens. */
async function withPostgresDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const adminUrl = ensurePostgres();
  const name = `beauty_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  // Dropping the database ends the pool's connections from the server's side: that is expected.
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await dropDatabase(admin, name);
    await admin.end();
  }
}

/** p50 and p99 of each route at each catalogue size, and how much p99 grew from the smallest. */
function printGrowth(all: Run[]) {
  for (const [engine, kept] of [
    ['pglite', false],
    ['postgres', false],
    ['pglite', true],
    ['postgres', true],
  ] as const) {
    const mine = all.filter((run) => run.engine === engine && run.kept === kept);
    if (mine.length < 2) continue;
    console.log(
      `\n${engine}: p50 / p99 ms by catalogue size, p99 growth from ×${mine[0]!.scale}, and the untimed first request`,
    );
    console.log(
      `  ${''.padEnd(28)} ${mine.map((run) => `×${run.scale}`.padStart(14)).join('')}   growth`,
    );
    for (const { name } of mine[0]!.rows) {
      const cells = mine.map((run) => run.rows.find((row) => row.name === name)!);
      const growth = cells.at(-1)!.p99 / Math.max(1, cells[0]!.p99);
      const first = cells.map((row) => row.first ?? '–').join(' / ');
      console.log(
        `  ${name.padEnd(28)} ${cells.map((row) => `${row.p50} / ${row.p99}`.padStart(14)).join('')}   ×${growth.toFixed(1)}   first ${first} ms`,
      );
    }
  }
}

const runs: Run[] = [];
/** Engines and sizes that could not be measured (a catalogue too large for the engine's memory). */
const failures: { engine: string; scale: number; error: string }[] = [];
/** Writes what is measured so far: a run that dies later still leaves its figures. */
const save = async () => {
  await mkdir(dirname(jsonPath), { recursive: true });
  await writeFile(
    jsonPath,
    `${JSON.stringify({ date: new Date().toISOString(), seconds, connections, runs, failures }, null, 2)}\n`,
  );
};
const attempt = async (engine: Run['engine'], scale: number, work: () => Promise<void>) => {
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${engine} at ×${scale} not measured: ${message}`);
    failures.push({ engine, scale, error: message });
  }
  await save();
};
for (const scale of scales) {
  if (engines.includes('pglite'))
    await attempt('pglite', scale, async () => {
      const pglite = await prepareDatabase({ catalogueScale: scale });
      try {
        runs.push(...(await benchmark('pglite', scale, pglite)));
      } finally {
        await pglite.close();
      }
    });
  if (engines.includes('postgres'))
    await attempt('postgres', scale, () =>
      withPostgresDatabase(async (url) => {
        const postgres = await prepareDatabase({ databaseUrl: url, catalogueScale: scale });
        try {
          runs.push(...(await benchmark('postgres', scale, postgres)));
        } finally {
          await postgres.close();
        }
      }),
    );
}
if (scales.length > 1) printGrowth(runs);

console.log(`\nResults written to ${jsonPath}`);
// Requests a slow run left behind may still hold sockets or timers: the figures are written, stop.
process.exit(failures.length > 0 ? 1 : 0);
