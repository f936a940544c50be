import { defineProjectConfig } from '../../tools/vitest-preset.js';

// One PGlite instance per test file is ~2 s and ~750 MB: keep files few and run them one at a time.
export default defineProjectConfig({
  test: {
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['src/test/global-setup.ts'],
  },
});
