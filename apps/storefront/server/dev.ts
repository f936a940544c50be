// `npm run dev`: the shop with hot reload. Vite serves the browser code and compiles the server
// renderer on each request; the commerce API runs in process on the embedded database.
import { createServer as createHttpServer } from 'node:http';
import { openCommerceApi } from '@beauty/commerce-api';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer as createViteServer } from 'vite';
import { createServerReporter, readAnalyticsConfig } from './analytics.js';
import { chooseCountry } from './chooseCountry.js';
import { openShopExperiments, type ExperimentsOptions } from './experiments.js';
import { readGoogleSignIn, type GoogleSignInConfig } from './googleSignIn.js';

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

// Reporting stays off in development unless SHOP_RELEASE_STAGE says otherwise.
const analytics = readAnalyticsConfig({ NODE_ENV: 'development', ...process.env });
const reporter = createServerReporter(analytics, api, 'dev');
// The same experimentation service as the production server: the configured one, else the
// stand-in on `apps/commerce-api/flags/configuration.json`.
const experiments = await openShopExperiments(
  process.env,
  (error) => {
    void reporter.notify(error);
  },
  db,
);

const shop = new Hono();
shop.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
if (experiments.standIn) shop.route('/', experiments.standIn);
// Sign-in with Google: the configured provider, else the API's OIDC stand-in.
const google = readGoogleSignIn({ NODE_ENV: 'development', ...process.env });
if (google.standIn) shop.route('/', google.standIn);
shop.get('/choose-country', chooseCountry);
shop.get('/builds/latest.json', (c) => c.json({ id: 'dev', timestamp: Date.now() }));
shop.get('/builds/meta/dev.json', (c) =>
  c.json({ id: 'dev', timestamp: Date.now(), matcher: {}, prerendered: [] }),
);

interface DevRendererModule {
  createShopRenderer: (options: {
    api: typeof api;
    build: () => { id: string; manifest: () => typeof manifest };
    analytics: typeof analytics;
    experiments: ExperimentsOptions;
    sandbox: boolean;
    googleSignIn: GoogleSignInConfig | null;
  }) => (request: Request) => Promise<Response>;
}

// One renderer per version of the renderer's code: each holds an experimentation client, which
// must not be opened again on every request. An edit gives Vite a new module, hence a new renderer.
let renderer: {
  module: DevRendererModule;
  render: (request: Request) => Promise<Response>;
} | null = null;
shop.get('*', async (c) => {
  const module = (await vite.ssrLoadModule('/src/entry-server.tsx')) as DevRendererModule;
  if (renderer?.module !== module) {
    const render = module.createShopRenderer({
      api,
      build: () => ({ id: 'dev', manifest: () => manifest }),
      analytics,
      experiments: experiments.options,
      sandbox: true,
      googleSignIn: google.config,
    });
    renderer = { module, render };
  }
  return renderer.render(c.req.raw);
});

const listener = getRequestListener(shop.fetch);
createHttpServer((request, response) => {
  // Vite answers its own files (modules, assets, HMR); everything else is the shop's.
  vite.middlewares(request, response, () => void listener(request, response));
}).listen(port, () => {
  console.log(`Shop (dev) on http://localhost:${port} (database: ${db.engine})`);
});
