import { defineProjectConfig } from '../../tools/vitest-preset.js';

// One PGlite instance per test file is ~2 s and ~750 MB: keep files few, and run two at a time
// (much of a file's time is spent waiting on PostgreSQL, so two use both cores of a CI machine).
export default defineProjectConfig({
  test: {
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['src/test/global-setup.ts'],
  },
});
