// The shop's production server: server-rendered pages, the built browser code and the commerce
// API, on one origin.
import { fileURLToPath } from 'node:url';
import { ConfigurationError, openCommerceApi, readCommerceConfig } from '@beauty/commerce-api';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Language } from '@beauty/i18n';
import { readShopAssets, type ShopManifest } from './assets.js';
import { chooseCountry } from './chooseCountry.js';
import { cspReports, pageNonce, shopSecureHeaders } from './csp.js';

/** The server bundle Vite builds from `src/entry-server.tsx`. */
interface ShopRendererModule {
  createShopRenderer(options: {
    api: {
      request: (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response>;
    };
    manifest: (language: Language) => ShopManifest;
    buildId: string;
  }): (request: Request, page: { nonce: string }) => Promise<Response>;
}

// React and the router pick their production builds from this when the renderer loads below:
// without it they run their development builds, slower and writing component stacks into pages.
process.env.NODE_ENV ??= 'production';

const port = Number(process.env.PORT ?? 3000);
const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const rendererPath = new URL('../ssr/entry-server.js', import.meta.url).href;

let opened;
try {
  opened = await openCommerceApi(readCommerceConfig());
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(`Shop not started: ${error.message}`);
  process.exit(1);
}
const { api, db, close } = opened;
const assets = await readShopAssets(clientDir);
const { createShopRenderer } = (await import(rendererPath)) as ShopRendererModule;

const render = createShopRenderer({
  api,
  manifest: (language) => assets.manifests[language],
  buildId: assets.buildId,
});

const shop = new Hono();
shop.use(compress());
shop.use(shopSecureHeaders());
// The API keeps its own 404 and error handling: hand it every /api request whole.
shop.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
// What the pages' Content-Security-Policy refused, reported by the browsers.
shop.route('/', cspReports);
shop.use(
  '/assets/*',
  serveStatic({
    root: clientDir,
    // The build wrote brotli and gzip copies: sent as they are, not compressed per request.
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
// Open tabs poll these to spot a new build: never cached.
shop.use(
  '/builds/*',
  serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }),
);
shop.get('/choose-country', chooseCountry);
shop.use(serveStatic({ root: clientDir, precompressed: true }));
// Every other path is a page: the router renders it, or its 404.
shop.get('*', (c) => render(c.req.raw, { nonce: pageNonce(c) }));
// Pages are only read: another method on one is a 405, not a 404.
shop.all('*', (c) => {
  c.header('Allow', 'GET, HEAD');
  return c.text('Method Not Allowed', 405);
});

// Ready means a shopper can be served: the API passed its self-check (a token signed, the
// database read) when it opened, and a page renders.
const home = await shop.request('/');
await home.body?.cancel();
if (home.status !== 200) {
  console.error(`Shop not started: the home page answered ${home.status}`);
  await close();
  process.exit(1);
}

const server = serve({ fetch: shop.fetch, port }, () => {
  console.log(`Shop ready on http://localhost:${port} (database: ${db.engine})`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    void close().then(() => process.exit(0));
  });
  // Keep-alive connections would hold the close: end them.
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
