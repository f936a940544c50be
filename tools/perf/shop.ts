// The storefront's production server for the performance scripts: started on its own port with a
// database of its own, the pages to measure discovered from the seed, and the scripts a page needs
// to become interactive.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = `${root}apps/storefront/dist/server/main.js`;
const port = 3300;

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
export async function discoverPages(baseUrl: string): Promise<[string, string][]> {
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
    ['search', '/search?q=serum'],
    // A guest's empty bag: the page the checkout starts from.
    ['bag', '/cart'],
    // A guest's checkout: what the server sends before the browser reads the shopper's bag.
    ['checkout', '/checkout'],
  ];
}

/**
 * The target is gzip: each script gzipped at the highest level, whatever encoding the server
 * chose for the browser (it prefers brotli, which is smaller).
 */
export async function gzipKb(urls: Iterable<string>) {
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
export function initialScriptUrls(html: string, url: string) {
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

/**
 * Runs `measure` against the server at `PERF_BASE_URL` when given, else against a production
 * server of its own, stopped afterwards.
 */
export async function withShop(measure: (baseUrl: string) => Promise<void>) {
  const given = process.env.PERF_BASE_URL?.replace(/\/$/, '');
  const started = given ? undefined : await startServer();
  try {
    await measure(given ?? started!.baseUrl);
  } finally {
    if (started) await stopServer(started.server);
  }
}
