// The outbox's table, as a part of the shipped migrations that db/migrations.ts lists in order. A
// shipped part is never edited, as databases have run it: a change is a new migration, its SQL
// here.

/**
 * Emails, rendered in the shopper's language and kept with the change that caused them (same
 * transaction), so none is lost on a restart: `0007_mail_outbox`.
 */
export const outbox = `
  CREATE TABLE mail_outbox (
    id bigserial PRIMARY KEY,
    recipient text NOT NULL,
    kind text NOT NULL,
    language text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    data jsonb NOT NULL,
    queued_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz
  );
  CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (recipient, id);
  CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (id) WHERE sent_at IS NULL;
`;
