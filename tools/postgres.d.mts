// Types of postgres.mjs for the workspace's TypeScript scripts and tests.

/**
 * A connection string with the right to create databases: TEST_DATABASE_URL when given, else
 * Debian's cluster on this machine, started (and, with `install`, installed as root) on demand.
 */
export declare function ensurePostgres(options?: { install?: boolean }): string;
