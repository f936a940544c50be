// The published libraries as the release scripts see them: every workspace package tagged
// `publishable`, its entry points read from its `exports`, and the manifest a registry gets.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run.mjs';

/** Where `npm run release` stages each package and packs the tarballs the publish step sends. */
export const releaseDir = join(root, '.release');

/** The export condition that points the workspace at TypeScript sources; never published. */
const sourceCondition = '@beauty/source';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Every publishable library (Nx tag `publishable`), read afresh so a new library or subpath is
 * picked up without editing the scripts: `{ name, folder, dir, manifest }`.
 */
export function publishableLibraries() {
  return readdirSync(join(root, 'libs'))
    .map((folder) => ({ folder, dir: join(root, 'libs', folder) }))
    .map((lib) => ({ ...lib, manifest: readJson(join(lib.dir, 'package.json')) }))
    .filter(
      ({ manifest }) => manifest.private !== true && manifest.nx?.tags?.includes('publishable'),
    )
    .map((lib) => ({ ...lib, name: lib.manifest.name }));
}

/**
 * The typed entry points of a manifest's `exports`: `{ subpath, types, report }`, `types` the
 * built declaration file (relative to the package) and `report` the API report's name
 * (`index` for `.`, `openfeature-server` for `./openfeature/server`). Exports without types (a
 * stylesheet) have no API.
 */
export function entryPoints(manifest) {
  return Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
    const types = typeof target === 'object' && target !== null ? target.types : undefined;
    if (typeof types !== 'string') return [];
    const report = subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-');
    return [{ subpath, types, report }];
  });
}

/** `exports` without the workspace-only source condition, at any depth. */
function withoutSourceCondition(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== sourceCondition)
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/**
 * The manifest as published. The workspace keeps what only it needs (the source condition Vite,
 * Vitest and tsc resolve, scripts, devDependencies, Nx tags) and `*` ranges between libraries
 * (npm links the workspace copy; changesets then never bumps a dependent for an in-range peer);
 * a consumer gets `^` ranges of the versions released together, and the engines and repository
 * the root package.json declares once for all libraries.
 */
export function publishedManifest(lib, libraries, rootManifest) {
  const versions = new Map(libraries.map(({ name, manifest }) => [name, manifest.version]));
  const pinWorkspaceRanges = (dependencies) =>
    dependencies &&
    Object.fromEntries(
      Object.entries(dependencies).map(([name, range]) => [
        name,
        versions.has(name) ? `^${versions.get(name)}` : range,
      ]),
    );
  const { scripts: _scripts, devDependencies: _dev, nx: _nx, ...manifest } = lib.manifest;
  return {
    ...manifest,
    engines: rootManifest.engines,
    repository: { ...rootManifest.repository, directory: `libs/${lib.folder}` },
    exports: withoutSourceCondition(manifest.exports),
    dependencies: pinWorkspaceRanges(manifest.dependencies),
    peerDependencies: pinWorkspaceRanges(manifest.peerDependencies),
  };
}

export const rootManifest = () => readJson(join(root, 'package.json'));
