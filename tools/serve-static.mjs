// Serves a built folder on localhost (the static Storybook in its browser tests).
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const [folder, port = '6106'] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node tools/serve-static.mjs <folder> [port]');
  process.exit(2);
}
const app = new Hono().use(serveStatic({ root: resolve(folder) }));
serve({ fetch: app.fetch, port: Number(port) }, () =>
  console.log(`Serving ${folder} on http://localhost:${port}`),
);
