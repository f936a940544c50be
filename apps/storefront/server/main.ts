// The shop's production server: server-rendered pages, the built browser code and the commerce
// API, on one origin.
import { fileURLToPath } from 'node:url';
import {
  ConfigurationError,
  HTTP_SERVER_OPTIONS,
  openCommerceApi,
  readCatalogueVersion,
  readCommerceConfig,
  SHARED_MAX_AGE_SECONDS,
} from '@beauty/commerce-api';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { except } from 'hono/combine';
import type { Language } from '@beauty/i18n';
import { AnalyticsConfigError, FRAUD_PREVENTION_ORIGIN } from '@beauty/analytics';
import {
  createServerReporter,
  errorReportingConnectSources,
  readAnalyticsConfig,
  tagManagerScriptSource,
  type ShopAnalyticsConfig,
} from './analytics.js';
import { watchShopAssets, type ShopManifest } from './assets.js';
import { chooseCountry } from './chooseCountry.js';
import { compressAnswers } from './compression.js';
import { assetSecureHeaders, cspReports, pageNonce, shopSecureHeaders } from './csp.js';
import { tagManagerStandIn } from './tagManagerStandIn.js';
import { openShopExperiments, type ExperimentsOptions } from './experiments.js';
import { readGoogleSignIn, type GoogleSignInConfig } from './googleSignIn.js';
import type { InProcessApi } from './inProcessApi.js';
import { createPageCache, type PageCache } from './pageCache.js';

/** The server bundle Vite builds from `src/entry-server.tsx`. */
interface ShopRendererModule {
  createShopRenderer(options: {
    api: InProcessApi;
    build: () => Promise<{ id: string; manifest: (language: Language) => ShopManifest }>;
    analytics: ShopAnalyticsConfig;
    onRenderError: (error: unknown, request: Request) => void;
    experiments: ExperimentsOptions;
    sandbox: boolean;
    googleSignIn: GoogleSignInConfig | null;
    pageCache: PageCache;
  }): (request: Request, page: { nonce: string }) => Promise<Response>;
}

// React and the router pick their production builds from this when the renderer loads below:
// without it they run their development builds, slower and writing component stacks into pages.
process.env.NODE_ENV ??= 'production';

const port = Number(process.env.PORT ?? 3000);
const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const rendererPath = new URL('../ssr/entry-server.js', import.meta.url).href;

let opened;
let analytics: ShopAnalyticsConfig;
try {
  // A malformed tag-manager id or service URL stops the start, before the database opens.
  analytics = readAnalyticsConfig(process.env);
  opened = await openCommerceApi(readCommerceConfig());
} catch (error) {
  if (!(error instanceof ConfigurationError || error instanceof AnalyticsConfigError)) throw error;
  console.error(`Shop not started: ${error.message}`);
  process.exit(1);
}
const { api, db, close } = opened;
// A build copied into the client folder under the running server is served from then on.
const deployed = await watchShopAssets(clientDir);
const assets = await deployed.current();
const { createShopRenderer } = (await import(rendererPath)) as ShopRendererModule;

const reporter = createServerReporter(analytics, api, assets.buildId);
void reporter.startSession();
// A rejection nothing handles is reported, then ends the process as Node would without this
// handler: its state is unknown.
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection', reason);
  void reporter.notify(reason, { unhandled: true }).finally(() => process.exit(1));
});
// The experimentation service: the configured one, else the stand-in this server serves.
const experiments = await openShopExperiments(
  process.env,
  (error) => {
    void reporter.notify(error);
  },
  db,
).catch(async (error: unknown) => {
  console.error(`Shop not started: ${error instanceof Error ? error.message : String(error)}`);
  await close();
  return process.exit(1);
});
// Sign-in with Google: the provider when configured, else (not in production) the API's stand-in.
const google = readGoogleSignIn(process.env);
const render = createShopRenderer({
  api,
  build: async () => {
    const { buildId, manifests } = await deployed.current();
    return { id: buildId, manifest: (language) => manifests[language] };
  },
  analytics,
  experiments: experiments.options,
  // The API refuses its sandbox in production mode: so do the pages.
  sandbox: process.env.NODE_ENV !== 'production',
  googleSignIn: google.config,
  // The catalogue's pages are kept under the catalogue version, and made again at least as often
  // as the API's own answers may be kept by a browser.
  pageCache: createPageCache({
    version: () => readCatalogueVersion(db),
    maxAgeMs: SHARED_MAX_AGE_SECONDS * 1000,
  }),
  onRenderError: (error, request) => {
    void reporter.notify(error, { context: new URL(request.url).pathname });
  },
});

const shop = new Hono();
shop.use(compressAnswers());
// What the build wrote for the server and for engineers (Vite's manifest, the routes' chunks, the
// scripts' source maps) is not served: the path goes on to the router, which answers its 404 page.
const isBuildRecord = (c: Context) =>
  c.req.path.startsWith('/.vite/') || c.req.path.endsWith('.map');
// The build's files, with their own security headers (not a page's) and kept for good: their
// names change with their content.
shop.use(
  '/assets/*',
  except(
    isBuildRecord,
    assetSecureHeaders(),
    serveStatic({
      root: clientDir,
      // The build wrote brotli and gzip copies: sent as they are, not compressed per request.
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  ),
);
shop.use(
  shopSecureHeaders({
    // The fraud-prevention provider's scripts, under `/sn/` (checkout pages load one).
    scripts: [tagManagerScriptSource(analytics), `${FRAUD_PREVENTION_ORIGIN}/sn/`].filter(
      (source) => source !== undefined,
    ),
    connect: [
      ...errorReportingConnectSources(analytics),
      ...experiments.connectSources,
      ...google.connectSources,
    ],
  }),
);
// A page that failed outside the router's own error handling: reported, answered 500.
shop.onError((error, c) => {
  console.error(error);
  void reporter.notify(error, { unhandled: true, context: c.req.path });
  return c.text('Internal Server Error', 500);
});
// The API keeps its own 404 and error handling: hand it every /api request whole.
shop.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
// The experimentation stand-in, when no real service is configured.
if (experiments.standIn) shop.route('/', experiments.standIn);
// The OIDC stand-in playing Google, when no provider is configured (never in production mode).
if (google.standIn) shop.route('/', google.standIn);
// What the pages' Content-Security-Policy refused, reported by the browsers.
shop.route('/', cspReports);
// The tag manager's local stand-in, for SHOP_TAG_MANAGER_URL pointing at it.
shop.route('/', tagManagerStandIn);
// Open tabs poll these to spot a new build: never cached.
shop.use(
  '/builds/*',
  serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }),
);
shop.get('/choose-country', chooseCountry);
shop.use(except(isBuildRecord, serveStatic({ root: clientDir, precompressed: true })));
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

const server = serve({ fetch: shop.fetch, port, serverOptions: HTTP_SERVER_OPTIONS }, () => {
  console.log(`Shop ready on http://localhost:${port} (database: ${db.engine})`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  experiments.close();
  server.close(() => {
    void close().then(() => process.exit(0));
  });
  // Keep-alive connections would hold the close: end them.
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
