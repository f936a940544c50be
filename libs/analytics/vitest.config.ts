import { defineProjectConfig } from '../../tools/vitest-preset.js';

export default defineProjectConfig({ test: { environment: 'node' } });
