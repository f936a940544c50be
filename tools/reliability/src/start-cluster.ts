// `npm run start:cluster`: the shop as several stateless instances over one PostgreSQL behind
// nginx, on this machine: builds what is needed (cached), starts PostgreSQL (DATABASE_URL, else a
// server of its own with its data in .data/cluster/postgres), CLUSTER_INSTANCES instances of the
// production server on PORT+1… and nginx on PORT. Ctrl-C stops everything.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCluster } from './cluster.js';
import { startPrivatePostgres } from './postgres.js';
import { root, stopAll } from './processes.js';

const port = Number(process.env.PORT ?? 3000);
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('CLUSTER_INSTANCES must be a whole number from 1 to 16.');
  process.exit(1);
}
const folder = join(root, '.data/cluster');
mkdirSync(folder, { recursive: true });

console.log('Building the shop (cached after the first run)…');
const built = spawnSync(
  join(root, 'node_modules/.bin/nx'),
  ['run', '@beauty/storefront:build', '--output-style=static'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } },
);
if (built.status !== 0) process.exit(built.status ?? 1);

// Every instance signs and checks tokens with one secret: given, or made once and kept.
let signingSecret = process.env.COMMERCE_JWT_SECRET;
if (!signingSecret) {
  const file = join(folder, 'jwt-secret');
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  signingSecret = readFileSync(file, 'utf8').trim();
}

let databaseUrl = process.env.DATABASE_URL;
let stopPostgres = () => {};
if (!databaseUrl) {
  const postgresPort = Number(process.env.CLUSTER_POSTGRES_PORT ?? 5433);
  const postgres = startPrivatePostgres(join(folder, 'postgres'), postgresPort);
  stopPostgres = () => postgres.stop();
  const [exists] = await postgres.query(
    'postgres',
    "SELECT 1 FROM pg_database WHERE datname = 'shop'",
  );
  databaseUrl = exists ? postgres.url('shop') : await postgres.createDatabase('shop');
}

const instancePorts = Array.from({ length: count }, (_, index) => port + 1 + index);
let cluster;
try {
  cluster = await startCluster({
    port,
    instancePorts,
    databaseUrl,
    signingSecret,
    prefix: join(folder, 'nginx'),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  stopPostgres();
  process.exit(1);
}
console.log(
  `Cluster ready on ${cluster.url}: nginx in front of ${count} instance${count > 1 ? 's' : ''} (${instancePorts
    .map((instancePort) => `:${instancePort}`)
    .join(', ')}), ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  stopPostgres();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// An instance that dies is reported; nginx sends its shoppers to the others meanwhile.
for (const instance of cluster.instances) {
  void instance.process.exited.then((code) => {
    if (!stopping) console.error(`${instance.name} (:${instance.port}) exited (${code})`);
  });
}
