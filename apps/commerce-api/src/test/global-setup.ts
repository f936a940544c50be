import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensurePostgres } from '../../../../tools/postgres.mjs';
import { prepareDatabase } from '../index.js';
import { dropDatabase } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresTemplate: string;
    pgliteSnapshotPath: string;
  }
}

async function adminQuery(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Every API test runs on PGlite and on PostgreSQL. Migrating and seeding takes seconds, so it
 * happens once per run: test files open copies (a PGlite snapshot, a PostgreSQL template).
 */
export default async function setup(project: TestProject) {
  const adminUrl = ensurePostgres();
  const folder = await mkdtemp(join(tmpdir(), 'commerce-api-tests-'));

  const snapshotPath = join(folder, 'seeded.tar');
  const template = `beauty_template_${process.pid}_${Date.now()}`;
  // One after the other: PGlite's start blocks this process's event loop for seconds at a time
  // (measured: up to 2.7 s with both cores busy), long enough under load for a PostgreSQL
  // connection opened meanwhile to time out.
  const pglite = await prepareDatabase();
  await writeFile(snapshotPath, Buffer.from(await (await pglite.snapshot!()).arrayBuffer()));
  await pglite.close();
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  await (await prepareDatabase({ databaseUrl: templateUrl.toString() })).close();

  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', template);
  project.provide('pgliteSnapshotPath', snapshotPath);

  return async () => {
    await dropDatabase(adminUrl, template);
    await rm(folder, { recursive: true, force: true });
  };
}
