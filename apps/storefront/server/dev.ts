// `npm run dev`: the shop with hot reload. Vite serves the browser code and compiles the server
// renderer on each request; the commerce API runs in process on the embedded database.
import { createServer as createHttpServer } from 'node:http';
import { openCommerceApi } from '@beauty/commerce-api';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer as createViteServer } from 'vite';
import { readAnalyticsConfig } from './analytics.js';
import { chooseCountry } from './chooseCountry.js';

const port = Number(process.env.PORT ?? 3000);
const root = new URL('..', import.meta.url).pathname;

const { api, db } = await openCommerceApi();
const vite = await createViteServer({
  root,
  server: { middlewareMode: true },
  appType: 'custom',
});

// Vite's client, React Fast Refresh's preamble, then the app: what the build's manifest holds in production.
const manifest = {
  routes: {
    __root__: {
      css: [],
      preloads: [],
      scripts: [
        { attrs: { type: 'module', src: '/@vite/client' } },
        {
          attrs: { type: 'module' },
          children: [
            "import RefreshRuntime from '/@react-refresh';",
            'RefreshRuntime.injectIntoGlobalHook(window);',
            'window.$RefreshReg$ = () => {};',
            'window.$RefreshSig$ = () => (type) => type;',
            'window.__vite_plugin_react_preamble_installed__ = true;',
          ].join('\n'),
        },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
};

const shop = new Hono();
shop.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
shop.get('/choose-country', chooseCountry);
shop.get('/builds/latest.json', (c) => c.json({ id: 'dev', timestamp: Date.now() }));
shop.get('/builds/meta/dev.json', (c) =>
  c.json({ id: 'dev', timestamp: Date.now(), matcher: {}, prerendered: [] }),
);
// Reporting stays off in development unless SHOP_RELEASE_STAGE says otherwise.
const analytics = readAnalyticsConfig({ NODE_ENV: 'development', ...process.env });
shop.get('*', async (c) => {
  const { createShopRenderer } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
    createShopRenderer: (options: {
      api: typeof api;
      manifest: () => typeof manifest;
      buildId: string;
      analytics: typeof analytics;
    }) => (request: Request) => Promise<Response>;
  };
  return createShopRenderer({ api, manifest: () => manifest, buildId: 'dev', analytics })(
    c.req.raw,
  );
});

const listener = getRequestListener(shop.fetch);
createHttpServer((request, response) => {
  // Vite answers its own files (modules, assets, HMR); everything else is the shop's.
  vite.middlewares(request, response, () => void listener(request, response));
}).listen(port, () => {
  console.log(`Shop (dev) on http://localhost:${port} (database: ${db.engine})`);
});
