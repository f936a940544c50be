/**
 * Where the browser build records which chunk holds each route's component, by the component's
 * module as Vite's manifest names modules (`src/routes/_default/products/$slug.tsx?tsr-split=component`).
 * Vite's manifest names a chunk after the module it was split for; a component placed in a shared
 * chunk (a listing's route components, with the listing's code) would be missing from it.
 */
export const ROUTE_COMPONENTS_FILE = '.vite/route-components.json';

/** How the router plugin marks the module of a route's component, split from its route. */
const ROUTE_COMPONENT_SUFFIX = '?tsr-split=component';

/** A chunk of the build, as the bundler describes it: its file and the modules it holds. */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  moduleIds: readonly string[];
}

/**
 * Each route component's chunk: the module (relative to `root`, with `/`) and the chunk's file,
 * from the bundle the browser build writes.
 */
export function routeComponentChunks(
  bundle: Record<string, BuiltChunk | { type: 'asset' }>,
  root: string,
): Record<string, string> {
  const prefix = `${root.replaceAll('\\', '/').replace(/\/$/, '')}/`;
  const chunks: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    for (const id of output.moduleIds) {
      const module = id.replaceAll('\\', '/');
      if (module.endsWith(ROUTE_COMPONENT_SUFFIX) && module.startsWith(prefix)) {
        chunks[module.slice(prefix.length)] = output.fileName;
      }
    }
  }
  return chunks;
}
