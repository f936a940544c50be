import type { Activity } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import * as styles from './booking.css';
import { priceText } from './BookingSummary';

/**
 * What a shopper weighs before booking: the price ('Free' allowed), the duration, and for a class
 * or event its next session and the places left (or 'Fully booked').
 */
export function ActivityFacts({ activity }: { activity: Activity }) {
  const i18n = useI18n();
  return (
    <ul className={styles.facts}>
      <li>{i18n.text('booking.price', { price: priceText(i18n, activity.price) })}</li>
      <li>{i18n.text('booking.duration', { duration: activity.durationMinutes })}</li>
      {activity.startsAt ? (
        <li>
          {i18n.text('booking.next_session', {
            date: i18n.formatDate(activity.startsAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </li>
      ) : null}
      {activity.remainingCapacity !== null ? (
        <li>{i18n.text('booking.capacity', { capacity: activity.remainingCapacity })}</li>
      ) : null}
      {activity.stores.length > 0 ? (
        <li>
          {i18n.text('booking.at_stores', {
            stores: new Intl.ListFormat(i18n.locale).format(
              activity.stores.map((store) => store.name),
            ),
          })}
        </li>
      ) : null}
    </ul>
  );
}
