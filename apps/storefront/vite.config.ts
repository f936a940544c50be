import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { nodeConditions, sourceConditions } from '../../tools/vitest-preset.js';
import { ROUTE_COMPONENTS_FILE, routeComponentChunks } from './server/routeComponents.js';

const here = import.meta.dirname;
const apiTarget = process.env.COMMERCE_API_URL ?? 'http://localhost:3001';

/** One id per build: the server reads it from `builds/latest.json` and writes it into every page. */
const buildId = process.env.SHOP_BUILD_ID ?? `${Date.now().toString(36)}`;

/**
 * Writes `builds/latest.json` and `builds/meta/{id}.json`, which open tabs poll to spot a new build,
 * and for the server the chunk of each route's component (`ROUTE_COMPONENTS_FILE`).
 */
function buildManifests(): Plugin {
  return {
    name: 'shop-build-manifests',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_COMPONENTS_FILE,
        source: JSON.stringify(routeComponentChunks(bundle, this.environment.config.root)),
      });
      const timestamp = Date.now();
      const prerendered: string[] = [];
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, timestamp }),
      });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: JSON.stringify({
          id: buildId,
          timestamp,
          matcher: {},
          prerendered,
          files: Object.keys(bundle).length,
        }),
      });
    },
  };
}

const compressible = /\.(?:js|css|json|svg|html|txt)$/;

/**
 * Writes a gzip and a brotli copy next to every text file of the browser build, at the highest
 * levels: the server sends them as they are instead of compressing each response again.
 */
function precompress(): Plugin {
  const gzipFile = promisify(gzip);
  const brotliFile = promisify(brotliCompress);
  return {
    name: 'shop-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (this.environment.config.build.ssr || !dir) return;
      const files = Object.keys(bundle).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const source = await readFile(path);
          if (source.length < 1024) return;
          const [gzipped, brotli] = await Promise.all([
            gzipFile(source, { level: 9 }),
            brotliFile(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gzipped), writeFile(`${path}.br`, brotli)]);
        }),
      );
    },
  };
}

/**
 * Every page needs the frameworks and the shop's shared code before it hydrates. Left to itself
 * the bundler splits them by which routes import what, into some 30 small chunks whose import and
 * export lists cost about 8 KB gzip per page: two chunks carry them instead.
 */
const chunkGroups = [
  {
    name: 'framework',
    // Only what the entry imports: a hook that only lazy routes use stays with them.
    tags: ['$initial' as const],
    test: /node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|@tanstack|intl-messageformat|@formatjs|@vanilla-extract|cookie)[\\/]/,
  },
  // The shop's code the entry imports: the shell, the libraries it draws with, the route tree.
  // Only that: code that lazily loaded routes share (the bag's, checkout's, orders', booking's,
  // the product tiles...) stays with those routes' chunks, or every page would load it up front,
  // as it did while this group took whatever three routes shared.
  {
    name: 'shop',
    tags: ['$initial' as const],
    test: /(?:libs|apps[\\/]storefront)[\\/]|node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useSuspenseQuery\./,
  },
  // What the catalogue's pages draw products with: prices, ratings and badges (the product page
  // too), and the tiles, their grid with its "show more", the skeletons they wait with and the
  // empty state (home, listings, search); a field's error line and the fields' class names (the
  // listing's sort, the product page's quantity, every form); and the experiments a page is
  // rendered with (home, product page: the flags SDK's storefront entry and the shop's
  // experiments). One chunk instead of several small ones, each with its own request and import
  // and export lists. Only the modules it names: the flags engine that tracks experiments once a
  // page has settled stays out.
  {
    name: 'catalogue',
    test: /libs[\\/]ui[\\/]src[\\/](?:Badge|Columns|EmptyState|Rating|Price|ProductCard|ProductGrid|Skeleton|VisuallyHidden|internal[\\/](?:visuallyHidden|FieldError|field\.css))|apps[\\/]storefront[\\/]src[\\/]product[\\/]productCard|node_modules[\\/]@vanilla-extract[\\/](?:dynamic|private)[\\/]|node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useSuspenseQuery\.|libs[\\/]flags-sdk[\\/]src[\\/]storefront[\\/]|apps[\\/]storefront[\\/]src[\\/]experiments[\\/]shopExperiments\./,
    includeDependenciesRecursively: false,
  },
  // The groups below take only the modules they name: what those import is shared with other
  // pages (the dropdown, the tiles, the flags engine) and stays where those pages find it.
  // A listing's own code (the content pages' and the brands'): its page, filters and facets, and
  // the content pages' route component, which loads it anyway (not the brands', which shows a
  // brand's content blocks at once: every listing would load them). Not the reader of a listing's
  // pages after the first, which few listings show (`ExtraPages`).
  {
    name: 'listing',
    test: /apps[\\/]storefront[\\/]src[\\/](?:listing[\\/](?!ExtraPages\.)|routes[\\/]_default[\\/]pages[\\/]\$\.tsx\?tsr-split=component$)|libs[\\/]ui[\\/]src[\\/]FilterModal[\\/]FilterModal\./,
    includeDependenciesRecursively: false,
  },
  // What puts a product in the bag (the product page, the bag, the wish list): the quantity
  // stepper, the size picker, the product's queries and TanStack Query's mutations: one request
  // of the product page's first load instead of four. Not the bag's refusals, which the product
  // page loads with the first one. The other pages that change things (the forms, the checkout)
  // get the stepper with the mutations: about 1 KB they do not use, on pages outside the
  // first-load budget.
  {
    name: 'purchase',
    test: /libs[\\/]ui[\\/]src[\\/](?:QuantityStepper|RadioGroup)[\\/]|apps[\\/]storefront[\\/]src[\\/]queries[\\/]product\.|node_modules[\\/]@tanstack[\\/](?:react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver)\./,
    includeDependenciesRecursively: false,
  },
];

/**
 * Vite wraps every `import()` in a helper that preloads the imported chunk's own imports and CSS,
 * even when there is nothing to preload (vitejs/vite#13952). This build has neither (no
 * `modulePreload`, one stylesheet), so the helper only calls the import: about 0.9 KB gzip less on
 * every page.
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'shop-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? id : undefined),
    load: (id) =>
      id === helper ? 'export const __vitePreload = (importChunk) => importChunk();' : undefined,
  };
}

// Web fonts stay files of their own, however small a subset (woff2, and the woff fallbacks of the
// Chinese faces' stylesheet): the Content-Security-Policy allows no `data:` fonts, and a font's
// preload must name the very file its stylesheet asks for.
const assetsInlineLimit = (file: string) => (/\.woff2?$/.test(file) ? false : undefined);

export default defineConfig(async ({ command, isSsrBuild }) => ({
  // The router plugin must come before react().
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Loaders too: a page's loader runs on the server, and in the browser only on a later
        // navigation, so no page waits for the code of every route's loader.
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        // The default layout frames almost every page: its code comes with the entry.
        splitBehavior: ({ routeId }) => (routeId === '/_default' ? [] : undefined),
      },
      routesDirectory: resolve(here, 'src/routes'),
      generatedRouteTree: resolve(here, 'src/routeTree.gen.ts'),
    }),
    vanillaExtractPlugin(),
    react(),
    buildManifests(),
    precompress(),
    plainDynamicImports(),
    // Builds only (Nx builds the libraries first): the browser gets the catalogues compiled and
    // no ICU parser. Loaded here so tests and the dev server do not need the library's build.
    command === 'build' ? (await import('@beauty/i18n/vite')).precompileMessages() : [],
  ],
  // Workspace libraries compile from source, so the app and its libraries build as one.
  resolve: { conditions: sourceConditions },
  // The libraries' sources (and their vanilla-extract styles) are compiled into the server bundle.
  ssr: { noExternal: [/^@beauty\//], resolve: { conditions: nodeConditions } },
  // vanilla-extract compiles style files in a Vite server of its own that replaces `ssr` above:
  // the environment setting reaches it, so theme variables resolve to the library's sources too.
  environments: { ssr: { resolve: { conditions: nodeConditions } } },
  server: { port: 3000, proxy: { '/api': apiTarget } },
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        assetsInlineLimit,
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // For the engineers' tools (`perf:bundle`, `perf:main-thread`), which read them from disk:
        // the scripts do not name them, and the server does not serve them.
        sourcemap: 'hidden' as const,
        manifest: true,
        // No preload lists in the entry: Vite's would name every lazy chunk's imports (about 3 KB
        // gzip on every page). The server preloads a page's chunks from the manifest, and the
        // router loads the next page's code on intent (hover, focus), its imports then in parallel.
        modulePreload: false,
        assetsInlineLimit,
        // One stylesheet, linked in the server's HTML: no route's styles arrive after its markup.
        cssCodeSplit: false,
        rolldownOptions: {
          input: resolve(here, 'src/entry-client.tsx'),
          output: { codeSplitting: { groups: chunkGroups } },
        },
      },
  test: {
    environment: 'jsdom',
    // The first render transforms the code-split route chunks on demand: slow on a cold, busy machine.
    testTimeout: 30_000,
    setupFiles: ['src/test/setup.ts'],
    // One jsdom for all files: a fresh one per file cost most of the run (65 s against 19 s).
    // Each file starts and stops its own request mocks and unmounts what it rendered.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    reporters: process.env.CI || process.env.BEAUTY_TEST_REPORT ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/unit/vitest.json' },
  },
}));
