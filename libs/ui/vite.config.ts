import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Library build: one ES module per source file (tree-shakable), styles extracted to one stylesheet
// that apps import once as `@beauty/ui/styles.css`.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['@beauty/source'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    lib: {
      entry: resolve(import.meta.dirname, 'src/index.ts'),
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
