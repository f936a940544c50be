// Runs the API on its own (the shop's server mounts the same app on the shop's origin).
import { serve } from '@hono/node-server';
import { ConfigurationError, readCommerceConfig } from './config.js';
import { HTTP_SERVER_OPTIONS } from './http-server.js';
import { openCommerceApi } from './start.js';

const port = Number(process.env.PORT ?? 3001);
let opened;
try {
  opened = await openCommerceApi(readCommerceConfig());
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(`Commerce API not started: ${error.message}`);
  process.exit(1);
}
const { api, db, close } = opened;
const server = serve({ fetch: api.fetch, port, serverOptions: HTTP_SERVER_OPTIONS }, () => {
  console.log(`Commerce API ready on http://localhost:${port}/api/web/v1 (${db.engine})`);
});

const stop = () => server.close(() => void close().then(() => process.exit(0)));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
