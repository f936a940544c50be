import { fileURLToPath } from 'node:url';
import { defineProjectConfig } from './vitest-preset.js';

// Tests of the workspace itself (its lint rules); `npm test` runs them as "Workspace tests".
export default defineProjectConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { environment: 'node', include: ['*.test.ts'], testTimeout: 60_000 },
});
