// Lighthouse report of the storefront's production build: home, a listing and a product page, each
// measured three times in Debian's Chromium with the mobile preset (simulated throttling), medians
// against the targets. A report, not a test: it exits 0 whatever the figures, 1 only if it cannot measure.
//   npx nx build storefront && npm run perf:storefront
//   PERF_BASE_URL=http://localhost:3000 npm run perf:storefront   (measure a server already running)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunchOptions } from '../playwright-chromium.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = `${root}apps/storefront/dist/server/main.js`;
const port = 3300;
const runsPerPage = 3;
const targets = { lcpMs: 1500, cls: 0.05, initialJsKb: 150 };

interface Measurement {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  initialJsKb: number;
}

async function isUp(baseUrl: string) {
  try {
    return (await fetch(`${baseUrl}/api/web/v1/layouts`)).status === 200;
  } catch {
    return false;
  }
}

async function startServer(): Promise<{ baseUrl: string; server: ChildProcess }> {
  if (!existsSync(serverEntry))
    throw new Error(
      `${serverEntry} is missing: build the storefront first (npx nx build storefront).`,
    );
  const baseUrl = `http://localhost:${port}`;
  if (await isUp(baseUrl))
    throw new Error(
      `Port ${port} is taken by another server: stop it, or measure it with PERF_BASE_URL.`,
    );
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), COMMERCE_DATA_DIR: `${root}.data/perf-pglite` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The first start seeds the database, which takes a while.
  const deadline = Date.now() + 120_000;
  while (!(await isUp(baseUrl))) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode}.`);
    if (Date.now() > deadline) {
      await stopServer(server);
      throw new Error(`The server did not answer on ${baseUrl} within 120 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, server };
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function api<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/web/v1${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The pages to measure, from whatever the seed holds today. */
async function discoverPages(baseUrl: string): Promise<[string, string][]> {
  const { data: categories } = await api<{ data: { path: string }[] }>(baseUrl, '/categories');
  const category = categories[0] && `/pages/${categories[0].path.split('/')[0]}`;
  // A shop without category pages yet answers 404 there: a brand page is a listing too.
  const listing =
    category && (await fetch(`${baseUrl}${category}`)).status !== 404
      ? category
      : `/brands/${(await api<{ data: { slug: string }[] }>(baseUrl, '/brands')).data[0]?.slug}`;
  const { data: variants } = await api<{ data: { product: { slug: string } }[] }>(
    baseUrl,
    '/variants?perPage=1',
  );
  const product = variants[0]?.product.slug;
  if (!product) throw new Error('The catalogue has no product to measure.');
  return [
    ['home', '/'],
    ['listing', listing],
    ['product', `/products/${product}`],
  ];
}

/**
 * The target is gzip: each script gzipped at the highest level, whatever encoding the server
 * chose for the browser (it prefers brotli, which is smaller).
 */
async function gzipKb(urls: Iterable<string>) {
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    bytes += gzipSync(new Uint8Array(await response.arrayBuffer()), { level: 9 }).length;
  }
  return bytes / 1024;
}

/**
 * The browser code a page loads to become interactive: the entry and the chunks the page's
 * loader preloads with it (written into inline scripts as `/assets/….js`), plus any script or
 * module preload of its HTML. Lazy chunks loaded later (analytics, dialogs) are not counted.
 */
function initialScriptUrls(html: string, url: string) {
  const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/g) ?? [];
  return new Set(
    scripts.flatMap((tag) => {
      if (tag.startsWith('<link') && !/\brel=["']?modulepreload\b/.test(tag)) return [];
      const src = /^<[^>]*\b(?:src|href)=["']([^"']+\.m?js)["']/.exec(tag)?.[1];
      const inline = tag.match(/\/assets\/[\w.-]+\.m?js/g) ?? [];
      return [...(src ? [src] : []), ...inline].map((path) => new URL(path, url).href);
    }),
  );
}

async function runLighthouse(url: string): Promise<Result> {
  // A fresh browser each run, so no run profits from the one before.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // The default configuration is the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** One run. Lighthouse sometimes loses the trace (NO_NAVSTART) and asks to be run again: twice more at most. */
async function measure(url: string): Promise<Omit<Measurement, 'initialJsKb'>> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runLighthouse(url);
    if (!lhr.runtimeError) return summarise(lhr);
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}

function summarise(lhr: Result): Omit<Measurement, 'initialJsKb'> {
  const value = (id: string) => {
    const numeric = lhr.audits[id]?.numericValue;
    if (numeric === undefined) throw new Error(`${lhr.finalDisplayedUrl}: no value for ${id}`);
    return numeric;
  };
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as {
    url: string;
    resourceType?: string;
    transferSize?: number;
  }[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const kb = (list: typeof scripts) =>
    list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
  return {
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    jsKb: kb(scripts),
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function verdict(pass: boolean) {
  return pass ? 'pass' : 'FAIL';
}

/** A page's median figures, or why it was not measured. */
type Row = { name: string; path: string; result: Measurement | string };

function report(rows: Row[]) {
  const header = [
    'page',
    'path',
    'LCP ms',
    'CLS',
    'TBT ms',
    'JS KB',
    'initial JS KB',
    'LCP',
    'CLS',
    'JS',
  ];
  const lines = rows.map(({ name, path, result }) =>
    typeof result === 'string'
      ? [name, path, result]
      : [
          name,
          path,
          result.lcpMs.toFixed(0),
          result.cls.toFixed(3),
          result.tbtMs.toFixed(0),
          result.jsKb.toFixed(1),
          result.initialJsKb.toFixed(1),
          verdict(result.lcpMs < targets.lcpMs),
          verdict(result.cls < targets.cls),
          verdict(result.initialJsKb < targets.initialJsKb),
        ],
  );
  const widths = header.map((title, column) =>
    Math.max(
      title.length,
      ...lines.map((line) =>
        line.length === header.length || column < 2 ? line[column]!.length : 0,
      ),
    ),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => {
        if (cells.length < header.length && column === cells.length - 1) return cell;
        return column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!);
      })
      .join('  ');
  console.log(
    `\nLighthouse ${runsPerPage} runs per page, medians; mobile preset, simulated throttling.`,
  );
  console.log(
    'JS KB: every script the page loaded, as transferred (brotli). Initial JS KB: the scripts its HTML asks for (entry, its imports, the route), gzip -9.',
  );
  console.log(
    `Targets: LCP < ${targets.lcpMs} ms, CLS < ${targets.cls}, initial JS < ${targets.initialJsKb} KB gzip.\n`,
  );
  console.log(format(header));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  for (const line of lines) console.log(format(line));
}

async function measurePage(url: string): Promise<Measurement | string> {
  const page = await fetch(url);
  // While the shop is being built, a page may not exist yet: say so and measure the others.
  if (!page.ok) return `not measured: the page answers ${page.status}`;
  const initialUrls = initialScriptUrls(await page.text(), url);
  const initialJsKb = await gzipKb(initialUrls);
  const runs: Omit<Measurement, 'initialJsKb'>[] = [];
  for (let run = 1; run <= runsPerPage; run++) {
    console.log(`${url}: run ${run} of ${runsPerPage}`);
    runs.push(await measure(url));
  }
  const pick = (key: keyof (typeof runs)[number]) => median(runs.map((result) => result[key]));
  return {
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    jsKb: pick('jsKb'),
    initialJsKb,
  };
}

async function main() {
  const given = process.env.PERF_BASE_URL?.replace(/\/$/, '');
  const started = given ? undefined : await startServer();
  const baseUrl = given ?? started!.baseUrl;
  try {
    const rows: Row[] = [];
    for (const [name, path] of await discoverPages(baseUrl)) {
      rows.push({ name, path, result: await measurePage(`${baseUrl}${path}`) });
    }
    report(rows);
  } finally {
    if (started) await stopServer(started.server);
  }
}

try {
  await main();
} catch (error) {
  console.error(`perf:storefront: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
