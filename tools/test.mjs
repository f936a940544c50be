// `npm test`: every check of the workspace, browser tests included, then one closing line that
// adds up the test reports: "N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { isAbsolute, join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { bin, npm, root, run, runCapture } from './run.mjs';

const env = { ...process.env, NX_DAEMON: 'false', BEAUTY_TEST_REPORT: '1', FORCE_COLOR: '0' };

/** One check: its title and the command that runs it. */
const step = (title, command, args) => ({ title, command, args });
const nxStep = (title, ...args) => step(title, bin('nx'), [...args, '--output-style=static']);
const API = '@beauty/commerce-api';
const STOREFRONT = '@beauty/storefront';
const STORYBOOK = '@beauty/storybook';

/**
 * The checks, in stages run one after another. A stage's lanes run side by side, each lane's
 * steps in order: what waits on the network or leaves cores idle runs beside what keeps them
 * busy. The first lane prints as it goes; the others print when they end.
 */
const stages = [
  [
    // Debian's packages, downloaded and installed (apt takes one at a time), beside the first
    // checks, which need none of them (nginx is for the reliability run).
    [
      step('Browser', bin('tsx'), ['tools/ensure-chromium.ts']),
      step('PostgreSQL', process.execPath, ['tools/postgres.mjs']),
      step('nginx', bin('tsx'), ['tools/reliability/src/nginx.ts']),
    ],
    [
      step('Lockfile', process.execPath, ['tools/lockfile-check.mjs']),
      step('Format', bin('prettier'), ['--check', '--log-level=warn', '.']),
      step('Workspace scripts', bin('eslint'), ['tools', 'eslint.config.mjs']),
      step('Workspace scripts typecheck', bin('tsc'), ['-p', 'tools/tsconfig.json']),
      step('Workspace tests', bin('vitest'), ['run', '--config', 'tools/vitest.config.ts']),
      step('Changesets', process.execPath, ['tools/changeset-check.mjs']),
    ],
  ],
  [
    [
      nxStep(
        'Lint, typecheck, unit tests, builds',
        'run-many',
        '-t',
        'lint',
        'typecheck',
        'test',
        'build',
        `--exclude=${API}`,
        // Three at a time on two cores: a single-threaded task (tsc, eslint) leaves a core idle.
        '--parallel=3',
      ),
      // Its build came with the shop's above; its sources are checked against the built libraries.
      nxStep(
        'API lint, typecheck, build',
        'run-many',
        '-t',
        'lint',
        'typecheck',
        'build',
        `--projects=${API}`,
        '--excludeTaskDependencies',
      ),
    ],
    // The API's tests are the longest task (5 minutes alone, 7 to 8 beside the others; much of it
    // waiting on PostgreSQL) and need no build: they run on the sources from the start, not after
    // every library's checks, where Nx's order (most depended-on projects first) put them.
    [step('API unit tests', npm, ['run', '-s', 'test', '-w', API])],
  ],
  [
    // Everything was built above. Nx without its daemon cannot tell that outputs are unchanged and
    // would restore them from its cache (delete, then copy) while the shop beside runs on them: no
    // lane builds again (a server once failed to start on a half-restored dist).
    [nxStep('End-to-end', 'run', `${STOREFRONT}:e2e`, '--excludeTaskDependencies')],
    // The design system's browser tests and the release checks: a few minutes, mostly installing
    // and type-checking beside the browser tests.
    [
      step('Storybook end-to-end', npm, ['run', '-s', 'e2e', '-w', STORYBOOK]),
      step('Stage the libraries', process.execPath, ['tools/release.mjs', 'stage', '--built']),
      step('publint', process.execPath, ['tools/release.mjs', 'publint']),
      step('Are the types wrong (attw)', process.execPath, ['tools/release.mjs', 'attw']),
      step('API reports', process.execPath, ['tools/api-report.mjs', '--check', '--built']),
      step('Pack and import', process.execPath, ['tools/pack-check.mjs', '--built']),
    ],
    // The reliability harness's short run (the full one is `npm run reliability`: the built shop as
    // two instances over PostgreSQL behind nginx, fuzzed, raced, faulted and attacked), beside the
    // browser tests: it mostly waits (on nginx's timeouts, restarts and its browser). Measured with
    // the browser tests and two busy loops beside it: every figure at its goal, the slowest answers
    // 0.1 to 0.4 s of their 2 to 6 s.
    [
      step('Reliability (short run)', bin('tsx'), [
        '--conditions=@beauty/source',
        'tools/reliability/src/main.ts',
        '--short',
      ]),
    ],
  ],
];

// The conformance vectors of the experimentation engine live beside the repository, in shared/:
// beside this checkout, or beside the local repository it was cloned from (a scratch clone).
const conformance =
  [root, clonedFrom()]
    .filter((dir) => dir !== undefined)
    .map((dir) => join(dir, '../shared/conformance/flags'))
    .find((dir) => existsSync(dir)) ?? join(root, '../shared/conformance/flags');
// The flags SDK's own conformance test reads the same folder.
env.FLAGS_CONFORMANCE_DIR = conformance;

/** The local directory this checkout was cloned from, if it was. */
function clonedFrom() {
  const result = spawnSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8' });
  const url = result.status === 0 ? result.stdout.trim() : '';
  return isAbsolute(url) && existsSync(url) ? url : undefined;
}

const projectDirs = [
  ...['apps', 'libs'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(root, group, name)),
  ),
  join(root, 'tools'),
];
// Reports of an earlier run must not count; Nx restores them for cached tasks.
for (const dir of [...projectDirs, root])
  rmSync(join(dir, 'reports'), { recursive: true, force: true });
rmSync(join(root, '.nx/cache/run.json'), { force: true });

/**
 * Runs a lane's steps in order until one fails; resolves with the failed step's title, if any.
 * A quiet lane keeps its output and prints it, under its steps' titles, when it ends.
 */
async function runLane(lane, quiet) {
  let printed = '';
  let failed;
  for (const { title, command, args } of lane) {
    const heading = `\n=== ${title} ===\n`;
    const stepStarted = Date.now();
    let code;
    if (quiet) {
      const result = await runCapture(command, args, { env, quiet: true });
      printed += heading + result.output;
      code = result.code;
    } else {
      process.stdout.write(heading);
      code = await run(command, args, { env });
    }
    const took = `(${title}: ${((Date.now() - stepStarted) / 60_000).toFixed(1)} min)\n`;
    if (quiet) printed += took;
    else process.stdout.write(took);
    if (code !== 0) {
      failed = title;
      break;
    }
  }
  if (quiet) process.stdout.write(printed);
  return failed;
}

const started = Date.now();
let failedStep;
for (const lanes of stages) {
  const results = await Promise.all(lanes.map((lane, index) => runLane(lane, index > 0)));
  failedStep = results.find((title) => title !== undefined);
  if (failedStep) break;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
// Named here, just above the closing line, so a CI log's tail says which test failed.
const failures = [];
/** Tests that failed once and passed on their retry: races to fix, reported but not failing the run. */
const flaky = [];
if (!failedStep) {
  console.log('\n=== Flags conformance ===');
  const { code, output } = await runCapture(
    npm,
    ['run', '-s', 'conformance:flags', '--', conformance],
    { env },
  );
  const counts = /^(\d+) passed, (\d+) failed, (\d+) skipped$/m.exec(
    output.trim().split('\n').pop() ?? '',
  );
  if (counts) {
    totals.passed += Number(counts[1]);
    totals.failed += Number(counts[2]);
    totals.skipped += Number(counts[3]);
  }
  if (code !== 0 || !counts) failedStep = 'Flags conformance';
}
/**
 * Titles of the Playwright tests whose outcome is `status` ('unexpected': the last attempt failed;
 * 'flaky': an attempt failed, a retry passed), with the first error line of the failed attempt.
 */
function playwrightTests(suites, project, status) {
  const found = [];
  const walk = (suite, path) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === status) {
          const failed = test.results?.findLast((result) => result.error);
          const error = failed?.error?.message?.split('\n')[0] ?? '';
          found.push(
            `${project}: ${spec.file}:${spec.line} [${test.projectName}] ${[...here, spec.title].join(' › ')}${error ? ` — ${error}` : ''}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of suites) walk(suite, []);
  return found;
}
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
for (const dir of projectDirs) {
  const unit = readJson(join(dir, 'reports/unit/vitest.json'));
  if (unit) {
    totals.passed += unit.numPassedTests;
    totals.failed += unit.numFailedTests;
    totals.skipped += unit.numPendingTests + unit.numTodoTests;
    for (const file of unit.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push(`${relative(root, file.name)}: ${test.fullName ?? test.title}`);
  }
  const e2e = readJson(join(dir, 'reports/e2e/playwright.json'));
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
    failures.push(...playwrightTests(e2e.suites ?? [], relative(root, dir), 'unexpected'));
    flaky.push(...playwrightTests(e2e.suites ?? [], relative(root, dir), 'flaky'));
  }
}
// Each figure of the reliability harness at its goal counts as passed, each missed as failed.
const reliability = readJson(join(root, 'reports/reliability.json'));
if (reliability) {
  totals.passed += reliability.passed;
  totals.failed += reliability.failed;
  for (const figure of reliability.figures ?? [])
    if (!figure.met)
      failures.push(
        `reliability: ${figure.section} › ${figure.name}: ${figure.value} (goal ${figure.goal})`,
      );
}
// A task can fail with no test failed (a global set-up, an unhandled error): its error lines.
for (const task of readJson(join(root, '.nx/cache/run.json'))?.tasks ?? []) {
  const outputFile = join(root, '.nx/cache/terminalOutputs', task.hash);
  if (task.status === 0 || !existsSync(outputFile)) continue;
  const errors = stripVTControlCharacters(readFileSync(outputFile, 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) => /^(FAIL|×)\s|\b\w*Error\b:|\bfailed\b/.test(line) && !/^npm error/.test(line),
    );
  failures.push(`${task.taskId}: ${[...new Set(errors)].slice(0, 6).join(' / ') || 'failed'}`);
}
const pack = readJson(join(root, 'reports/pack-check.json'));
if (pack) {
  totals.passed += pack.passed;
  totals.failed += pack.failed;
}

if (flaky.length > 0)
  console.log(`\nFlaky tests (passed on retry):\n${flaky.map((f) => `- ${f}`).join('\n')}`);
if (failures.length > 0)
  console.log(`\nFailed tests:\n${failures.map((f) => `- ${f}`).join('\n')}`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  failedStep ? `\nFAILED: ${failedStep} (${minutes} min)` : `\nAll checks passed (${minutes} min)`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
