import { useI18n } from '@beauty/i18n/react';
import { Heading, Stack, Text } from '@beauty/ui';
import { ShopLink } from '../shell/ShopLink';
import { BookingClosed, WithReservation } from './ManageBooking';
import * as styles from './booking.css';
import { manageHref, HAPPENING_LISTS } from './paths';

/**
 * Where the booking provider sends the shopper back (`/happening/services/booxi/success` and
 * `/cancel`): the outcome, and the booking itself when the return names it (`?id=` and a guest's
 * `?token=`).
 */
export function ProviderReturn({
  outcome,
  id,
  token,
}: {
  outcome: 'success' | 'cancel';
  id: number | undefined;
  token: string | undefined;
}) {
  const i18n = useI18n();
  const title = i18n.text(
    outcome === 'success' ? 'booking.provider_confirmed_title' : 'booking.provider_cancelled_title',
  );
  const text = i18n.text(
    outcome === 'success' ? 'booking.provider_confirmed' : 'booking.cancelled',
  );
  if (id === undefined) {
    return (
      <Stack space="lg">
        <Heading level={1}>{title}</Heading>
        <p className={styles.notice}>{text}</p>
        <ShopLink href={HAPPENING_LISTS.service}>{i18n.text('shell.beauty_services')}</ShopLink>
      </Stack>
    );
  }
  return (
    <WithReservation id={id} token={token} title={title}>
      {(reservation) =>
        reservation.status === 'cancelled' || reservation.status === 'expired' ? (
          <BookingClosed reservation={reservation} />
        ) : (
          <Stack space="sm">
            <Text>{text}</Text>
            <ShopLink href={manageHref(reservation.activity.kind, reservation.id, token)}>
              {i18n.text('booking.manage')}
            </ShopLink>
          </Stack>
        )
      }
    </WithReservation>
  );
}
