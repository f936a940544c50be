import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain workspace script without type declarations
import { ensurePostgres } from '../../../../tools/postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** Every API test runs on PGlite and on PostgreSQL: make sure the server is up, once per run. */
export default function setup(project: TestProject) {
  project.provide('postgresAdminUrl', (ensurePostgres as () => string)());
}
