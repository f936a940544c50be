// Load benchmark of the shop's server-rendered pages, on the production server as `npm start` runs
// it (embedded PGlite; the build must exist: `npx nx build storefront`). An anonymous visitor's
// home, listing, product and search pages: kept by the server's page cache (the same page again,
// as the next visitors of a page get it) and rendered (every request a query string of its own, so
// none is kept: the first visitor of a page after a change). Requests per second and p50/p99
// latency, with the trivial API route (popular queries) measured on the same server in the same run
// as the baseline of the ratios. Requests ask for compressed answers, as browsers do. Prints a
// table and writes the same figures as JSON (`--json`, by default `.bench/pages-load-<time>.json`).
//   npm run bench:pages [-- --seconds 5 --connections 10 --json out.json]
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { discoverPages, withShop } from '../perf/shop.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    json: { type: 'string' },
  },
});
const seconds = Math.min(60, Number(values.seconds));
const connections = Math.min(100, Number(values.connections));
const jsonPath =
  values.json ?? `.bench/pages-load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;

/** An anonymous returning visitor in Singapore who answered the cookie question. */
const VISITOR_HEADERS = {
  cookie: 'locale=sg; consent=granted; kameleoonVisitorCode=benchvisitor0001',
  'accept-encoding': 'gzip, deflate, br',
};

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ofBaseline: number;
}

/** The pages measured: the catalogue's, which the server keeps for anonymous visitors. */
const CATALOGUE_PAGES = ['home', 'listing', 'product', 'search'];

async function load(url: string, fresh: boolean) {
  let sent = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: VISITOR_HEADERS,
    // A query string no visitor sent before: the page is rendered, not kept.
    ...(fresh && {
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            const path = new URL(url);
            path.searchParams.set('bench', String(sent++));
            return { ...request, path: `${path.pathname}${path.search}` };
          },
        },
      ],
    }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

await withShop(async (baseUrl) => {
  const pages = (await discoverPages(baseUrl)).filter(([name]) => CATALOGUE_PAGES.includes(name));
  const measured: Omit<Row, 'ofBaseline'>[] = [];
  measured.push({
    name: 'baseline: popular queries',
    ...(await load(`${baseUrl}/api/web/v1/search/popular-queries`, false)),
  });
  for (const fresh of [false, true]) {
    for (const [name, path] of pages) {
      measured.push({
        name: `${name} ${fresh ? 'rendered' : 'kept'}`,
        ...(await load(`${baseUrl}${path}`, fresh)),
      });
    }
  }
  const baseline = measured[0]!.rps;
  const rows: Row[] = measured.map((row) => ({
    ...row,
    ofBaseline: Number((row.rps / baseline).toFixed(3)),
  }));
  console.log(
    `\nServer-rendered pages, production server on PGlite (${connections} connections, ${seconds} s each)`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(5)} ms   p99 ${String(row.p99).padStart(5)} ms   ×${row.ofBaseline.toFixed(2)} of baseline`,
    );
  }
  await mkdir(dirname(jsonPath), { recursive: true });
  await writeFile(
    jsonPath,
    `${JSON.stringify({ date: new Date().toISOString(), seconds, connections, pages, rows }, null, 2)}\n`,
  );
  console.log(`\nResults written to ${jsonPath}`);
});
