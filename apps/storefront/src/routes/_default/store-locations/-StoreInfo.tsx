import type { StoreLocation } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { Fragment } from 'react';
import { ShopLink } from '../../../shell/ShopLink';
import * as styles from './-stores.css';

/** A store's postal address. */
export function StoreAddress({ address }: Pick<StoreLocation, 'address'>) {
  return (
    <address className={styles.address}>
      {address.line1}
      <br />
      {address.line2 ? (
        <>
          {address.line2}
          <br />
        </>
      ) : null}
      {[address.city, address.postalCode].filter(Boolean).join(' ')}
    </address>
  );
}

/** A store's phone number as a link that calls it. */
export function StorePhone({ phone }: { phone: NonNullable<StoreLocation['phone']> }) {
  const i18n = useI18n();
  return (
    <ShopLink href={`tel:${phone.callingCode}${phone.number}`}>
      {i18n.text('common.phone_number', {
        callingCode: phone.callingCode,
        phoneNumber: phone.number,
      })}
    </ShopLink>
  );
}

// Monday first, as shoppers across Asia-Pacific read a week; the API counts from Sunday (0).
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** A weekday and a wall-clock time as dates in UTC, so formatting them never shifts by a zone. */
const weekday = (day: number) => Date.UTC(2023, 0, 1 + day); // 1 January 2023 was a Sunday.
const clock = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return Date.UTC(2023, 0, 1, hours, minutes);
};

/** A store's opening hours, Monday to Sunday, in the visit's language. */
export function OpeningHours({ hours }: { hours: StoreLocation['openingHours'] }) {
  const i18n = useI18n();
  const byDay = new Map(hours.map((entry) => [entry.day, entry]));
  const time = (value: string) =>
    i18n.formatDate(clock(value), { timeStyle: 'short', timeZone: 'UTC' });
  return (
    <dl className={styles.hours}>
      {WEEK.map((day) => {
        const entry = byDay.get(day);
        return (
          <Fragment key={day}>
            <dt>{i18n.formatDate(weekday(day), { weekday: 'long', timeZone: 'UTC' })}</dt>
            <dd className={styles.hoursValue}>
              {entry?.opens && entry.closes
                ? i18n.text('common.date_range', {
                    start: time(entry.opens),
                    end: time(entry.closes),
                  })
                : i18n.text('store.closed')}
            </dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
