import { object, picklist, record, string, unknown } from 'valibot';
import { EmailSchema, LanguageCodeSchema, TimestampSchema, listOf } from './shared.js';
import { endpoint } from './endpoint.js';
import { named, types } from './named.js';
import type { MailKind, SandboxMail, SandboxMailQuery } from './types.gen.js';

/** What the shop emails a shopper about: each kind has its subject and text in every language. */
export const MailKindSchema = picklist([
  'password_reset',
  'account_unlock',
  'order_confirmation',
  'payment_retry',
  'ready_for_pick_up',
  'booking_confirmation',
  'booking_cancellation',
]);

/** An email as it was queued in the outbox: rendered in the shopper's language. */
export const SandboxMailSchema = named(
  object({
    to: string(),
    kind: MailKindSchema,
    language: LanguageCodeSchema,
    subject: string(),
    text: string(),
    /** The values the text was made from (order number, link, one-time password…). */
    data: record(string(), unknown()),
    queuedAt: TimestampSchema,
  }),
  types<SandboxMail>,
);

/** Query of `GET sandbox/mail`: whose emails to read. */
export const SandboxMailQuerySchema = named(object({ to: EmailSchema }), types<SandboxMailQuery>);

/** `GET sandbox/mail`: the emails queued for an address, oldest first (never in production). */
export const sandboxMailList = endpoint({
  method: 'GET',
  path: 'sandbox/mail',
  query: SandboxMailQuerySchema,
  response: listOf(SandboxMailSchema),
});

/** Every mail kind, for renderers that must cover each one. */
export const MAIL_KINDS: readonly MailKind[] = MailKindSchema.options;
