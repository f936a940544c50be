import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions as chromium } from '../../tools/playwright-chromium';
import { SANDBOX_ORIGIN, SANDBOX_SHOP_PORT, SHOP_PORT } from './e2e/shops';

const baseURL = `http://localhost:${SHOP_PORT}`;
const dataDir = '../../.data/e2e-pglite';
const sandboxDataDir = '../../.data/e2e-sandbox-pglite';
/** Specs that deploy a build under the running servers. */
const deploySpecs = /build-freshness\.spec\.ts/;
/** `npm test` (and CI): the whole suite on a busy two-core machine. */
const fullRun = Boolean(process.env.CI || process.env.BEAUTY_TEST_REPORT);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Three workers in a full run, also on two cores: a test's browser waits on the server while
  // the others' render (measured on two cores: two workers left 20 to 40 % idle; three took the
  // suite from 247 to 203 s, and from 311 to 261 s with two busy loops beside it). Tests share
  // the servers and their data, so each makes the shoppers and orders it needs.
  workers: fullRun ? 3 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One more attempt in a full run: a test that passes only on it is named as flaky at the end of
  // `npm test`, so a race shows without costing the run; one that fails twice fails.
  retries: fullRun ? 1 : 0,
  // Generous waits: the server, its embedded database and the browser share two busy cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e/playwright.json' }]],
  // A trace records screenshots all the way through: only on the retry of a failed test, where it
  // tells what went wrong, not on every passing test.
  // A click or a navigation that cannot happen fails in seconds, not at the end of the test's
  // timeout (three minutes for a slow test): a hung step must not eat CI's time.
  use: {
    baseURL,
    trace: 'on-first-retry',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: deploySpecs,
    },
    {
      name: 'mobile',
      testIgnore: deploySpecs,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      // What a phone shows differently (header, menus, sheets, overlays, scrolling, every page
      // type's accessibility) is tagged `@mobile`. Routing rules, head tags, the API and the
      // like are answered the same at any viewport: the desktop run covers them, which keeps the
      // suite inside CI's time. A test that sets a phone itself (`test.use`) is not tagged: the
      // desktop run already runs it as that phone.
      grep: /@mobile/,
    },
    {
      // Deploying a second build changes what both servers serve: only once every other test is
      // done, so none of them meets a reload it didn't ask for.
      name: 'deploy',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: deploySpecs,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: [
    // The production build on the production server, with a database of its own seeded on start.
    {
      // A fresh embedded database every run, seeded by the server on start.
      command: `rm -rf ${dataDir} && node dist/server/main.js`,
      url: `${baseURL}/api/web/v1/layouts`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(SHOP_PORT),
        COMMERCE_DATA_DIR: dataDir,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      },
    },
    // The same build outside production mode (e2e/shops.ts says what for).
    {
      command: `rm -rf ${sandboxDataDir} && node dist/server/main.js`,
      url: `${SANDBOX_ORIGIN}/api/web/v1/layouts`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(SANDBOX_SHOP_PORT),
        COMMERCE_DATA_DIR: sandboxDataDir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
      },
    },
  ],
});
