// The error-report collector's table, as a part of the migrations that db/migrations.ts lists in
// order. A shipped part is never edited, as databases have run it: a change is a new migration,
// its SQL here.

/**
 * What the shop's error reporters sent the local collector: each event notification and session
 * start, whole, with the fields the sandbox lists by: `0013_error_reports`.
 */
export const reports = `
  CREATE TABLE error_reports (
    id bigserial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('event', 'session')),
    api_key text NOT NULL,
    error_class text,
    message text,
    context text,
    unhandled boolean,
    payload jsonb NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX error_reports_api_key_idx ON error_reports (api_key, id);
`;
