// The seeded data as it stands: a digest per row of every table, so that a run can show that
// no row it found was changed or deleted by the requests it sent.
import pg from 'pg';

/** Tables that record traffic itself, whatever it is: they change by design. */
const TRAFFIC_TABLES = new Set([
  'job_leases',
  'flags_tracking_lines',
  'sign_in_buckets',
  'sign_in_attempts',
  'error_reports',
  'mail_outbox',
]);

/** Row digests of every table of the database (but traffic logs), by table. */
export async function rowDigests(databaseUrl: string): Promise<Map<string, Set<string>>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      )
    ).rows.map((row) => row.name);
    const digests = new Map<string, Set<string>>();
    for (const table of tables) {
      if (TRAFFIC_TABLES.has(table)) continue;
      const rows = await client.query<{ digest: string }>(
        `SELECT md5(t::text) AS digest FROM "${table}" t`,
      );
      digests.set(table, new Set(rows.rows.map((row) => row.digest)));
    }
    return digests;
  } finally {
    await client.end();
  }
}

/** The rows of `before` no longer found as they were, by table. */
export function changedRows(
  before: Map<string, Set<string>>,
  after: Map<string, Set<string>>,
): { table: string; changed: number }[] {
  const changed: { table: string; changed: number }[] = [];
  for (const [table, rows] of before) {
    const now = after.get(table) ?? new Set<string>();
    let missing = 0;
    for (const row of rows) if (!now.has(row)) missing += 1;
    if (missing > 0) changed.push({ table, changed: missing });
  }
  return changed;
}
