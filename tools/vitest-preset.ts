// Shared Vitest settings: workspace packages resolve to their TypeScript source, and every run
// writes a JSON report that `npm test` adds up into one closing line.
import { defineConfig, type ViteUserConfig } from 'vitest/config';

export const sourceConditions = ['@beauty/source', 'module', 'browser', 'development|production'];
export const nodeConditions = ['@beauty/source', 'node', 'development|production'];

export function defineProjectConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  const reporters =
    process.env.CI || process.env.BEAUTY_TEST_REPORT ? ['default', 'json'] : ['default'];
  return defineConfig({
    ...overrides,
    // Tests in a Node environment must not pick packages' browser builds.
    resolve: {
      conditions: overrides.test?.environment === 'node' ? nodeConditions : sourceConditions,
      ...overrides.resolve,
    },
    ssr: { resolve: { conditions: nodeConditions } },
    // Vitest loads global setup files in an environment of its own: there too, the sources.
    environments: { __vitest__: { resolve: { conditions: nodeConditions } } },
    test: {
      reporters,
      outputFile: { json: 'reports/unit/vitest.json' },
      // One module graph per worker, not a fresh process and graph per file: those cost most of
      // each run (measured: commerce-sdk 15 s against 7 s, flags-sdk 16 s against 6 s, a jsdom per
      // file 80 s against 12 s). Tests clean up what they change; a project that cannot says so.
      isolate: false,
      ...overrides.test,
    },
  });
}
