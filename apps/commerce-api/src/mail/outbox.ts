import type {
  CountryCode,
  LanguageCode,
  MailKind,
  Money,
  SandboxMail,
} from '@beauty/commerce-sdk/contract';
import { formatPrice } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';
import { iso } from '../db/timestamps.js';
import { translatorFor } from '../translations.js';

/** The values each kind of email is written from. */
export interface MailData {
  password_reset: { link: string };
  account_unlock: { link: string };
  order_confirmation: { name: string; number: string; total: Money; link: string };
  payment_retry: { name: string; number: string; link: string };
  ready_for_pick_up: { name: string; number: string; store: string; code: string; link: string };
  /** `date` and `time` are already written in the store's time zone and the mail's language. */
  booking_confirmation: BookingMailData;
  booking_cancellation: BookingMailData;
}

/** What a booking email says: whose booking, of what, where and when (store time). */
interface BookingMailData {
  name: string;
  number: string;
  activity: string;
  store: string;
  date: string;
  time: string;
  link: string;
}

/** An email to queue: who, what, and in which language and country it is written. */
export type Mail = {
  [K in MailKind]: {
    to: string;
    kind: K;
    language: LanguageCode;
    country: CountryCode;
    data: MailData[K];
  };
}[MailKind];

/** Subject and text of an email, in its language. */
async function render(mail: Mail): Promise<{ subject: string; text: string }> {
  const t = await translatorFor(mail.language, mail.country);
  switch (mail.kind) {
    case 'password_reset':
      return {
        subject: t.t('mail.password_reset.subject'),
        text: t.t('mail.password_reset.text', mail.data),
      };
    case 'account_unlock':
      return {
        subject: t.t('mail.account_unlock.subject'),
        text: t.t('mail.account_unlock.text', mail.data),
      };
    case 'order_confirmation': {
      const total = formatPrice(mail.data.total.amount, mail.country, mail.language);
      return {
        subject: t.t('mail.order_confirmation.subject', mail.data),
        text: t.t('mail.order_confirmation.text', { ...mail.data, total }),
      };
    }
    case 'payment_retry':
      return {
        subject: t.t('mail.payment_retry.subject', mail.data),
        text: t.t('mail.payment_retry.text', mail.data),
      };
    case 'ready_for_pick_up':
      return {
        subject: t.t('mail.ready_for_pick_up.subject', mail.data),
        text: t.t('mail.ready_for_pick_up.text', mail.data),
      };
    case 'booking_confirmation':
      return {
        subject: t.t('mail.booking_confirmation.subject', mail.data),
        text: t.t('mail.booking_confirmation.text', mail.data),
      };
    case 'booking_cancellation':
      return {
        subject: t.t('mail.booking_cancellation.subject', mail.data),
        text: t.t('mail.booking_cancellation.text', mail.data),
      };
  }
}

/**
 * Queues an email in the outbox, in the caller's transaction: it is kept exactly when the change
 * that caused it commits, and survives a restart. In development the text is also logged, as no
 * mail provider is wired in; in production a secret link never reaches a log.
 */
export async function queueMail(tx: Queryable, mail: Mail): Promise<void> {
  const { subject, text } = await render(mail);
  await tx.query(
    `INSERT INTO mail_outbox (recipient, kind, language, subject, body, data)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [mail.to.toLowerCase(), mail.kind, mail.language, subject, text, JSON.stringify(mail.data)],
  );
  if (process.env.NODE_ENV === 'development') {
    console.info(`[outbox] ${mail.kind} for ${mail.to}: ${text}`);
  }
}

interface OutboxRow {
  recipient: string;
  kind: MailKind;
  language: LanguageCode;
  subject: string;
  body: string;
  data: Record<string, unknown>;
  queued_at: Date | string;
}

/** The emails queued for an address, oldest first. */
export async function mailFor(db: Queryable, to: string): Promise<SandboxMail[]> {
  const rows = await db.query<OutboxRow>(
    `SELECT recipient, kind, language, subject, body, data, queued_at
     FROM mail_outbox WHERE recipient = $1 ORDER BY id`,
    [to.toLowerCase()],
  );
  return rows.map((row) => ({
    to: row.recipient,
    kind: row.kind,
    language: row.language,
    subject: row.subject,
    text: row.body,
    data: row.data,
    queuedAt: iso(row.queued_at),
  }));
}
