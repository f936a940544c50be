// The shop as it runs when one machine is not enough: N stateless instances of the production
// server over one PostgreSQL, behind nginx. `npm run start:cluster` and the harness use it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startNginx } from './nginx.js';
import { root, start, type Started } from './processes.js';

/** The production server the shop's build makes (`npx nx build @beauty/storefront`). */
export const SHOP_SERVER = join(root, 'apps/storefront/dist/server/main.js');

/** One running instance of the shop (pages and API on one origin). */
export interface ShopInstance {
  name: string;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  process: Started;
  /** Starts it again with the same settings (after a stop or a crash). */
  restart(): Promise<ShopInstance>;
}

/** What an instance is started with. */
export interface ShopSettings {
  name: string;
  port: number;
  /** PostgreSQL; omitted: PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  signingSecret: string;
  /** `COMMERCE_SWEEP_INTERVAL_SECONDS`. */
  sweepSeconds?: number;
  /** `NODE_ENV`: `production` unless a stand-in's sandbox must be read. */
  nodeEnv?: 'production' | 'development';
  /** Extra variables. */
  env?: NodeJS.ProcessEnv;
}

/** Starts the shop's production server; resolves once it says it is ready. */
export async function startShop(settings: ShopSettings): Promise<ShopInstance> {
  if (!existsSync(SHOP_SERVER)) {
    throw new Error(
      `${SHOP_SERVER} is missing: build the shop first (npx nx build @beauty/storefront).`,
    );
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...settings.env,
    PORT: String(settings.port),
    NODE_ENV: settings.nodeEnv ?? 'production',
    COMMERCE_JWT_SECRET: settings.signingSecret,
    // The instances sit behind nginx on this machine: its X-Forwarded-For names the shopper.
    COMMERCE_TRUSTED_PROXIES: '127.0.0.1',
    COMMERCE_SWEEP_INTERVAL_SECONDS: String(settings.sweepSeconds ?? 60),
  };
  delete env.DATABASE_URL;
  delete env.COMMERCE_DATA_DIR;
  if (settings.databaseUrl) env.DATABASE_URL = settings.databaseUrl;
  else env.COMMERCE_DATA_DIR = settings.dataDir;
  const process_ = await start(settings.name, process.execPath, [SHOP_SERVER], {
    env,
    ready: /Shop ready on/,
    timeoutMs: 240_000,
  });
  return {
    name: settings.name,
    port: settings.port,
    url: `http://127.0.0.1:${settings.port}`,
    process: process_,
    restart: () => startShop(settings),
  };
}

/** A running cluster. */
export interface Cluster {
  /** The shop's address, through nginx. */
  url: string;
  instances: ShopInstance[];
  nginx: Started;
  stop(): Promise<void>;
}

/**
 * Starts `instances.length` shop instances on one PostgreSQL (they may start together: migrations
 * and the seed take an advisory lock) and nginx on `port` in front of them.
 */
export async function startCluster({
  port,
  instancePorts,
  databaseUrl,
  signingSecret,
  sweepSeconds,
  prefix,
}: {
  port: number;
  instancePorts: readonly number[];
  databaseUrl: string;
  signingSecret: string;
  sweepSeconds?: number;
  /** A folder for nginx's configuration, logs and buffers. */
  prefix: string;
}): Promise<Cluster> {
  const instances = await Promise.all(
    instancePorts.map((instancePort, index) =>
      startShop({
        name: `shop ${String.fromCharCode(65 + index)}`,
        port: instancePort,
        databaseUrl,
        signingSecret,
        sweepSeconds,
      }),
    ),
  );
  const nginx = await startNginx({
    listen: `127.0.0.1:${port}`,
    instances: instancePorts.map((instancePort) => `127.0.0.1:${instancePort}`),
    prefix,
  });
  return {
    url: `http://localhost:${port}`,
    instances,
    nginx,
    async stop() {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.process.stop()));
    },
  };
}
