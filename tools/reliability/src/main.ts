// `npm run reliability`: the harness that attacks the shop. It starts on loopback what it needs
// (a PostgreSQL of its own, two instances of the production server behind nginx, an instance on
// PGlite, Chromium), runs bounded loops, stops everything by itself and prints one table of
// figures with their goals. `--short` is the quick run `npm test` includes.
//   npm run reliability [-- --short] [-- --seed N]
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from './cluster.js';
import { changedRows, rowDigests } from './digest.js';
import { allFigures, atLeast, exactly, table } from './figures.js';
import { fuzz, operationsOf, SLOW_MS } from './fuzz.js';
import { startPrivatePostgres, type PrivatePostgres } from './postgres.js';
import { freePort, root, stopAll } from './processes.js';
import { registration, Shopper } from './shopper.js';
import { crashed, type Harness } from './harness.js';
import { concurrency } from './concurrency.js';
import { scaleOut } from './scale-out.js';
import { sessions } from './sessions.js';
import { security } from './security.js';
import { faults } from './faults.js';

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    seed: { type: 'string' },
    only: { type: 'string' },
  },
});
const short = values.short || process.env.RELIABILITY_PROFILE === 'short';
const seed = values.seed
  ? Number(values.seed)
  : Number(process.env.RELIABILITY_SEED ?? Date.now() % 2 ** 31);
const only = values.only?.split(',');
const wanted = (section: string) => !only || only.includes(section);

/** Ports the harness may take (`RELIABILITY_PORTS=3650-3699`); any free one by default. */
const range = process.env.RELIABILITY_PORTS?.split('-').map(Number) as [number, number] | undefined;
const port = () => freePort(range);

const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'beauty-reliability-'));
let postgres: PrivatePostgres | undefined;
let cluster: Cluster | undefined;
let failed: unknown;

console.log(`Reliability harness (${short ? 'short' : 'full'} run, seed ${seed})`);
try {
  postgres = startPrivatePostgres(join(work, 'postgres'), await port());
  const databaseUrl = await postgres.createDatabase('shop');
  const signingSecret = randomBytes(32).toString('base64url');
  const instancePorts = [await port(), await port()];
  console.log('Starting two shop instances on PostgreSQL behind nginx…');
  cluster = await startCluster({
    port: await port(),
    instancePorts,
    databaseUrl,
    signingSecret,
    sweepSeconds: 2,
    prefix: join(work, 'nginx'),
  });
  const harness: Harness = {
    cluster,
    postgres,
    databaseUrl,
    signingSecret,
    short,
    seed,
    work,
    port,
  };

  if (wanted('fuzz')) {
    console.log('\n1. Fuzzing from the contract');
    const document = await (await fetch(`${cluster.url}/api/web/v1/openapi.json`)).json();
    const operations = operationsOf(document);
    const before = await rowDigests(databaseUrl);
    const fuzzer = new Shopper(cluster.url);
    const email = `fuzz.${seed}@example.com`;
    await fuzzer.call('POST', 'user', { body: registration(email) });
    const signedIn = await fuzzer.signIn(email, registration(email).password);
    const [victim] = await postgres.query<{ id: number }>(
      'shop',
      "SELECT id FROM users WHERE email = 'gold.member@example.com'",
    );
    const result = await fuzz(
      cluster.url,
      {
        operations,
        signingSecret,
        member: { cookies: fuzzer.cookieHeader(), bearer: signedIn.body.data.accessToken },
        victimId: victim!.id,
      },
      { count: short ? 1_000 : 12_000, parallel: 4, seed, victimEmail: 'gold.member@example.com' },
    );
    const changed = changedRows(before, await rowDigests(databaseUrl));
    const list = (items: { request: string }[], extra: (item: never) => string) =>
      items
        .slice(0, 5)
        .map((item) => `${item.request} → ${extra(item as never)}`)
        .join('\n');
    const section = 'Fuzzing';
    atLeast(section, 'requests sent', result.sent, short ? 900 : 10_000);
    exactly(
      section,
      'operations of the OpenAPI document reached',
      result.operationsCovered,
      result.operations,
    );
    exactly(
      section,
      '5xx answers',
      result.serverErrors.length,
      0,
      list(result.serverErrors, (e: { status: number; text: string }) => `${e.status} ${e.text}`),
    );
    exactly(
      section,
      'answers leaking a stack trace or SQL',
      result.leaks.length,
      0,
      list(result.leaks, (e: { leak: string }) => e.leak),
    );
    exactly(
      section,
      'answers slower than 2 s',
      result.slow.length,
      0,
      list(result.slow, (e: { ms: number }) => `${e.ms} ms`),
    );
    if (result.slowOnce.length > 0)
      console.log(
        `       slower than ${SLOW_MS / 1000} s once, not when sent again alone (held up by the machine): ${result.slowOnce.length}\n       ` +
          list(
            result.slowOnce,
            (e: { ms: number; againMs: number[] }) =>
              `${e.ms} ms, then ${e.againMs.join(' and ')} ms`,
          ).replaceAll('\n', '\n       '),
      );
    exactly(
      section,
      'forged or expired tokens that read a member',
      result.forgedAccepted.length,
      0,
      list(result.forgedAccepted, (e: { status: number }) => String(e.status)),
    );
    exactly(
      section,
      'seeded rows changed or deleted',
      changed.reduce((total, table) => total + table.changed, 0),
      0,
      changed.map((table) => `${table.table}: ${table.changed}`).join(', '),
    );
  }
  crashed(harness, 'Fuzzing');
  const sections: [string, (harness: Harness) => Promise<void>][] = [
    ['concurrency', concurrency],
    ['sessions', sessions],
    ['scale-out', scaleOut],
    ['security', security],
    ['faults', faults],
  ];
  for (const [name, run] of sections) {
    if (!wanted(name)) continue;
    const began = Date.now();
    await run(harness);
    console.log(`  (${name}: ${((Date.now() - began) / 1000).toFixed(0)} s)`);
  }
} catch (error) {
  failed = error;
} finally {
  await cluster?.stop().catch(() => undefined);
  await stopAll();
  try {
    postgres?.stop();
  } catch {
    // Already stopped.
  }
  if (!process.env.RELIABILITY_KEEP) rmSync(work, { recursive: true, force: true });
}

const figures = allFigures();
const missed = figures.filter((figure) => !figure.met);
console.log(`\n${table()}\n`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failed)
  console.error(
    `The harness stopped early: ${failed instanceof Error ? failed.stack : String(failed)}`,
  );
console.log(
  `${missed.length === 0 && !failed ? 'Every figure at its goal' : `${missed.length} figure(s) missed their goal`} (${short ? 'short' : 'full'} run, seed ${seed}, ${minutes} min)`,
);
// `npm test` adds these to its closing line.
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports/reliability.json'),
  JSON.stringify(
    { passed: figures.length - missed.length, failed: missed.length + (failed ? 1 : 0), figures },
    null,
    2,
  ),
);
process.exit(missed.length === 0 && !failed ? 0 : 1);
