import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProjectConfig } from '../../tools/vitest-preset.js';

export default defineProjectConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'jsdom',
    // Each test unmounts what it rendered (the setup's cleanup): files share one jsdom.
    setupFiles: ['src/test/setup.ts'],
  },
});
