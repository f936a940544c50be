import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@beauty/i18n';
import { coreMessagesLanguage } from '@beauty/i18n/vite';
import { ROUTE_COMPONENTS_FILE } from './routeComponents.js';

/** An entry of Vite's build manifest (`dist/client/.vite/manifest.json`). */
interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** What the router's head and body render for the browser build: the stylesheet and the scripts. */
export interface ShopManifest {
  routes: Record<
    string,
    {
      css: string[];
      preloads: string[];
      scripts: { attrs: Record<string, string | boolean>; children?: string }[];
    }
  >;
}

export interface ShopAssets {
  buildId: string;
  /** The manifest of a page in each language: its loader also preloads that language's messages. */
  manifests: Record<Language, ShopManifest>;
}

/** At the latest this long after the page's HTML was read, the page loader runs the entry. */
export const HYDRATION_DEADLINE_MS = 4000;

/**
 * The page's script: once the page has loaded and painted (or after
 * {@link HYDRATION_DEADLINE_MS}, whichever comes first), it preloads the chunks the page's
 * routes registered (see {@link registerChunks}) and the entry's own imports, then runs the
 * entry, which hydrates. The browser code (the larger part of a page's bytes) thus never competes
 * with the server's HTML, its stylesheet and its pictures for a slow connection, and hydrating
 * does not hold the first paint: the shopper sees the page first, then it becomes interactive.
 * Links and forms work as plain HTML meanwhile.
 */
export function pageLoader(entry: string, chunks: readonly string[]): string {
  return `(() => {
  let started = false;
  const start = () => started || (started = true, requestAnimationFrame(() => setTimeout(() => {
    for (const href of ${JSON.stringify(chunks)}.concat(self.shopChunks || [])) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(${JSON.stringify(entry)});
  })));
  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start, { once: true });
    // A picture that takes long to load (or never does) does not keep the page from working.
    setTimeout(start, ${HYDRATION_DEADLINE_MS});
  }
})();`;
}

/** A route's script: the chunks of its code the page loader preloads with the entry. */
export function registerChunks(chunks: readonly string[]): string {
  return `self.shopChunks = (self.shopChunks || []).concat(${JSON.stringify(chunks)});`;
}

/**
 * The router's id of a route file under `src/routes`, as the router plugin names it: folders and
 * dots are path segments, `index` ends with a slash, `__root` is the root.
 *   `src/routes/_default/orders/$id/index.tsx` → `/_default/orders/$id/`
 *   `src/routes/_blank/happening/classes.cancel.$id.tsx` → `/_blank/happening/classes/cancel/$id`
 */
export function routeIdOfFile(file: string): string | undefined {
  const path = /^src\/routes\/(.+)\.tsx?$/.exec(file.split('?')[0]!)?.[1];
  if (!path) return undefined;
  if (path === '__root') return '__root__';
  const segments = path.split('/').flatMap((part) => part.split('.'));
  if (segments.at(-1) === 'index') segments[segments.length - 1] = '';
  return `/${segments.join('/')}`;
}

/**
 * Reads the browser build: its entry script, the chunks it imports at once, its stylesheet, per
 * route the chunks of its code-split parts, and per language the chunk of its core messages, all
 * preloaded with the entry so hydration does not wait on a second round of requests.
 */
export async function readShopAssets(clientDir: string): Promise<ShopAssets> {
  const vite = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ViteChunk
  >;
  const routeComponents = JSON.parse(
    await readFile(join(clientDir, ROUTE_COMPONENTS_FILE), 'utf8'),
  ) as Record<string, string>;
  const { id: buildId } = JSON.parse(
    await readFile(join(clientDir, 'builds/latest.json'), 'utf8'),
  ) as { id: string };
  const entry = Object.values(vite).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`No entry in the client build's manifest (${clientDir})`);

  /** A chunk's file and those it imports at once, each once, leaving out those already listed. */
  const staticImports = (keys: readonly string[], known: ReadonlySet<string>) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = vite[key];
      const file = chunk && `/${chunk.file}`;
      if (!file || files.has(file) || known.has(file)) return;
      files.add(file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const preloads = staticImports(entry.imports ?? [], new Set([`/${entry.file}`]));
  const known = new Set([`/${entry.file}`, ...preloads]);

  // The component the page shows; a route's error and not-found parts load when they are needed.
  const keyOfFile = new Map(Object.entries(vite).map(([key, chunk]) => [chunk.file, key]));
  const routes: ShopManifest['routes'] = {};
  for (const [module, file] of Object.entries(routeComponents)) {
    const routeId = routeIdOfFile(module);
    const key = keyOfFile.get(file);
    if (!routeId || !key) continue;
    const chunks = [...staticImports([key], known)];
    routes[routeId] = {
      css: [],
      preloads: [],
      scripts: [{ attrs: {}, children: registerChunks(chunks) }],
    };
  }

  // The shop builds one stylesheet (no CSS code splitting), which Vite's manifest names
  // `style.css`; other CSS files of the build are a page's own (`?url` imports), linked by it.
  const css = [
    ...new Set([
      ...Object.values(vite).flatMap((chunk) => chunk.css ?? []),
      ...(vite['style.css'] ? [vite['style.css'].file] : []),
    ]),
  ].map((file) => `/${file}`);
  if (css.length === 0)
    throw new Error(`No stylesheet in the client build's manifest (${clientDir})`);
  const messages = (language: Language) =>
    staticImports(
      Object.keys(vite).filter((key) => coreMessagesLanguage(key) === language),
      known,
    );
  const manifest = (language: Language): ShopManifest => ({
    routes: {
      ...routes,
      __root__: {
        css,
        preloads: [],
        scripts: [
          {
            attrs: {},
            children: pageLoader(`/${entry.file}`, [...preloads, ...messages(language)]),
          },
        ],
      },
    },
  });
  return {
    buildId,
    manifests: Object.fromEntries(
      LANGUAGES.map((language) => [language, manifest(language)]),
    ) as Record<Language, ShopManifest>,
  };
}

/**
 * How long the server trusts the build it read before it looks at `builds/latest.json` again: a
 * new build copied into the client folder is served within this time, with no restart.
 */
export const BUILD_RECHECK_MS = 2_000;

/** The deployed build, as {@link watchShopAssets} keeps it. */
export interface DeployedBuild {
  /** The build to render pages with: re-read when `builds/latest.json` names another one. */
  current(): Promise<ShopAssets>;
}

/**
 * Keeps the pages on the build deployed in `clientDir`. A deployment writes the new build's files
 * next to the old ones and `builds/latest.json` last: pages rendered from then on name the new
 * build and its scripts, while open tabs of the old one see the new id and reload (see the
 * storefront's `BuildFreshness`). The build id is looked up at most every {@link BUILD_RECHECK_MS};
 * the manifest is read again only when it changed. A build that cannot be read (a deployment
 * half-way) leaves the last one in service until the next look.
 */
export async function watchShopAssets(
  clientDir: string,
  { recheckMs = BUILD_RECHECK_MS, now = Date.now } = {},
): Promise<DeployedBuild> {
  let assets = await readShopAssets(clientDir);
  let checkedAt = now();
  let checking: Promise<ShopAssets> | null = null;
  const latestId = async () =>
    (JSON.parse(await readFile(join(clientDir, 'builds/latest.json'), 'utf8')) as { id: string })
      .id;
  const check = async () => {
    try {
      if ((await latestId()) !== assets.buildId) assets = await readShopAssets(clientDir);
    } catch {
      // Not readable right now (being copied): the build in service stays until the next look.
    } finally {
      checkedAt = now();
      checking = null;
    }
    return assets;
  };
  return {
    current() {
      if (now() - checkedAt < recheckMs) return Promise.resolve(assets);
      checking ??= check();
      return checking;
    },
  };
}
