// Runs the API on its own (the shop's server mounts the same app on the shop's origin).
import { serve } from '@hono/node-server';
import { createCommerceApi } from './app.js';
import { defaultDataDir } from './data-dir.js';
import { prepareDatabase } from './prepare.js';

const port = Number(process.env.PORT ?? 3001);
const db = await prepareDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : defaultDataDir(),
});
const server = serve({ fetch: createCommerceApi({ db }).fetch, port }, () => {
  console.log(`Commerce API ready on http://localhost:${port}/api/web/v1 (${db.engine})`);
});

const stop = () => server.close(() => void db.close().then(() => process.exit(0)));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
