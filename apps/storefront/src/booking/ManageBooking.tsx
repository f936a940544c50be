import { hasServerMessage } from '@beauty/commerce-sdk';
import type { Reservation } from '@beauty/commerce-sdk/contract';
import { invalidateCommerceQueries } from '@beauty/commerce-sdk/query';
import { useI18n } from '@beauty/i18n/react';
import { Button, EmptyState, Heading, Stack, Text, useNotifications } from '@beauty/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { activityQuery, reservationMutations, reservationQuery } from '../queries/booking';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './booking.css';
import { BookingSummary, sessionText } from './BookingSummary';
import { activityHref, cancelHref, HAPPENING_LISTS, manageHref } from './paths';
import { SlotFinder, type SlotChoice } from './SlotFinder';

/** What a booking's page shows when it cannot be read: not the caller's, or no such booking. */
function refusalKey(error: unknown) {
  return hasServerMessage(error, 'notAuthorized')
    ? 'errors.not_authorized'
    : hasServerMessage(error, 'resourceNotFound')
      ? 'errors.resource_not_found'
      : 'common.something_went_wrong';
}

/**
 * A booking read for its page (a guest with the token of the confirmation, a member signed in),
 * rendered by `children` once it is here.
 */
export function WithReservation({
  id,
  token,
  title,
  children,
}: {
  id: number | undefined;
  token: string | undefined;
  title: string;
  children: (reservation: Reservation) => ReactNode;
}) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const reservation = useQuery({
    ...reservationQuery(context, id ?? 0, token),
    enabled: id !== undefined,
  });
  return (
    <Stack space="lg">
      <Heading level={1}>{title}</Heading>
      {reservation.data ? (
        <>
          <BookingSummary reservation={reservation.data.data} />
          {children(reservation.data.data)}
        </>
      ) : reservation.isError || id === undefined ? (
        <EmptyState
          title={i18n.text(
            id === undefined ? 'errors.resource_not_found' : refusalKey(reservation.error),
          )}
          headingLevel={2}
          action={
            <ShopLink href={HAPPENING_LISTS.service}>{i18n.text('shell.beauty_services')}</ShopLink>
          }
        />
      ) : (
        <Text tone="muted">{i18n.text('common.loading')}</Text>
      )}
    </Stack>
  );
}

/** Why a booking can no longer change, or `undefined` when it can. */
export function BookingClosed({ reservation }: { reservation: Reservation }) {
  const i18n = useI18n();
  if (reservation.status === 'expired') {
    return <p className={styles.notice}>{i18n.text('booking.expired')}</p>;
  }
  return (
    <Stack space="sm">
      <p className={styles.notice}>{i18n.text('booking.cancelled')}</p>
      <ShopLink href={activityHref(reservation.activity.kind, reservation.activity.id)}>
        {i18n.text('booking.book_again')}
      </ShopLink>
    </Stack>
  );
}

const isOpen = (reservation: Reservation) =>
  reservation.status === 'confirmed' || reservation.status === 'rescheduled';

/** Notifies a refused change: an expired booking's message, a slot taken, or the generic one. */
function refusedChange(error: unknown) {
  return hasServerMessage(error, 'bookingExpired')
    ? 'booking.expired'
    : hasServerMessage(error, 'noTimeSlots')
      ? 'booking.no_slots'
      : 'booking.not_completed';
}

/**
 * A service booking's manage page: the booking, a new slot at the same store (and artist or any
 * available artist), and the way to cancel. An expired or cancelled booking offers neither.
 */
export function ManageBooking({
  id,
  token,
}: {
  id: number | undefined;
  token: string | undefined;
}) {
  const i18n = useI18n();
  return (
    <WithReservation id={id} token={token} title={i18n.text('booking.manage')}>
      {(reservation) =>
        isOpen(reservation) ? (
          <Reschedule reservation={reservation} token={token} />
        ) : (
          <BookingClosed reservation={reservation} />
        )
      }
    </WithReservation>
  );
}

function Reschedule({
  reservation,
  token,
}: {
  reservation: Reservation;
  token: string | undefined;
}) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [choice, setChoice] = useState<SlotChoice>({ artistId: null });
  const activity = useQuery(
    activityQuery(context, reservation.activity.kind, reservation.activity.id),
  );
  const options = reservationMutations(context).reschedule();
  const move = useMutation({
    ...options,
    onSettled: () => invalidateCommerceQueries(queryClient, options),
    onSuccess: ({ data }) => {
      setChoice({ artistId: null });
      notify({
        type: 'success',
        title: i18n.text('booking.rescheduled', {
          date: i18n.formatDate(data.startsAt, { dateStyle: 'full', timeZone: data.timeZone }),
          time: i18n.formatDate(data.startsAt, { timeStyle: 'short', timeZone: data.timeZone }),
        }),
        text: sessionText(i18n, data),
      });
    },
    onError: (error) => notify({ type: 'error', title: i18n.text(refusedChange(error)) }),
  });
  return (
    <>
      <section className={styles.step} aria-labelledby="booking-new-time">
        <Heading level={2} id="booking-new-time">
          {i18n.text('booking.new_time')}
        </Heading>
        {activity.data ? (
          <SlotFinder
            activity={activity.data.data}
            storeId={reservation.store.id}
            choice={choice}
            onChoiceChange={setChoice}
          />
        ) : (
          <Text tone="muted">{i18n.text('common.loading')}</Text>
        )}
        <div className={styles.actions}>
          <Button
            disabled={!choice.startsAt}
            loading={move.isPending}
            onClick={() =>
              choice.startsAt &&
              move.mutate([
                reservation.id,
                { startsAt: choice.startsAt, artistId: choice.artistId, ...(token && { token }) },
              ])
            }
          >
            {i18n.text('booking.confirm_reschedule')}
          </Button>
        </div>
      </section>
      <section className={styles.step} aria-labelledby="booking-cancel">
        <Heading level={2} id="booking-cancel">
          {i18n.text('booking.cancel')}
        </Heading>
        <ShopLink href={cancelHref(reservation.activity.kind, reservation.id, token)}>
          {i18n.text('booking.cancel')}
        </ShopLink>
      </section>
    </>
  );
}

/**
 * A booking's cancel page (`/happening/{kind}/cancel/{id}`, a class's or event's manage page):
 * the booking and the question; an expired booking refuses with the spec's message.
 */
export function CancelBooking({
  id,
  token,
}: {
  id: number | undefined;
  token: string | undefined;
}) {
  const i18n = useI18n();
  return (
    <WithReservation id={id} token={token} title={i18n.text('booking.your_booking')}>
      {(reservation) =>
        isOpen(reservation) ? (
          <Cancel reservation={reservation} token={token} />
        ) : (
          <BookingClosed reservation={reservation} />
        )
      }
    </WithReservation>
  );
}

function Cancel({ reservation, token }: { reservation: Reservation; token: string | undefined }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const options = reservationMutations(context).delete();
  const cancel = useMutation({
    ...options,
    onSettled: () => invalidateCommerceQueries(queryClient, options),
    onSuccess: () => notify({ type: 'success', title: i18n.text('booking.cancelled') }),
    onError: (error) => notify({ type: 'error', title: i18n.text(refusedChange(error)) }),
  });
  const { kind } = reservation.activity;
  const keepHref =
    kind === 'service' ? manageHref(kind, reservation.id, token) : HAPPENING_LISTS[kind];
  return (
    <section className={styles.step} aria-labelledby="booking-cancel">
      <Heading level={2} id="booking-cancel">
        {i18n.text('booking.cancel')}
      </Heading>
      <Text>{i18n.text('booking.cancel_confirm')}</Text>
      <div className={styles.actions}>
        <Button
          loading={cancel.isPending}
          onClick={() => cancel.mutate([reservation.id, token ? { token } : {}])}
        >
          {i18n.text('booking.cancel')}
        </Button>
        <ShopLink href={keepHref}>{i18n.text('booking.keep')}</ShopLink>
      </div>
    </section>
  );
}
