import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProjectConfig } from '../../tools/vitest-preset.js';

export default defineProjectConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // One jsdom for all files: a fresh one per file cost most of the run (80 s against 12 s). Each
    // test unmounts what it rendered (the setup's cleanup), so files do not see each other's DOM.
    isolate: false,
  },
});
