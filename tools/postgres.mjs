// A PostgreSQL server for the API's tests: TEST_DATABASE_URL when given, else Debian's
// postgresql cluster on this machine, installed (when allowed) and started on demand.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { canInstallDebianPackages, installDebianPackages } from './run.mjs';

const ROLE = 'beauty_test';
const isRoot = process.getuid?.() === 0;

const sh = (command, args) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const asPostgres = (command, args) => sh('runuser', ['-u', 'postgres', '--', command, ...args]);

const installedVersions = () =>
  existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').filter((v) =>
        existsSync(`/usr/lib/postgresql/${v}/bin/postgres`),
      )
    : [];

/**
 * Returns a connection string with the right to create databases.
 * @param {{ install?: boolean }} options install Debian's package when missing (root only)
 */
export function ensurePostgres({ install = false } = {}) {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const howTo =
    'set TEST_DATABASE_URL to a PostgreSQL URL whose role may create databases, or run "npm test" as root to install and start Debian\'s postgresql';
  if (installedVersions().length === 0) {
    if (!install || !canInstallDebianPackages()) {
      throw new Error(`PostgreSQL is not installed: ${howTo}.`);
    }
    console.log("Installing Debian's postgresql package…");
    if (!installDebianPackages(['postgresql'])) {
      throw new Error(`Installing Debian's postgresql failed: ${howTo}.`);
    }
  }
  if (!isRoot) throw new Error(`Cannot start PostgreSQL without root: ${howTo}.`);

  const [version] = installedVersions().sort((a, b) => Number(b) - Number(a));
  let cluster = sh('pg_lsclusters', ['--no-header'])
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((c) => c[0] === version);
  if (!cluster) {
    sh('pg_createcluster', [version, 'main']);
    cluster = [version, 'main', '5432', 'down'];
  }
  const [, name, port, status] = cluster;
  if (status !== 'online') sh('pg_ctlcluster', [version, name, 'start']);

  asPostgres('psql', [
    '-p',
    port,
    '-v',
    'ON_ERROR_STOP=1',
    '-qc',
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN
         CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${ROLE}';
       END IF;
     END $$;`,
  ]);
  return `postgres://${ROLE}:${ROLE}@127.0.0.1:${port}/postgres`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = ensurePostgres({ install: true });
  console.log(`PostgreSQL ready (${url.replace(/:[^:@/]+@/, ':***@')})`);
}
