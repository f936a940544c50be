import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../src/routeTree.gen';
import {
  BUILD_RECHECK_MS,
  HYDRATION_DEADLINE_MS,
  readShopAssets,
  routeIdOfFile,
  watchShopAssets,
} from './assets';
import { ROUTE_COMPONENTS_FILE, routeComponentChunks } from './routeComponents';

const app = join(import.meta.dirname, '..');

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    // Files and folders starting with '-' are not routes.
    if (entry.name.startsWith('-')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
      ? [relative(app, path)]
      : [];
  });
}

describe('routeIdOfFile', () => {
  it("names every route file of the shop by the router's own id for it", () => {
    const files = routeFiles(join(app, 'src/routes'));
    expect(files.length).toBeGreaterThan(30);
    const ids = files.map((file) => routeIdOfFile(`${file}?tsr-split=component`));
    // The router gives its routes their ids when it is created.
    const router = createRouter({ routeTree, context: undefined as never });
    expect(new Set(ids)).toEqual(new Set(Object.keys(router.routesById)));
  });

  it('reads folders, dots, index routes and optional segments', () => {
    expect(routeIdOfFile('src/routes/_default/orders/$id/index.tsx')).toBe('/_default/orders/$id/');
    expect(routeIdOfFile('src/routes/_blank/happening/classes.cancel.$id.tsx')).toBe(
      '/_blank/happening/classes/cancel/$id',
    );
    expect(routeIdOfFile('src/routes/_preview/preview/homepage.{-$slugUrl}.tsx')).toBe(
      '/_preview/preview/homepage/{-$slugUrl}',
    );
    expect(routeIdOfFile('src/routes/__root.tsx')).toBe('__root__');
    expect(routeIdOfFile('src/content/ContentBlocks.tsx')).toBeUndefined();
  });
});

/** A client build folder with the given Vite manifest and chunks of the routes' components. */
function clientBuild(manifest: Record<string, unknown>, routeComponents = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-assets-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'builds'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, ROUTE_COMPONENTS_FILE), JSON.stringify(routeComponents));
  writeFileSync(join(dir, 'builds/latest.json'), JSON.stringify({ id: 'b1', timestamp: 1 }));
  return dir;
}

describe('readShopAssets', () => {
  const build = clientBuild(
    {
      'src/entry-client.tsx': {
        file: 'assets/entry-client-1.js',
        isEntry: true,
        imports: ['_react.js'],
      },
      '_react.js': { file: 'assets/react-1.js' },
      '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
      '../../libs/i18n/src/messages/en.ts': { file: 'assets/en-1.js', isDynamicEntry: true },
      '../../libs/i18n/src/messages/th.ts': { file: 'assets/th-1.js', isDynamicEntry: true },
      '../../libs/i18n/src/messages/deferred/th.ts': {
        file: 'assets/th-deferred-1.js',
        isDynamicEntry: true,
      },
      'src/routes/_default/products/$slug.tsx?tsr-split=component': {
        file: 'assets/_slug-1.js',
        isDynamicEntry: true,
        imports: ['src/entry-client.tsx', '_card.js'],
      },
      'src/routes/_default/products/$slug.tsx?tsr-split=errorComponent': {
        file: 'assets/_slug-error-1.js',
        isDynamicEntry: true,
      },
      '_listing.js': { file: 'assets/listing-1.js', imports: ['_card.js', '_dropdown.js'] },
      '_dropdown.js': { file: 'assets/dropdown-1.js', imports: ['_react.js'] },
      'node_modules/swagger-ui-dist/swagger-ui.css': { file: 'assets/swagger-ui-1.css' },
      'style.css': { file: 'assets/style-1.css' },
    },
    {
      'src/routes/_default/products/$slug.tsx?tsr-split=component': 'assets/_slug-1.js',
      // Two routes' components in a chunk they share with the code they show.
      'src/routes/_default/pages/$.tsx?tsr-split=component': 'assets/listing-1.js',
      'src/routes/_default/brands/$.tsx?tsr-split=component': 'assets/listing-1.js',
    },
  );

  it('writes no script tag and no preload into the page: its loader fetches them after it has loaded', async () => {
    const { buildId, manifests } = await readShopAssets(build);
    expect(buildId).toBe('b1');
    const root = manifests.en.routes.__root__!;
    expect(root.preloads).toEqual([]);
    expect(root.scripts).toHaveLength(1);
    const loader = root.scripts[0]!;
    expect(loader.attrs).toEqual({});
    expect(loader.children).toContain('import("/assets/entry-client-1.js")');
    expect(loader.children).toContain('["/assets/react-1.js","/assets/en-1.js"]');
    expect(loader.children).toContain("addEventListener('load'");
    expect(loader.children).toContain(`setTimeout(start, ${HYDRATION_DEADLINE_MS})`);
  });

  it("preloads the core messages of the page's language only", async () => {
    const { manifests } = await readShopAssets(build);
    const loader = (language: 'en' | 'th' | 'zh') =>
      manifests[language].routes.__root__!.scripts[0]!.children;
    expect(loader('th')).toContain('["/assets/react-1.js","/assets/th-1.js"]');
    expect(loader('th')).not.toContain('en-1.js');
    expect(loader('zh')).toContain('["/assets/react-1.js"]');
    // The deferred sections load with the pages that use them.
    expect(JSON.stringify(manifests)).not.toContain('th-deferred-1.js');
  });

  it("has each route register its component's chunks, leaving out the entry's", async () => {
    const manifest = (await readShopAssets(build)).manifests.en;
    const product = manifest.routes['/_default/products/$slug']!;
    expect(product.scripts.map((script) => script.children)).toEqual([
      'self.shopChunks = (self.shopChunks || []).concat(["/assets/_slug-1.js","/assets/card-1.js"]);',
    ]);
    // The error component loads only when the route fails.
    expect(JSON.stringify(manifest)).not.toContain('_slug-error-1.js');
  });

  it('has a route whose component is in a shared chunk register that chunk and its imports', async () => {
    const { routes } = (await readShopAssets(build)).manifests.en;
    for (const routeId of ['/_default/pages/$', '/_default/brands/$']) {
      expect(routes[routeId]!.scripts.map((script) => script.children)).toEqual([
        'self.shopChunks = (self.shopChunks || []).concat(["/assets/listing-1.js","/assets/card-1.js","/assets/dropdown-1.js"]);',
      ]);
    }
  });

  it("links the shop's one stylesheet on every page, not a page's own", async () => {
    const { manifests } = await readShopAssets(build);
    expect(manifests.id.routes.__root__!.css).toEqual(['/assets/style-1.css']);
  });
});

describe('watchShopAssets', () => {
  const viteManifest = (entry: string) => ({
    'src/entry-client.tsx': { file: `assets/${entry}`, isEntry: true },
    'style.css': { file: 'assets/style-1.css' },
  });
  const deploy = (dir: string, id: string, entry: string) => {
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(viteManifest(entry)));
    writeFileSync(join(dir, 'builds/latest.json'), JSON.stringify({ id, timestamp: 2 }));
  };
  const entryOf = (assets: Awaited<ReturnType<typeof readShopAssets>>) =>
    assets.manifests.en.routes.__root__!.scripts[0]!.children;

  it('serves a build deployed under the running server once it looks again, without a restart', async () => {
    const dir = clientBuild(viteManifest('entry-client-1.js'));
    let time = 0;
    const deployed = await watchShopAssets(dir, { now: () => time });
    expect((await deployed.current()).buildId).toBe('b1');

    deploy(dir, 'b2', 'entry-client-2.js');
    // Within the recheck time the build read last is trusted.
    time += BUILD_RECHECK_MS - 1;
    expect((await deployed.current()).buildId).toBe('b1');
    time += 1;
    const next = await deployed.current();
    expect(next.buildId).toBe('b2');
    expect(entryOf(next)).toContain('import("/assets/entry-client-2.js")');
  });

  it('keeps the build in service while a deployment cannot be read yet', async () => {
    const dir = clientBuild(viteManifest('entry-client-1.js'));
    let time = 0;
    const deployed = await watchShopAssets(dir, { now: () => time });
    writeFileSync(join(dir, 'builds/latest.json'), '{"id": "b2"');
    time += BUILD_RECHECK_MS;
    expect((await deployed.current()).buildId).toBe('b1');

    deploy(dir, 'b2', 'entry-client-2.js');
    time += BUILD_RECHECK_MS;
    expect((await deployed.current()).buildId).toBe('b2');
  });
});

describe('routeComponentChunks', () => {
  it("finds each route component's chunk by its module, wherever the bundler put it", () => {
    const root = '/shop/apps/storefront';
    expect(
      routeComponentChunks(
        {
          'assets/_slug-1.js': {
            type: 'chunk',
            fileName: 'assets/_slug-1.js',
            moduleIds: [`${root}/src/routes/_default/products/$slug.tsx?tsr-split=component`],
          },
          'assets/listing-1.js': {
            type: 'chunk',
            fileName: 'assets/listing-1.js',
            moduleIds: [
              `${root}/src/listing/ProductListing.tsx`,
              `${root}/src/routes/_default/pages/$.tsx?tsr-split=component`,
              `${root}/src/routes/_default/pages/$.tsx?tsr-split=loader`,
            ],
          },
          'assets/style-1.css': { type: 'asset' },
        },
        `${root}/`,
      ),
    ).toEqual({
      'src/routes/_default/products/$slug.tsx?tsr-split=component': 'assets/_slug-1.js',
      'src/routes/_default/pages/$.tsx?tsr-split=component': 'assets/listing-1.js',
    });
  });
});
