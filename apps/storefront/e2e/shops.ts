import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';

/**
 * The two shops the end-to-end tests run against, both from the same production build:
 * - the shop as `npm start` runs it (production mode, no extra environment): almost every test;
 * - a sandbox shop outside production mode, with a database of its own, for what production
 *   refuses: the API's sandbox (mail outbox, order states, expiring bookings, error reports), the
 *   sign-in stand-in.
 */
export const SHOP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SANDBOX_SHOP_PORT = SHOP_PORT + 7;
/** The sandbox shop's address. */
export const SANDBOX_ORIGIN = `http://localhost:${SANDBOX_SHOP_PORT}`;

/**
 * Starts one more shop from the build, outside production mode, with a database of its own, for a
 * spec whose figures another spec's shoppers must not touch (counted page views, a member's
 * session). Resolves once it answers; kill the process in `afterAll`.
 */
export async function startOwnShop(
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const dataDir = `../../.data/e2e-${port}-pglite`;
  await rm(dataDir, { recursive: true, force: true });
  const shop = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      COMMERCE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/api/web/v1/layouts`)).status === 200) return shop;
    } catch {
      // Not listening yet.
    }
    if (shop.exitCode !== null || Date.now() > deadline) {
      shop.kill();
      throw new Error(`The shop on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
