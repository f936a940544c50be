import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An entry of Vite's build manifest (`dist/client/.vite/manifest.json`). */
interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** What the router's head and body render for the browser build: styles, preloads, the entry. */
export interface ShopAssets {
  buildId: string;
  manifest: {
    routes: Record<
      string,
      {
        css: string[];
        preloads: string[];
        scripts: { attrs: Record<string, string | boolean> }[];
      }
    >;
  };
}

/** Reads the browser build: its entry script, the chunks it imports at once, and its stylesheets. */
export async function readShopAssets(clientDir: string): Promise<ShopAssets> {
  const vite = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ViteChunk
  >;
  const { id: buildId } = JSON.parse(
    await readFile(join(clientDir, 'builds/latest.json'), 'utf8'),
  ) as { id: string };
  const entry = Object.values(vite).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`No entry in the client build's manifest (${clientDir})`);

  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = vite[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  // The shop builds one stylesheet (no CSS code splitting): link every CSS file of the build.
  const css = [
    ...new Set(
      Object.values(vite).flatMap((chunk) => [
        ...(chunk.css ?? []),
        ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
      ]),
    ),
  ].map((file) => `/${file}`);
  return {
    buildId,
    manifest: {
      routes: {
        __root__: {
          css,
          preloads: [...preloads],
          scripts: [{ attrs: { type: 'module', async: true, src: `/${entry.file}` } }],
        },
      },
    },
  };
}
