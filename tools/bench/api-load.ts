// Load benchmark of the reference API's listing and search over the seeded catalogue, on embedded
// PGlite and on PostgreSQL: requests per second and p99 latency, with a trivial endpoint (layouts)
// run in the same process as the baseline. Loopback only; every run is bounded in time.
//   npm run bench:api [-- --seconds 5 --connections 10]
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createCommerceApi, prepareDatabase, type Database } from '@beauty/commerce-api';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
// @ts-expect-error: a plain workspace script without type declarations
import { ensurePostgres } from '../postgres.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const seconds = Math.min(60, Number(values.seconds));
const connections = Math.min(100, Number(values.connections));

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
  const api = createCommerceApi({ db, signingSecret: randomBytes(32).toString('base64url') });
  const server = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const rows: { name: string; rps: number; p99: number }[] = [];
  for (const [name, path] of scenarios) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections,
      duration: seconds,
      headers: { 'x-site-country': path.includes('%E0%B8') ? 'th' : 'sg' },
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push({ name, rps: result.requests.average, p99: result.latency.p99 });
  }
  // Requests cut off when a run ends may still be running: let them finish before the database closes.
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 500));
  return rows;
}

function print(engine: string, rows: { name: string; rps: number; p99: number }[]) {
  const baseline = rows[0]!.rps;
  console.log(`\n${engine} (${connections} connections, ${seconds} s each)`);
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(7)} req/s   p99 ${String(row.p99).padStart(5)} ms   ×${(row.rps / baseline).toFixed(2)} of baseline`,
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
