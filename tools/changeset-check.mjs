// Every publishable library changed since the last release is named by a pending changeset.
//
//   node tools/changeset-check.mjs [repository]   (default: this workspace)
//
// `changeset status --since=<ref>` needs a ref to compare with, and fails only when libraries
// changed and there is no changeset at all; CI clones may have no tags and no remote branch. So
// the base is computed here from history, and the rule is checked per library:
// - base: the last commit that changed a library's CHANGELOG.md (`changeset version` writes them,
//   so that is the last release); before the first release, the commit that added
//   .changeset/config.json;
// - changed: a file of the library differs from the base (committed, staged or not, or new),
//   counting only files matching the config's `changedFilePatterns`, as `changeset status` does
//   (tests and stories never reach a user, so a change to them alone needs no release);
// - named: a pending changeset (`.changeset/*.md`, what `changeset version` would apply) lists it;
// - and a library whose peer (another of ours) is bumped out of its published `^` range is named
//   too, so it is released with the new range.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import micromatch from 'micromatch';
import { bin, root } from './run.mjs';

const repository = process.argv[2] ?? root;
const git = (...args) =>
  execFileSync('git', args, {
    cwd: repository,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
    .trim()
    .split('\n')
    .filter(Boolean);

const libraries = readdirSync(join(repository, 'libs'))
  .map((folder) => ({ folder, file: join(repository, 'libs', folder, 'package.json') }))
  .filter(({ file }) => existsSync(file))
  .map(({ folder, file }) => ({ folder, manifest: JSON.parse(readFileSync(file, 'utf8')) }))
  .filter(
    ({ manifest }) => manifest.private !== true && manifest.nx?.tags?.includes('publishable'),
  );

const [lastRelease] = git('log', '-1', '--format=%H', '--', 'libs/*/CHANGELOG.md');
const [configAdded] = git('log', '--diff-filter=A', '--format=%H', '--', '.changeset/config.json');
const base = lastRelease ?? configAdded;
if (!base) {
  console.log(
    'No release yet and no .changeset/config.json in the history: nothing to compare with, check skipped.',
  );
  process.exit(0);
}
if (git('rev-parse', '--is-shallow-repository')[0] === 'true')
  console.warn('Shallow clone: the base below may be the shallow boundary, not the last release.');
console.log(
  `Base: ${base.slice(0, 12)} (${lastRelease ? 'the last release: the last commit changing a CHANGELOG.md' : 'no release yet: the commit that added .changeset/config.json'})`,
);

// changesets' own view of the same range: the bumps it plans, and its check that a change comes
// with at least one changeset (it also fails on a changeset it cannot read).
let statusFailed = false;
try {
  execFileSync(bin('changeset'), ['status', `--since=${base}`], {
    cwd: repository,
    stdio: 'inherit',
  });
} catch {
  statusFailed = true;
}

const changedFiles = new Set([
  ...git('diff', '--name-only', base),
  ...git('ls-files', '--others', '--exclude-standard'),
]);
const changesetDir = join(repository, '.changeset');
/** Each package a pending changeset names, with its largest bump. */
const bumps = new Map();
const order = ['patch', 'minor', 'major'];
for (const file of readdirSync(changesetDir)) {
  if (!file.endsWith('.md') || file === 'README.md') continue;
  // The front matter: one `'@scope/name': bump` line per package.
  const [, frontMatter = ''] =
    /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(changesetDir, file), 'utf8')) ?? [];
  for (const [, name, bump] of frontMatter.matchAll(/^\s*['"]?([^'":\s]+)['"]?\s*:\s*(\w+)/gm))
    if (order.indexOf(bump) > order.indexOf(bumps.get(name))) bumps.set(name, bump);
}

const { changedFilePatterns = ['**'] } = JSON.parse(
  readFileSync(join(changesetDir, 'config.json'), 'utf8'),
);
const missing = [];
for (const { folder, manifest } of libraries) {
  const inLibrary = [...changedFiles].filter((file) => file.startsWith(`libs/${folder}/`));
  const changed = micromatch(
    inLibrary.map((file) => file.slice(`libs/${folder}/`.length)),
    changedFilePatterns,
  );
  if (changed.length === 0)
    console.log(
      `  ✓ ${manifest.name}: ${inLibrary.length === 0 ? 'unchanged' : `only tests or stories changed (${inLibrary.length} files)`}`,
    );
  else if (bumps.has(manifest.name))
    console.log(`  ✓ ${manifest.name}: ${changed.length} files changed, named by a changeset`);
  else {
    missing.push(manifest.name);
    console.log(
      `  ✗ ${manifest.name}: ${changed.length} files changed (libs/${folder}/${changed[0]}…)`,
    );
  }
}

// A published library's peer range on another is `^` the version released with it (see
// tools/publishable.mjs). When that other library leaves the range (0.2.0 to 0.3.0, 1.x to 2.0.0),
// the dependent must be released too, or its consumers cannot install both: changesets does not
// see it, as the workspace ranges are `*`.
const versions = new Map(libraries.map(({ manifest }) => [manifest.name, manifest.version]));
const leavesCaret = (version, bump) => {
  const [major, minor] = version.split('.').map(Number);
  return bump === 'major' || (bump === 'minor' && major === 0) || (major === 0 && minor === 0);
};
const stranded = [];
for (const { manifest } of libraries)
  for (const peer of Object.keys(manifest.peerDependencies ?? {}))
    if (
      versions.has(peer) &&
      bumps.has(peer) &&
      leavesCaret(versions.get(peer), bumps.get(peer)) &&
      !bumps.has(manifest.name)
    ) {
      stranded.push(manifest.name);
      console.log(
        `  ✗ ${manifest.name}: its peer ${peer} gets a ${bumps.get(peer)} bump out of ^${versions.get(peer)}`,
      );
    }
if (stranded.length > 0)
  console.error(
    `\nReleased alone, the new versions would be out of the peer range of ${stranded.join(', ')}: add a changeset naming them (a patch) so they are released with the new range.`,
  );

if (missing.length > 0 || statusFailed) {
  console.error(
    `\nChanged since ${base.slice(0, 12)} without a changeset naming them: ${missing.join(', ') || '(see changeset status above)'}.\nRun \`npm run changeset\`, pick these packages and describe the change for their users.`,
  );
  process.exit(1);
}
if (stranded.length > 0) process.exit(1);
console.log(`\nEvery changed library is named by a pending changeset.`);
