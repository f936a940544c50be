import {
  object,
  picklist,
  record,
  string,
  unknown,
  type InferInput,
  type InferOutput,
} from 'valibot';
import { EmailSchema, LanguageCodeSchema, TimestampSchema, listOf } from './common.js';
import { endpoint } from './endpoint.js';

/** What the shop emails a shopper about: each kind has its subject and text in every language. */
export const MailKindSchema = picklist([
  'password_reset',
  'order_confirmation',
  'payment_retry',
  'ready_for_pick_up',
  'booking_confirmation',
  'booking_cancellation',
]);
export type MailKind = InferOutput<typeof MailKindSchema>;

/** An email as it was queued in the outbox: rendered in the shopper's language. */
export const SandboxMailSchema = object({
  to: string(),
  kind: MailKindSchema,
  language: LanguageCodeSchema,
  subject: string(),
  text: string(),
  /** The values the text was made from (order number, link, one-time password…). */
  data: record(string(), unknown()),
  queuedAt: TimestampSchema,
});
export type SandboxMail = InferOutput<typeof SandboxMailSchema>;

/** Query of `GET sandbox/mail`: whose emails to read. */
export const SandboxMailQuerySchema = object({ to: EmailSchema });
export type SandboxMailQuery = InferInput<typeof SandboxMailQuerySchema>;

/** `GET sandbox/mail`: the emails queued for an address, oldest first (never in production). */
export const sandboxMailList = endpoint({
  method: 'GET',
  path: 'sandbox/mail',
  query: SandboxMailQuerySchema,
  response: listOf(SandboxMailSchema),
});

/** Every mail kind, for renderers that must cover each one. */
export const MAIL_KINDS: readonly MailKind[] = MailKindSchema.options;
