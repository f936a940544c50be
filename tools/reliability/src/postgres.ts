// A PostgreSQL server of the harness's own (Debian's binaries, a data folder of its own, a port
// on loopback), so that restarting it under load disturbs nobody else's database.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { ensurePostgres } from '../../postgres.mjs';

const isRoot = process.getuid?.() === 0;
const ROLE = 'beauty';

function binaries(): string {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').filter((v) =>
        existsSync(`/usr/lib/postgresql/${v}/bin/postgres`),
      )
    : [];
  const [version] = versions.sort((a, b) => Number(b) - Number(a));
  if (!version) throw new Error('PostgreSQL is not installed');
  return `/usr/lib/postgresql/${version}/bin`;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
const as = (command: string, args: readonly string[]): [string, string[]] =>
  isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, [...args]];

function run(command: string, args: readonly string[]): string {
  const [file, argv] = as(command, args);
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Like {@link run}, without blocking: the harness's load goes on meanwhile. */
async function runAsync(command: string, args: readonly string[]): Promise<void> {
  const [file, argv] = as(command, args);
  await promisify(execFile)(file, argv);
}

/** A running private PostgreSQL server. */
export interface PrivatePostgres {
  port: number;
  /** A URL of database `name` (created by {@link PrivatePostgres.createDatabase}). */
  url(name: string): string;
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast: open connections are ended); its data stays. */
  stop(): void;
  start(): void;
  /** The same, without blocking the harness's event loop. */
  stopAsync(): Promise<void>;
  startAsync(): Promise<void>;
  /** Runs one statement on `database`, on a connection of its own. */
  query<Row = Record<string, unknown>>(
    database: string,
    sql: string,
    params?: unknown[],
  ): Promise<Row[]>;
}

/**
 * Starts a PostgreSQL server on `port` with its data in `dataDir` (created and initialised when
 * empty; kept otherwise, so a cluster's data survives restarts). Installs Debian's package when
 * missing and allowed, as `npm test` does.
 */
export function startPrivatePostgres(dataDir: string, port: number): PrivatePostgres {
  ensurePostgres({ install: true });
  const bin = binaries();
  const socketDir = join(dataDir, 'socket');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    if (isRoot) {
      // The server runs as `postgres`: it must reach its folder.
      chmodSync(dirname(dataDir), 0o755);
      chownSync(dataDir, uid('postgres'), gid('postgres'));
    }
    run(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      ROLE,
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  }
  mkdirSync(socketDir, { recursive: true });
  if (isRoot) chownSync(socketDir, uid('postgres'), gid('postgres'));
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctlArgs = (args: string[]) => ['-D', dataDir, '-l', join(dataDir, 'server.log'), ...args];
  const ctl = (...args: string[]) => run(join(bin, 'pg_ctl'), ctlArgs(args));
  const ctlAsync = (...args: string[]) => runAsync(join(bin, 'pg_ctl'), ctlArgs(args));
  const url = (name: string) => `postgres://${ROLE}@127.0.0.1:${port}/${name}`;
  const server: PrivatePostgres = {
    port,
    url,
    start: () => void ctl('-o', options, '-w', '-t', '60', 'start'),
    stop: () => void ctl('-m', 'fast', '-w', 'stop'),
    startAsync: () => ctlAsync('-o', options, '-w', '-t', '60', 'start'),
    stopAsync: () => ctlAsync('-m', 'fast', '-w', 'stop'),
    async createDatabase(name) {
      await server.query('postgres', `CREATE DATABASE ${name}`);
      return url(name);
    },
    async query(database, sql, params = []) {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
  };
  server.start();
  return server;
}

const uid = (user: string) => Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }));
const gid = (user: string) => Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }));
