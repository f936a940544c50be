// The shop's production server: the built storefront and the commerce API on one origin.
import { fileURLToPath } from 'node:url';
import { createCommerceApi, defaultDataDir, prepareDatabase } from '@beauty/commerce-api';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';

const port = Number(process.env.PORT ?? 3000);
const databaseUrl = process.env.DATABASE_URL || undefined;
const clientDir = fileURLToPath(new URL('../client', import.meta.url));

const db = await prepareDatabase(databaseUrl ? { databaseUrl } : { dataDir: defaultDataDir() });

const shop = new Hono();
shop.use(compress());
shop.use(secureHeaders({ crossOriginEmbedderPolicy: false }));
// The API keeps its own 404 and error handling: hand it every /api request whole.
const api = createCommerceApi({ db });
shop.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
shop.use(
  '/assets/*',
  serveStatic({
    root: clientDir,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
shop.use(serveStatic({ root: clientDir }));
// Every other page is the single-page app; its router decides what to show.
shop.get('*', serveStatic({ root: clientDir, path: 'index.html' }));

const server = serve({ fetch: shop.fetch, port }, () => {
  console.log(`Shop ready on http://localhost:${port} (database: ${db.engine})`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    void db.close().then(() => process.exit(0));
  });
  // Keep-alive connections would hold the close: end them.
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
