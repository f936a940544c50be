// Mail: the persistent outbox of the emails the shop sends (password reset, order confirmation,
// payment retry, ready for pickup, booking confirmation and cancellation), written in the
// shopper's language. Other modules enter it only through this file.

/** Queues an email in the caller's transaction; see {@link MailData} for each kind's values. */
export { queueMail, mailFor, type Mail, type MailData } from './outbox.js';

/** `sandbox/mail`: the queued emails of an address. */
export { mailRoutes } from './routes.js';

/** The outbox's parts of the shipped migrations, for the list in `db/migrations.ts`. */
export * as mailMigrations from './migrations.js';
