// The experiments stand-in's table, as parts of the shipped migrations that db/migrations.ts
// lists in order. A shipped part is never edited: a change is a new migration, its SQL here.

/** The start of `0016_job_leases_and_flags_tracking`: tracking lines every shop instance shares. */
export const tracking = `
  CREATE TABLE flags_tracking_lines (
    id bigserial PRIMARY KEY,
    site_code text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    -- The line's nonce: a page view or conversion sent again keeps it, and is stored once.
    nonce text,
    line text NOT NULL
  );
  CREATE UNIQUE INDEX flags_tracking_lines_nonce_idx ON flags_tracking_lines (site_code, nonce);
`;
