// The libraries as released products.
//
//   node tools/release.mjs          `npm run release`: build, stage, pack, then every check
//                                   (publint, attw, API reports, changesets)
//   node tools/release.mjs stage    build the publishable libraries, stage each one in
//                                   .release/<lib>/ with its published manifest, pack tarballs
//                                   (`--built`: they are built already, as in `npm test`)
//   node tools/release.mjs publint  publint on each staged tarball
//   node tools/release.mjs attw     Are the Types Wrong on each staged tarball (ESM only)
//   node tools/release.mjs publish  `npm run release:publish`: publish the staged tarballs to the
//                                   registry of the npm configuration, then `changeset tag`
//                                   (`--no-git-tag` leaves the tags out, for the pack check)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  entryPoints,
  publishableLibraries,
  publishedManifest,
  releaseDir,
  rootManifest,
} from './publishable.mjs';
import { bin, npm, root, run } from './run.mjs';

const capture = (command, args, options = {}) =>
  execFileSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    ...options,
  });

export async function buildLibraries() {
  const code = await run(bin('nx'), [
    'run-many',
    '-t',
    'build',
    '--projects=tag:publishable',
    '--output-style=static',
  ]);
  if (code !== 0) throw new Error('The publishable libraries failed to build.');
}

/** Where each library is staged, and its tarball once packed. */
const stagedDir = (lib) => join(releaseDir, lib.folder);
const stagedManifest = (lib) =>
  JSON.parse(readFileSync(join(stagedDir(lib), 'package.json'), 'utf8'));
export const tarball = (lib) => {
  const { name, version } = stagedManifest(lib);
  return join(releaseDir, `${name.replace('@', '').replace('/', '-')}-${version}.tgz`);
};

/** Copies each built library with its published manifest into .release/ and packs it there. */
export function stage() {
  rmSync(releaseDir, { recursive: true, force: true });
  const libraries = publishableLibraries();
  const workspaceRoot = rootManifest();
  const problems = [];
  for (const lib of libraries) {
    const dir = stagedDir(lib);
    mkdirSync(dir, { recursive: true });
    cpSync(join(lib.dir, 'dist'), join(dir, 'dist'), { recursive: true });
    const manifest = publishedManifest(lib, libraries, workspaceRoot);
    for (const file of ['README.md', 'CHANGELOG.md'])
      if (existsSync(join(lib.dir, file))) {
        cpSync(join(lib.dir, file), join(dir, file));
        if (!manifest.files.includes(file)) manifest.files.push(file);
      }
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    writeFileSync(join(dir, 'package.json'), text);
    // The manifest a registry gets must not lead a consumer into the workspace.
    for (const forbidden of ['@beauty/source', '"devDependencies"', '"scripts"', '"nx"', '"*"'])
      if (text.includes(forbidden))
        problems.push(`${lib.name}: package.json contains ${forbidden}`);

    const [packed] = JSON.parse(
      capture(npm, ['pack', '--json', '--pack-destination', releaseDir, '--loglevel=error'], {
        cwd: dir,
      }),
    );
    const files = packed.files.map((file) => file.path);
    if (files.some((file) => file.startsWith('src/'))) problems.push(`${lib.name} ships sources`);
    console.log(
      `  ${lib.name}@${manifest.version}: ${relative(root, join(releaseDir, packed.filename))} (${files.length} files, ${(packed.size / 1024).toFixed(1)} KB)`,
    );
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    throw new Error('The staged packages are not fit to publish.');
  }
  return libraries;
}

function requireStaged(libraries) {
  const missing = libraries.filter((lib) => !existsSync(join(stagedDir(lib), 'package.json')));
  if (missing.length > 0)
    throw new Error(
      `${missing.map((lib) => lib.name).join(', ')} not staged: run \`npm run release\` (or \`node tools/release.mjs stage\`) first.`,
    );
}

/** Runs `check` on each staged tarball; names each failing library. */
async function eachTarball(title, check) {
  const libraries = publishableLibraries();
  requireStaged(libraries);
  const failed = [];
  for (const lib of libraries) {
    console.log(`\n${title}: ${lib.name}`);
    if ((await check(lib)) !== 0) failed.push(lib.name);
  }
  if (failed.length > 0) throw new Error(`${title} failed for ${failed.join(', ')} (see above).`);
  console.log(`\n${title}: ${libraries.length} packages clean.`);
}

/** publint on what is published (the tarball); warnings fail too. */
export const publint = () =>
  eachTarball('publint', (lib) => run(bin('publint'), ['run', tarball(lib), '--strict']));

/**
 * Are the Types Wrong on each tarball, with the ESM-only profile: the libraries ship ES modules
 * only (Node 20.19+ loads them with `require()` too, and bundlers take ESM), so the resolution of
 * `require` in node10/node16-CJS is not asked for; everything else must resolve to typed ESM.
 */
export const attw = () =>
  eachTarball('attw', (lib) => {
    // A stylesheet export (`@beauty/ui/styles.css`) has no types to check.
    const typed = new Set(entryPoints(lib.manifest).map(({ subpath }) => subpath));
    const untyped = Object.keys(lib.manifest.exports ?? {}).filter((path) => !typed.has(path));
    return run(bin('attw'), [
      tarball(lib),
      '--profile',
      'esm-only',
      '--format',
      'table-flipped',
      ...(untyped.length > 0 ? ['--exclude-entrypoints', ...untyped] : []),
    ]);
  });

/**
 * Publishes each staged tarball whose version is not on the registry yet (so a publish that
 * stopped half-way can be run again), to the registry the npm configuration names.
 */
export async function publish({ gitTag }) {
  const libraries = publishableLibraries();
  requireStaged(libraries);
  const stale = libraries.filter((lib) => stagedManifest(lib).version !== lib.manifest.version);
  if (stale.length > 0)
    throw new Error(
      `Staged versions differ from the workspace for ${stale.map((lib) => lib.name).join(', ')}: run \`npm run release\` again.`,
    );
  const registry = capture(npm, ['config', 'get', 'registry']).trim();
  console.log(`Publishing to ${registry}`);
  for (const lib of libraries) {
    const { name, version } = stagedManifest(lib);
    let published = '';
    try {
      published = capture(npm, ['view', `${name}@${version}`, 'version', '--loglevel=silent'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      // E404: not on the registry yet.
    }
    if (published === version) {
      console.log(`  ${name}@${version} is already published, skipped`);
      continue;
    }
    const code = await run(npm, ['publish', tarball(lib), '--loglevel=warn']);
    if (code !== 0) throw new Error(`npm publish of ${name}@${version} failed (see above).`);
    console.log(`  ${name}@${version} published`);
  }
  if (gitTag) {
    // One git tag per package version (`@beauty/ui@0.2.0`), the mark of a release; push them.
    const code = await run(bin('changeset'), ['tag']);
    if (code !== 0) throw new Error('changeset tag failed.');
  }
}

async function main([command, ...flags]) {
  switch (command) {
    case 'stage':
      // `npm test` built everything before; building again would rewrite the libraries' dist
      // folders (Nx without its daemon restores them from its cache) under the running shop.
      if (!flags.includes('--built')) await buildLibraries();
      stage();
      return;
    case 'publint':
      return publint();
    case 'attw':
      return attw();
    case 'publish':
      return publish({ gitTag: !flags.includes('--no-git-tag') });
    case undefined: {
      await buildLibraries();
      console.log('\nStaging and packing into .release/');
      stage();
      await publint();
      await attw();
      for (const [script, args] of [
        ['api-report.mjs', ['--check', '--built']],
        ['changeset-check.mjs', []],
      ]) {
        console.log(`\nnode tools/${[script, ...args].join(' ')}`);
        if ((await run(process.execPath, [join(root, 'tools', script), ...args])) !== 0)
          throw new Error(`${script} failed (see above).`);
      }
      console.log(
        '\nReleased packages staged and checked in .release/: `npm run release:publish` publishes them.',
      );
      return;
    }
    default:
      throw new Error(`Unknown command ${command}: stage, publint, attw, publish or none.`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
