// Proves another app can install our libraries from a registry: stages and packs them as
// `npm run release` does, publishes them with the release's publish path to a throwaway Verdaccio
// on 127.0.0.1, installs them with `npm install` in a scratch app outside the workspace (only the
// @beauty scope from Verdaccio, everything else from the usual registry), then type-checks the
// consumer files of tools/consumer/ against the published types and runs them in Node.
// `--built`: the libraries are built already (as in `npm test`), staging does not build them.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishableLibraries } from './publishable.mjs';
import { tarball } from './release.mjs';
import { bin, npm, root, run, runCapture } from './run.mjs';

const consumerDir = join(root, 'tools/consumer');
/** What a consumer installs beside our libraries, at the versions the workspace uses. */
const companions = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'msw',
  '@openfeature/web-sdk',
  '@openfeature/server-sdk',
  '@types/react',
  '@types/react-dom',
  '@types/node',
];
const workspaceVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

const results = [];
/**
 * Issue 23's figure for a consumer of the SDKs (strict settings, `skipLibCheck` as teams set it):
 * 100k type instantiations. The SDK's own part is measured by `npm run bench:types`.
 */
const TYPE_INSTANTIATION_BUDGET = 100_000;
const pass = (name, outcome) => results.push([name, outcome, true]);
const fail = (name, outcome) => results.push([name, outcome, false]);

/** A port nobody listens on now, for Verdaccio. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/** A Verdaccio that keeps @beauty/* and lets anyone publish them; it serves nothing else. */
async function startRegistry(dir) {
  const port = await freePort();
  const config = join(dir, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: -1',
      'uplinks: {}',
      'packages:',
      "  '@beauty/*':",
      '    access: $all',
      '    publish: $anonymous',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const child = spawn(bin('verdaccio'), ['--config', config, '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // Verdaccio warns about running as root and about Node 20; neither matters for a test run.
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await once(child, 'exit');
    clearTimeout(timer);
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}-/ping`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('Verdaccio did not start within 20 s.');
}

const scratch = mkdtempSync(join(tmpdir(), 'beauty-pack-check-'));
let registry;
const cleanUp = async () => {
  await registry?.stop();
  rmSync(scratch, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => cleanUp().finally(() => process.exit(1)));

let typecheckFigures;
try {
  console.log('Staging the libraries (node tools/release.mjs stage)…');
  const stageArgs = ['stage', ...process.argv.slice(2).filter((arg) => arg === '--built')];
  if ((await run(process.execPath, [join(root, 'tools/release.mjs'), ...stageArgs])) !== 0)
    throw new Error('Staging failed (see above).');
  const libraries = publishableLibraries();

  mkdirSync(join(scratch, 'registry'));
  registry = await startRegistry(join(scratch, 'registry'));
  console.log(`\nVerdaccio on ${registry.url}; publishing (node tools/release.mjs publish)…`);
  const publishConfig = join(scratch, 'publish.npmrc');
  // npm refuses to publish without a token; this Verdaccio takes anonymous publishes.
  writeFileSync(publishConfig, `${registry.url.replace('http:', '')}:_authToken=pack-check\n`);
  const published = await run(
    process.execPath,
    [join(root, 'tools/release.mjs'), 'publish', '--no-git-tag'],
    {
      env: {
        ...process.env,
        npm_config_registry: registry.url,
        npm_config_userconfig: publishConfig,
      },
    },
  );
  if (published !== 0) throw new Error('Publishing to Verdaccio failed (see above).');

  const app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'pack-check-consumer', private: true, type: 'module' }),
  );
  writeFileSync(join(app, '.npmrc'), `@beauty:registry=${registry.url}\n`);
  const specs = [
    ...libraries.map(({ name, manifest }) => `${name}@${manifest.version}`),
    ...companions.map((name) => `${name}@${workspaceVersion(name)}`),
  ];
  console.log(`\nnpm install ${specs.join(' ')}`);
  // Online: a cached @beauty packument of an earlier run (same port, other build) must not win.
  const installed = await run(
    npm,
    ['install', '--no-audit', '--no-fund', '--prefer-online', '--loglevel=error', ...specs],
    { cwd: app },
  );
  if (installed !== 0) throw new Error('npm install from the registry failed (see above).');
  // Installed from the registry, byte for byte the tarball the release staged.
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8'));
  for (const lib of libraries) {
    const entry = lock.packages[`node_modules/${lib.name}`];
    const staged = `sha512-${createHash('sha512')
      .update(readFileSync(tarball(lib)))
      .digest('base64')}`;
    if (entry?.version === lib.manifest.version && entry.integrity === staged)
      pass(lib.name, `${entry.version} installed from the registry is the staged tarball`);
    else fail(lib.name, `FAILED: installed ${entry?.version}, not the staged tarball`);
  }

  // The consumer files: each is a use another team relies on, so an entry point it imports that no
  // library exports fails the type-check below.
  const runnable = readdirSync(consumerDir).filter((file) => /\.tsx?$/.test(file));
  for (const file of runnable) cpSync(join(consumerDir, file), join(app, file));
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      ...JSON.parse(readFileSync(join(consumerDir, 'tsconfig.json'), 'utf8')),
      files: runnable,
    }),
  );

  console.log(`\ntsc --extendedDiagnostics (${runnable.length} consumer files)`);
  const typecheck = await runCapture(bin('tsc'), ['-p', 'tsconfig.json', '--extendedDiagnostics'], {
    cwd: app,
  });
  const figure = (label) =>
    new RegExp(`^${label}:\\s+(\\S+)`, 'm').exec(typecheck.output)?.[1] ?? 'unknown';
  typecheckFigures = {
    instantiations: Number(figure('Instantiations')),
    checkTime: figure('Check time'),
    totalTime: figure('Total time'),
  };
  const summary = `${typecheckFigures.instantiations} instantiations, check ${typecheckFigures.checkTime}`;
  if (typecheck.code === 0) pass('published types', `typecheck the consumer (${summary})`);
  else fail('published types', `FAILED to typecheck the consumer (${summary})`);
  // The light-types budget: a count, the same on any machine (the check time is only reported).
  if (typecheckFigures.instantiations < TYPE_INSTANTIATION_BUDGET)
    pass('type cost', `under ${TYPE_INSTANTIATION_BUDGET} instantiations`);
  else fail('type cost', `FAILED: over ${TYPE_INSTANTIATION_BUDGET} instantiations (${summary})`);

  // tsc emitted the consumer files to out/ (also on type errors): run each in Node.
  for (const file of runnable) {
    const script = join(app, 'out', file.replace(/\.tsx?$/, '.js'));
    if ((await run(process.execPath, [script], { cwd: app })) === 0) pass(file, 'runs');
    else fail(file, 'FAILED to run (see above)');
  }
} catch (error) {
  fail('pack check', `FAILED: ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanUp();
}

console.log('');
for (const [name, outcome, ok] of results) console.log(`  ${ok ? '✓' : '✗'} ${name}: ${outcome}`);
const failed = results.filter(([, , ok]) => !ok).length;
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports/pack-check.json'),
  JSON.stringify({
    passed: results.length - failed,
    failed,
    typecheck: typecheckFigures,
  }),
);
console.log(`pack-check: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
