// Faults: an instance killed (SIGKILL) during a burst of bag writes and order creations, on
// PostgreSQL and on PGlite; PostgreSQL restarted under load; a slow-client flood; flags tracking
// with 30 % of its requests failing, across page reloads.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { join } from 'node:path';
import { FlagsClient, type KeyValueStorage } from '@beauty/flags-sdk';
import pg from 'pg';
import { startShop, type ShopInstance } from './cluster.js';
import { atLeast, atMost, exactly, holds } from './figures.js';
import { cardToken, guest, mapLimit, orderBody, readyCheckout } from './flows.js';
import type { Harness } from './harness.js';
import { sleep } from './processes.js';
import type { Answer, Shopper } from './shopper.js';

const section = 'Faults';

/** A small deterministic random source (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Runs `query` on a database URL, one connection. */
async function query<Row>(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

interface Burst {
  shoppers: {
    shopper: Shopper;
    key: string;
    body: ReturnType<typeof orderBody>;
    answer?: Answer;
    lost: boolean;
  }[];
  variantId: number;
  stockBefore: number;
}

/**
 * Shoppers with a ready checkout each send bag writes and then their order to `instance`, all at
 * once; the instance is killed with SIGKILL `killAfterMs` into the burst and started again; every
 * order whose answer was lost is sent again with its idempotency key, as the shop's checkout does.
 */
async function killDuringBurst(
  instance: ShopInstance,
  count: number,
  variantId: number,
  readStock: () => Promise<number>,
): Promise<{ restarted: ShopInstance; burst: Burst }> {
  // Made ready a few at a time (preparing is not the burst).
  const shoppers = await mapLimit(
    Array.from({ length: count }, (_, index) => index),
    8,
    async () => {
      const shopper = guest(instance.url);
      const revision = await readyCheckout(shopper, variantId);
      const body = orderBody(revision, await cardToken(shopper));
      return {
        shopper,
        key: body.idempotencyKey,
        body,
        answer: undefined as Answer | undefined,
        lost: false,
      };
    },
  );
  const stockBefore = await readStock();
  // Spread over 2 s: when the instance dies, some orders are answered, some in flight, some unsent.
  const sends = shoppers.map(async (entry, index) => {
    await sleep((index * 2_000) / count);
    try {
      // A bag write (the same quantity again: the revision stays), then the order.
      await entry.shopper
        .call('POST', 'cart/samples', { body: { sampleIds: [] } })
        .catch(() => undefined);
      entry.answer = await entry.shopper.call('POST', 'orders', {
        body: entry.body,
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      entry.lost = true;
    }
  });
  // Killed once a third of the orders were answered (at most 10 s in): some acknowledged, most not.
  const killAt = Date.now() + 10_000;
  while (shoppers.filter((entry) => entry.answer).length < count / 3 && Date.now() < killAt)
    await sleep(20);
  await instance.process.kill();
  await Promise.all(sends);
  const restarted = await instance.restart();
  // As the shop's checkout does: the same key again until the order is answered ('still being
  // placed' means try again in a moment; an order its crashed placer never started is started
  // by a retry 30 s after it was placed).
  await mapLimit(shoppers, 10, async (entry) => {
    if (entry.answer && entry.answer.status < 500) return;
    entry.lost = true;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      entry.answer = await entry.shopper.call('POST', 'orders', { body: entry.body });
      const placing =
        entry.answer.status === 409 && entry.answer.text.includes('still being placed');
      if (entry.answer.status < 500 && !placing) return;
      await sleep(2_000);
    }
  });
  return { restarted, burst: { shoppers, variantId, stockBefore } };
}

/** The figures of a burst: nothing lost or doubled, every bag whole, stock conserved. */
async function burstFigures(
  engine: string,
  burst: Burst,
  /** The device's orders; `stuck`: its payment never started (its idempotency key answers 409). */
  ordersOf: (device: string) => Promise<{ id: number; stuck: boolean }[]>,
  stockNow: number,
) {
  let lostOrders = 0;
  let doubled = 0;
  let brokenBags = 0;
  let stuck = 0;
  let ordersPlaced = 0;
  for (const { shopper, answer } of burst.shoppers) {
    const device = shopper.jar.get('device-id')!;
    const orders = await ordersOf(device);
    ordersPlaced += orders.length;
    stuck += orders.filter((order) => order.stuck).length;
    if (orders.length > 1) doubled += 1;
    if (answer?.status === 200 && !orders.some((order) => order.id === answer.body.data.order.id))
      lostOrders += 1;
    const bag = await shopper.call('GET', 'cart');
    const lines = bag.body?.data?.lines as { quantity: number }[] | undefined;
    const whole =
      bag.status === 200 &&
      Array.isArray(lines) &&
      lines.every((line) => line.quantity >= 1 && line.quantity <= 6) &&
      // An order took the bag's lines in its own transaction: never both.
      (orders.length === 0 ? lines.length === 1 : lines.length === 0);
    if (!whole) brokenBags += 1;
  }
  const lost = burst.shoppers.filter((entry) => entry.lost).length;
  atLeast(
    section,
    `SIGKILL during a burst (${engine}): orders acknowledged before the kill`,
    burst.shoppers.length - lost,
    1,
  );
  atLeast(
    section,
    `SIGKILL during a burst (${engine}): order answers lost to the crash, then retried`,
    lost,
    1,
  );
  exactly(
    section,
    `SIGKILL during a burst (${engine}): orders whose payment never started (their key answers 'still being placed')`,
    stuck,
    0,
  );
  exactly(
    section,
    `SIGKILL during a burst (${engine}): acknowledged orders missing after restart`,
    lostOrders,
    0,
  );
  exactly(
    section,
    `SIGKILL during a burst (${engine}): shoppers with more than one order`,
    doubled,
    0,
  );
  exactly(
    section,
    `SIGKILL during a burst (${engine}): orders placed after the retries`,
    ordersPlaced,
    burst.shoppers.length,
  );
  exactly(
    section,
    `SIGKILL during a burst (${engine}): bags unreadable, out of bounds or not emptied by their order`,
    brokenBags,
    0,
  );
  exactly(
    section,
    `SIGKILL during a burst (${engine}): units unaccounted for (stock before − after − sold)`,
    burst.stockBefore - stockNow - ordersPlaced,
    0,
  );
}

async function sigkillPostgres(harness: Harness) {
  const { cluster, databaseUrl } = harness;
  const [variant] = await query<{ id: number }>(
    databaseUrl,
    `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
     WHERE v.purchase_limit IS NULL AND b.purchase_limit IS NULL AND o.price >= 20 ORDER BY v.id OFFSET 20 LIMIT 1`,
  );
  await query(
    databaseUrl,
    "UPDATE variant_offers SET stock = 10000 WHERE variant_id = $1 AND country = 'sg'",
    [variant!.id],
  );
  const readStock = async () =>
    (
      await query<{ stock: number }>(
        databaseUrl,
        "SELECT stock FROM variant_offers WHERE variant_id = $1 AND country = 'sg'",
        [variant!.id],
      )
    )[0]!.stock;
  const { restarted, burst } = await killDuringBurst(
    cluster.instances[0]!,
    harness.short ? 40 : 120,
    variant!.id,
    readStock,
  );
  cluster.instances[0] = restarted;
  holds(section, 'SIGKILL during a burst (PostgreSQL): the instance starts again', true);
  await burstFigures(
    'PostgreSQL',
    burst,
    (device) =>
      query<{ id: number; stuck: boolean }>(
        databaseUrl,
        'SELECT id, payment_started_at IS NULL AS stuck FROM orders WHERE device_id = $1',
        [device],
      ),
    await readStock(),
  );
}

async function sigkillPglite(harness: Harness) {
  const dataDir = join(harness.work, 'pglite');
  const settings = {
    name: 'shop on PGlite',
    port: await harness.port(),
    dataDir,
    signingSecret: harness.signingSecret,
  };
  let instance = await startShop(settings);
  // The PGlite instance's database is in its process: the shop's sandbox-free API is the way in.
  const api = (path: string) => `${instance.url}/api/web/v1/${path}`;
  const variants = (await (
    await fetch(api('variants?perPage=48&sort=bestselling'), {
      headers: { 'X-Site-Country': 'sg' },
    })
  ).json()) as {
    data: { id: number; stock?: number; inventory?: number; price?: unknown }[];
  };
  // A variant that can be bought 60 times: read its stock from the product data the API serves.
  let killed: { restarted: ShopInstance; burst: Burst } | undefined;
  for (const candidate of variants.data) {
    const shopper = guest(instance.url);
    const added = await shopper.call('POST', 'cart/line-items', {
      body: { variantId: candidate.id, quantity: 1 },
    });
    if (added.status !== 200) continue;
    const count = harness.short ? 20 : 60;
    const stockOf = async () => {
      const bag = await shopper.call('GET', 'cart');
      return Number(bag.body.data.lines[0]?.inventory ?? NaN);
    };
    if (!((await stockOf()) >= count)) continue;
    killed = await killDuringBurst(instance, count, candidate.id, stockOf);
    instance = killed.restarted;
    const stockNow = await stockOf();
    holds(section, 'SIGKILL during a burst (PGlite): the data folder opens again', true);
    // Orders of each device, read the way the shopper can: its bag is empty once its order exists.
    await burstFigures(
      'PGlite',
      killed.burst,
      async (device) => {
        const entry = killed!.burst.shoppers.find(
          (candidateEntry) => candidateEntry.shopper.jar.get('device-id') === device,
        )!;
        // Its idempotency key answers its order, once the restarted instance is free to.
        for (let attempt = 0; attempt < 8; attempt += 1) {
          const again = await entry.shopper.call('POST', 'orders', { body: entry.body });
          if (again.status === 200) return [{ id: again.body.data.order.id, stuck: false }];
          if (again.status === 409 && again.text.includes('still being placed')) {
            return [{ id: 0, stuck: true }];
          }
          if (again.status < 500) {
            throw new Error(
              `order of ${device} answered ${again.status} ${again.text.slice(0, 200)}`,
            );
          }
          await sleep(1_000);
        }
        return [];
      },
      stockNow,
    );
    break;
  }
  if (!killed) holds(section, 'SIGKILL during a burst (PGlite): a variant to buy was found', false);
  await instance.process.stop();
}

async function postgresRestart(harness: Harness) {
  const { cluster, postgres } = harness;
  const pids = cluster.instances.map((instance) => instance.process.child.pid);
  const results: { at: number; status: number; ms: number }[] = [];
  const started = Date.now();
  const downFor = harness.short ? 3_000 : 6_000;
  // The load runs before, during and for 6 s after the outage.
  let until = Infinity;
  const paths = ['brands', 'variants?perPage=12', 'cart/items-count', 'layouts'];
  const loop = async (index: number) => {
    const shopper = guest(cluster.instances[index % cluster.instances.length]!.url);
    let n = 0;
    while (Date.now() < until) {
      const sent = Date.now();
      try {
        const answer = await shopper.call('GET', paths[n++ % paths.length]!, {
          signal: AbortSignal.timeout(30_000),
        });
        results.push({ at: sent - started, status: answer.status, ms: Date.now() - sent });
      } catch {
        results.push({ at: sent - started, status: 0, ms: Date.now() - sent });
      }
      await sleep(50);
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, index) => loop(index)));
  await sleep(2_000);
  const downAt = Date.now() - started;
  await postgres.stopAsync();
  await sleep(downFor);
  await postgres.startAsync();
  const upAt = Date.now() - started;
  until = Date.now() + 6_000;
  await load;
  const during = results.filter((r) => r.at >= downAt && r.at < upAt);
  const firstSuccessAfter = results
    .filter((r) => r.at >= upAt && r.status === 200)
    .sort((x, y) => x.at - y.at)[0];
  const tail = results.filter((r) => r.at >= upAt + 3_000);
  exactly(
    section,
    'PostgreSQL restarted under load: 500 answers',
    results.filter((r) => r.status === 500).length,
    0,
  );
  exactly(
    section,
    'PostgreSQL restarted under load: answers other than 200 or 503 (or none)',
    results.filter((r) => r.status !== 200 && r.status !== 503).length,
    0,
  );
  atLeast(
    section,
    'PostgreSQL restarted under load: 503 answers while it was down',
    during.filter((r) => r.status === 503).length,
    1,
  );
  atMost(
    section,
    'PostgreSQL restarted under load: slowest answer, s',
    Math.round(Math.max(...results.map((r) => r.ms)) / 100) / 10,
    6,
  );
  atMost(
    section,
    'PostgreSQL back: seconds until requests succeed again, no API restart',
    firstSuccessAfter ? Math.round((firstSuccessAfter.at - upAt) / 100) / 10 : 99,
    5,
  );
  exactly(
    section,
    'PostgreSQL back: failed answers from 3 s after its restart',
    tail.filter((r) => r.status !== 200).length,
    0,
  );
  holds(
    section,
    'PostgreSQL back: the same instance processes served throughout',
    cluster.instances.every(
      (instance, i) =>
        instance.process.child.pid === pids[i] && instance.process.child.exitCode === null,
    ),
  );
}

async function slowClients(harness: Harness) {
  const { cluster } = harness;
  const targets = [new URL(cluster.url), new URL(cluster.instances[1]!.url)];
  const count = harness.short ? 200 : 500;
  const limitMs = 20_000;
  const started = Date.now();
  const closedAfter: number[] = [];
  const sockets = Array.from({ length: count }, (_, index) => {
    const target = targets[index % targets.length]!;
    const socket = connect(Number(target.port), '127.0.0.1');
    let connectedAt = Date.now();
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      connectedAt = Date.now();
      socket.write(`GET /api/web/v1/brands HTTP/1.1\r\nHost: ${target.host}\r\n`);
    });
    // A header line now and then, never the end of the headers.
    const drip = setInterval(
      () => socket.write(`X-Slow-${index}: ${randomBytes(2).toString('hex')}\r\n`),
      1_000,
    );
    // How long the server let it hold its socket, from the moment it was accepted.
    socket.on('close', () => {
      clearInterval(drip);
      closedAfter.push(Date.now() - connectedAt);
    });
    return { socket, drip };
  });
  // Meanwhile other shoppers: a request every 100 ms through nginx and to an instance directly.
  const latencies: number[] = [];
  let failures = 0;
  while (Date.now() - started < 14_000) {
    for (const target of targets) {
      const sent = performance.now();
      try {
        const answer = await fetch(`${target.origin}/api/web/v1/brands`, {
          headers: { 'X-Site-Country': 'sg' },
          signal: AbortSignal.timeout(10_000),
        });
        await answer.arrayBuffer();
        if (answer.status !== 200) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - sent);
    }
    await sleep(100);
  }
  while (closedAfter.length < count && Date.now() - started < limitMs) await sleep(200);
  for (const { socket, drip } of sockets) {
    clearInterval(drip);
    socket.destroy();
  }
  const cut = closedAfter.filter((ms) => ms < 15_000).length;
  latencies.sort((x, y) => x - y);
  exactly(
    section,
    `slow-client flood (${count} connections dripping headers): cut by the server within 15 s`,
    cut,
    count,
  );
  exactly(section, 'slow-client flood: other shoppers’ requests failed', failures, 0);
  atMost(
    section,
    'slow-client flood: other shoppers’ slowest answer, s',
    Math.round(latencies.at(-1)! / 100) / 10,
    2,
  );
}

/**
 * localStorage as the pages of one browser have it: kept across reloads, and written only by the
 * page that is open. `page()` is one page's view; after `unload()` that page writes nothing more,
 * as an unloaded page's script no longer runs (its last request may still reach the service).
 */
function browserStorage() {
  const items = new Map<string, string>();
  return {
    page(): { storage: KeyValueStorage; unload(): void } {
      let open = true;
      return {
        storage: {
          getItem: (key) => items.get(key) ?? null,
          setItem: (key, value) => {
            if (open) items.set(key, value);
          },
          removeItem: (key) => {
            if (open) items.delete(key);
          },
        },
        unload: () => {
          open = false;
        },
      };
    },
  };
}

type Fault = 'before sending' | 'answer lost' | undefined;
/** Twenty tracking requests: three fail before sending, three lose their answer. */
const faultDeck: readonly Fault[] = [
  ...Array<Fault>(3).fill('before sending'),
  ...Array<Fault>(3).fill('answer lost'),
  ...Array<Fault>(14).fill(undefined),
];

/** `items` in a random order: each sorted by a random key. */
function shuffled<Item>(items: readonly Item[], roll: () => number): Item[] {
  return items
    .map((item) => ({ item, key: roll() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

async function flagsTracking(harness: Harness) {
  const { cluster, databaseUrl, seed } = harness;
  const serviceUrl = `${cluster.url}/flags-service`;
  const configuration = await (await fetch(`${serviceUrl}/v3/beautyshop`)).json();
  const visitorCode = `reliability${seed}${randomBytes(3).toString('hex')}`;
  const browser = browserStorage();
  const roll = random(seed);
  let injected = 0;
  let attempts = 0;
  // 30 % of tracking requests fail: half never reach the service, half reach it and lose the answer.
  // Dealt from shuffled decks of 20 (3 + 3 failures) rather than rolled, so the rate is exact and
  // the first 15 requests include a failure: a lucky seed cannot leave the retries untested.
  const deck: Fault[] = [];
  const dice = random(seed ^ 0x5eed);
  const flaky: typeof fetch = async (input, init) => {
    if (String(input).includes('/visit/events')) {
      attempts += 1;
      if (deck.length === 0) deck.push(...shuffled(faultDeck, dice));
      const fault = deck.pop();
      if (fault === 'before sending') {
        injected += 1;
        throw new TypeError('fetch failed (injected before sending)');
      }
      if (fault === 'answer lost') {
        injected += 1;
        await (await fetch(input, init)).arrayBuffer();
        throw new TypeError('fetch failed (injected: the answer was lost)');
      }
    }
    return fetch(input, init);
  };
  const client = (fetchWith: typeof fetch, storage: KeyValueStorage) =>
    new FlagsClient({
      siteCode: 'beautyshop',
      serviceUrl,
      defaultConfiguration: configuration,
      fetch: fetchWith,
      storage,
      eventSource: null,
      cookies: null,
      random: roll,
      // The injected failures are expected: not logged.
      logger: { warn: () => undefined, error: () => undefined },
    });
  const reloads = harness.short ? 15 : 60;
  for (let page = 1; page <= reloads; page += 1) {
    const tab = browser.page();
    const flags = client(flaky, tab.storage);
    await flags.initialize().catch(() => undefined);
    // The shopper accepted cookies (the shop's configuration requires consent for page views).
    if (page === 1) flags.setLegalConsent(visitorCode, true);
    flags.addData(visitorCode, {
      type: 'pageView',
      url: `https://shop.example/page/${page}`,
      title: `Page ${page}`,
    });
    flags.trackConversion({ visitorCode, goalId: 301, revenue: page });
    const flushing = flags.flush({ visitorCode, instant: true }).catch(() => undefined);
    // A third of the pages wait for their tracking; the others are left mid-request.
    if (page % 3 === 0) await flushing;
    else await sleep(Math.floor(roll() * 20));
    flags.close();
    tab.unload();
  }
  await sleep(500);
  // The last page: the network is back.
  const last = client(fetch, browser.page().storage);
  await last.initialize();
  for (let round = 0; round < 3; round += 1) await last.flush({ visitorCode, instant: true });
  last.close();
  const lines = (
    await query<{ line: string }>(
      databaseUrl,
      'SELECT line FROM flags_tracking_lines WHERE line LIKE $1',
      [`%visitorCode=${visitorCode}%`],
    )
  ).map((row) => row.line);
  let lost = 0;
  let duplicated = 0;
  const missing: string[] = [];
  for (let page = 1; page <= reloads; page += 1) {
    const views = lines.filter(
      (line) => line.includes('eventType=page&') && line.includes(`page%2F${page}&`),
    ).length;
    const conversions = lines.filter(
      (line) => line.includes('eventType=conversion&') && line.includes(`&revenue=${page}&`),
    ).length;
    for (const [kind, seen] of [
      ['page view', views],
      ['conversion', conversions],
    ] as const) {
      if (seen === 0) {
        lost += 1;
        missing.push(`${kind} of page ${page}`);
      }
      if (seen > 1) duplicated += 1;
    }
  }
  atLeast(
    section,
    `flags tracking, ${reloads} page loads at 30 % injected failure: failures injected (of ${attempts} requests)`,
    injected,
    1,
  );
  exactly(
    section,
    'flags tracking at 30 % failure, across reloads: page views and conversions lost',
    lost,
    0,
    `${missing.slice(0, 6).join(', ')}; ${lines.length} lines received, e.g. ${lines.slice(0, 3).join(' | ')}`,
  );
  exactly(section, 'flags tracking at 30 % failure, across reloads: duplicated', duplicated, 0);
}

export async function faults(harness: Harness): Promise<void> {
  console.log('\n4. Faults');
  const only = process.env.RELIABILITY_FAULTS?.split(',');
  const steps: [string, (harness: Harness) => Promise<void>][] = [
    ['sigkill-postgres', sigkillPostgres],
    ['postgres-restart', postgresRestart],
    ['slow-clients', slowClients],
    ['flags', flagsTracking],
    // PGlite's first start seeds the whole catalogue (half a minute): the full run only.
    ...(harness.short ? [] : [['sigkill-pglite', sigkillPglite] as [string, typeof sigkillPglite]]),
  ];
  for (const [name, step] of steps) if (!only || only.includes(name)) await step(harness);
}
