import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '../../tools/playwright-chromium.js';
import { defineProjectConfig } from '../../tools/vitest-preset.js';

const ui = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../libs/ui/package.json'), 'utf8'),
) as { dependencies: Record<string, string> };

// Every story becomes a test: it renders in Debian's Chromium, its play function runs and the
// accessibility addon checks it (`a11y.test: 'error'` in preview.tsx fails on any violation).
export default defineProjectConfig({
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails that file.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'storybook/test',
      '@storybook/react-vite',
      ...Object.keys(ui.dependencies).filter(
        (name) =>
          !name.startsWith('@beauty/') &&
          name !== '@vanilla-extract/recipes' &&
          name !== '@vanilla-extract/sprinkles' &&
          name !== '@vanilla-extract/dynamic',
      ),
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
    ],
  },
  test: {
    name: 'storybook',
    setupFiles: ['.storybook/vitest.setup.ts'],
    // One page for all story files: a fresh page per file cost most of the run (100 s against
    // 35 s). Storybook unmounts each story before the next renders.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
