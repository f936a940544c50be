import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/playwright-chromium';

const port = Number(process.env.STORYBOOK_E2E_PORT ?? 6106);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/e2e/playwright.json' }]],
  use: { baseURL: `http://localhost:${port}`, launchOptions: chromiumLaunchOptions },
  // The static build designers open, served as it would be deployed.
  webServer: {
    command: `node ../../tools/serve-static.mjs dist ${port}`,
    url: `http://localhost:${port}/index.json`,
    reuseExistingServer: false,
  },
});
