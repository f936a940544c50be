// Size and speed of the SDK, printed as ratios against baselines measured in the same run:
// - gzip size of the whole SDK and of an app that uses only the bag (tree-shaking), and what
//   valibot and cookie add to each;
// - per-call time of SDK calls against a bare `fetch` of the same local endpoint.
// Run with `npm run bench` in this folder.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { createCommerceClient } from '../src/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Bundle {
  gzip: number;
  minified: number;
  /** Minified bytes contributed by each dependency. */
  byPackage: Record<string, number>;
}

async function bundle(source: string, external: string[] = []): Promise<Bundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    external,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs)[0]!;
  const byPackage: Record<string, number> = {};
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? 'sdk';
    byPackage[name] = (byPackage[name] ?? 0) + bytesInOutput;
  }
  const code = result.outputFiles[0]!.contents;
  return { gzip: gzipSync(code, { level: 9 }).byteLength, minified: code.byteLength, byPackage };
}

const wholeSdk = `
  export * from './src/index.ts';
  export * from './src/contract/index.ts';`;
const cartOnly = `
  import { cartApi, createTransport } from './src/index.ts';
  const { cart } = cartApi(createTransport({ baseUrl: location.origin, country: 'sg', language: 'en' }));
  export const add = (variantId: number) => cart.lineItems.create({ variantId, quantity: 1 });
  export const bag = () => cart.list();`;
const brandsOnly = `
  import { catalogueApi, createTransport } from './src/index.ts';
  export const brands = catalogueApi(createTransport({ baseUrl: location.origin, country: 'sg', language: 'en' })).brands.list;`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;

async function sizes() {
  console.log('Bundle size (esbuild, minified, gzip -9)');
  const whole = await bundle(wholeSdk);
  for (const [label, source] of [
    ['whole SDK (client + contract)', wholeSdk],
    ['app using only the bag', cartOnly],
    ['app using only brands.list', brandsOnly],
  ] as const) {
    const measured = await bundle(source);
    const withoutValibot = await bundle(source, ['valibot']);
    const share = (name: string) =>
      `${name} ${kb(measured.byPackage[name] ?? 0)} min (${pct(measured.byPackage[name] ?? 0, measured.minified)})`;
    console.log(
      `  ${label.padEnd(32)} ${kb(measured.gzip)} gzip  ratio to whole SDK ${(measured.gzip / whole.gzip).toFixed(2)}`,
    );
    console.log(
      `    ${share('valibot')}, ${share('cookie')}; without valibot ${kb(withoutValibot.gzip)} gzip`,
    );
  }
}

const itemsCount = JSON.stringify({ data: { count: 3 } });
const variant = (id: number) => ({
  id,
  sku: `SKU-${id}`,
  productId: id,
  name: 'Rose 02',
  shade: { name: 'Rose', hex: '#d46a7e' },
  size: null,
  price: { amount: 35, currency: 'SGD' },
  originalPrice: null,
  images: [{ url: `/images/${id}.svg`, alt: 'Rose 02' }],
  inStock: true,
  inventory: 12,
  availableInCountry: true,
  purchaseLimit: null,
  product: {
    id,
    slug: `lip-${id}`,
    name: 'Lip Balm',
    brand: { id: 1, slug: 'milk-makeup', name: 'Milk Makeup' },
    rating: { average: 4.5, count: 120 },
    badges: ['new'],
    variantsCount: 3,
  },
});
const listing = JSON.stringify({
  data: Array.from({ length: 24 }, (_, i) => variant(i + 1)),
  meta: { total: 240, page: 1, perPage: 24, nextCursor: 'c2' },
});

async function timePerCall(run: () => Promise<unknown>, iterations: number): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) await run();
  return Number(process.hrtime.bigint() - start) / iterations / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Alternates baseline and SDK rounds (after a warm-up) so drift hits both alike; medians win. */
async function compare(baseline: () => Promise<unknown>, sdk: () => Promise<unknown>) {
  await timePerCall(baseline, 300);
  await timePerCall(sdk, 300);
  const fetchTimes: number[] = [];
  const sdkTimes: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    fetchTimes.push(await timePerCall(baseline, 400));
    sdkTimes.push(await timePerCall(sdk, 400));
  }
  return { fetchTime: median(fetchTimes), sdkTime: median(sdkTimes) };
}

async function speed() {
  const server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(request.url?.startsWith('/api/web/v1/variants') ? listing : itemsCount);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
  const bare = (path: string) => async () => (await fetch(`${baseUrl}/api/web/v1/${path}`)).json();

  console.log('Per-call time against a local node:http server (median of 7 rounds of 400 calls)');
  for (const [label, baseline, sdk] of [
    [
      'cart.itemsCount.list (tiny answer)',
      bare('cart/items-count'),
      () => client.cart.itemsCount.list(),
    ],
    [
      'variants.list (24 tiles, validated)',
      bare('variants?sort=relevance'),
      () => client.variants.list({ sort: 'relevance' }),
    ],
  ] as const) {
    const { fetchTime, sdkTime } = await compare(baseline, sdk);
    console.log(
      `  ${label.padEnd(38)} fetch ${fetchTime.toFixed(0)} µs  sdk ${sdkTime.toFixed(0)} µs  ratio ${(sdkTime / fetchTime).toFixed(2)}`,
    );
  }
  server.close();
}

await sizes();
await speed();
