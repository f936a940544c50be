import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../tools/vitest-preset.js';

const here = import.meta.dirname;
const apiTarget = process.env.COMMERCE_API_URL ?? 'http://localhost:3001';

export default defineConfig({
  // The router plugin must come before react().
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: resolve(here, 'src/routes'),
      generatedRouteTree: resolve(here, 'src/routeTree.gen.ts'),
    }),
    vanillaExtractPlugin(),
    react(),
  ],
  // Workspace libraries compile from source, so the app and its libraries build as one.
  resolve: { conditions: sourceConditions },
  server: { port: 3000, proxy: { '/api': apiTarget } },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true },
  test: {
    environment: 'jsdom',
    // The first render transforms the code-split route chunks on demand: slow on a cold, busy machine.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: process.env.CI || process.env.BEAUTY_TEST_REPORT ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/unit/vitest.json' },
  },
});
