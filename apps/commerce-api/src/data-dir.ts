import { fileURLToPath } from 'node:url';

/** The embedded database's folder: `COMMERCE_DATA_DIR`, else `.data/pglite` at the repository root. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.COMMERCE_DATA_DIR || fileURLToPath(new URL('../../../.data/pglite', import.meta.url));
}
