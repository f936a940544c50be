import { AccessTokens, resolveSigningSecret } from './auth/index.js';
import { commerceSweeps, createCommerceApi, type CommerceApiOptions } from './app.js';
import { readCommerceConfig, type CommerceConfig } from './config.js';
import type { Database } from './db/database.js';
import { migrations } from './db/migrations.js';
import { prepareDatabase } from './prepare.js';
import { scheduleSweeps, type ScheduleOptions } from './schedule.js';

/** A running API: the app, the database it owns and how to close it. */
export interface OpenCommerceApi {
  api: ReturnType<typeof createCommerceApi>;
  db: Database;
  /** Stops the periodic jobs, lets a running one finish, and closes the database. */
  close(): Promise<void>;
}

/** Options of {@link openCommerceApi}. */
export interface OpenCommerceApiOptions extends Pick<CommerceApiOptions, 'logError'> {
  /** Time between rounds of the periodic jobs (payment expiries, webhook redelivery). */
  sweepEveryMs?: ScheduleOptions['everyMs'];
}

/**
 * Opens the API as configured: the database migrated and seeded, the signing secret resolved,
 * and a self-check passed (a token signed and verified, the database read), so a server that
 * says it is ready can sign members in. Starts the periodic jobs (`commerceSweeps`: payment
 * expiries, webhook redelivery), which `close()` stops. Throws a `ConfigurationError` before
 * opening anything when the environment is incomplete.
 */
export async function openCommerceApi(
  config: CommerceConfig = readCommerceConfig(),
  { sweepEveryMs, ...options }: OpenCommerceApiOptions = {},
): Promise<OpenCommerceApi> {
  const db = await prepareDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    const signingSecret = await resolveSigningSecret(db, config.signingSecret);
    await selfCheck(db, signingSecret);
    const api = createCommerceApi({
      db,
      signingSecret,
      trustedProxies: config.trustedProxies,
      ...options,
    });
    const stopSweeps = scheduleSweeps(commerceSweeps({ db, signingSecret }, api), {
      everyMs: sweepEveryMs ?? config.sweepEverySeconds * 1000,
      logError: options.logError,
      leases: db,
    });
    return {
      api,
      db,
      close: async () => {
        await stopSweeps();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Signs and verifies a token with the secret and reads the database; throws what fails. */
export async function selfCheck(db: Database, signingSecret: string): Promise<void> {
  const tokens = new AccessTokens(signingSecret);
  const claims = await tokens.verify(await tokens.sign(1));
  if (claims?.userId !== 1) throw new Error('Self-check: a signed token did not verify');
  const [row] = await db.query<{ applied: number }>(
    'SELECT count(*)::int AS applied FROM schema_migrations',
  );
  if (row?.applied !== migrations.length) {
    throw new Error('Self-check: the database does not have every migration applied');
  }
}
