import type { Reservation } from '@beauty/commerce-sdk/contract';
import type { MessageKey } from '@beauty/i18n';
import { useI18n, type I18n } from '@beauty/i18n/react';
import { Badge } from '@beauty/ui';
import { Fragment } from 'react';
import * as styles from './booking.css';

const STATUS_KEYS: Record<Reservation['status'], MessageKey> = {
  confirmed: 'booking.status_confirmed',
  rescheduled: 'booking.status_rescheduled',
  cancelled: 'booking.status_cancelled',
  expired: 'booking.status_expired',
};

const STATUS_TONES = {
  confirmed: 'success',
  rescheduled: 'success',
  cancelled: 'neutral',
  expired: 'warning',
} as const satisfies Record<Reservation['status'], string>;

/** A session's day and times as the store reads them, wherever the shopper is. */
export function sessionText(
  i18n: Pick<I18n, 'text' | 'formatDate'>,
  { startsAt, endsAt, timeZone }: { startsAt: string; endsAt: string; timeZone: string },
): string {
  return i18n.text('booking.slot', {
    date: i18n.formatDate(startsAt, { dateStyle: 'full', timeZone }),
    start: i18n.formatDate(startsAt, { timeStyle: 'short', timeZone }),
    end: i18n.formatDate(endsAt, { timeStyle: 'short', timeZone }),
  });
}

/** The price of an activity, or 'Free'. */
export function priceText(
  i18n: Pick<I18n, 'text' | 'formatPrice'>,
  price: { amount: number } | null,
): string {
  return price ? i18n.formatPrice(price.amount) : i18n.text('common.free');
}

/** What a booking is: its number, state, activity, store, time (store time), artist and contact. */
export function BookingSummary({ reservation }: { reservation: Reservation }) {
  const i18n = useI18n();
  const rows: [MessageKey, string][] = [
    ['booking.activity_label', reservation.activity.name],
    ['booking.store', reservation.store.name],
    ['booking.when', sessionText(i18n, reservation)],
    ...(reservation.artist
      ? ([['booking.artist', reservation.artist.name]] as [MessageKey, string][])
      : []),
    ['booking.full_name', reservation.fullName],
    ['booking.email', reservation.email],
  ];
  return (
    <dl className={styles.summary}>
      <dt className={styles.term}>{i18n.text('booking.status_label')}</dt>
      <dd className={styles.detail}>
        <Badge tone={STATUS_TONES[reservation.status]}>
          {i18n.text(STATUS_KEYS[reservation.status])}
        </Badge>
      </dd>
      <dt className={styles.term}>{i18n.text('booking.number_label')}</dt>
      <dd className={styles.number}>{reservation.confirmationNumber}</dd>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={styles.term}>{i18n.text(label)}</dt>
          <dd className={styles.detail}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
