import type { Reservation } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { EmptyState, Heading, Pagination, Text } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useMembersOnlyQuery } from '../account/membersOnly';
import * as memberStyles from '../account/memberPages.css';
import { MEMBER_BOOKINGS_PER_PAGE, memberBookingsQuery } from '../queries/booking';
import { ShopLink } from '../shell/ShopLink';
import { BookingSummary } from './BookingSummary';
import { activityHref, HAPPENING_LISTS, manageHref } from './paths';

const isOpen = (reservation: Reservation) =>
  reservation.status === 'confirmed' || reservation.status === 'rescheduled';

/** One booking of the member's list: what, where and when, and the way to manage or book again. */
function MemberBooking({ reservation }: { reservation: Reservation }) {
  const i18n = useI18n();
  const headingId = `booking-${reservation.id}`;
  const { kind } = reservation.activity;
  return (
    <li className={memberStyles.tile} data-testid="member-booking">
      <h2 id={headingId} className={memberStyles.tileTitle}>
        {reservation.activity.name}
      </h2>
      <BookingSummary reservation={reservation} />
      {isOpen(reservation) ? (
        <ShopLink href={manageHref(kind, reservation.id)}>
          {i18n.text('booking.manage_named', { number: reservation.confirmationNumber })}
        </ShopLink>
      ) : reservation.status === 'cancelled' ? (
        <ShopLink href={activityHref(kind, reservation.activity.id)}>
          {i18n.text('booking.book_again')}
        </ShopLink>
      ) : null}
    </li>
  );
}

/**
 * The signed-in member's bookings of services, classes and events, a page at a time: the coming
 * ones first, each with its manage page (reschedule, cancel); the past and cancelled ones after.
 * Members only: a guest is sent to sign in, and back here after.
 */
export function MemberBookings({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const bookings = useMembersOnlyQuery(memberBookingsQuery(context, page));
  const data = bookings.data;
  return (
    <>
      <Heading level={1}>{i18n.text('shell.bookings_title')}</Heading>
      {!data ? (
        <Text tone="muted">{i18n.text('common.loading')}</Text>
      ) : data.meta.total === 0 ? (
        <EmptyState
          title={i18n.text('booking.none_yet')}
          headingLevel={2}
          action={
            <ShopLink href={HAPPENING_LISTS.service}>{i18n.text('shell.beauty_services')}</ShopLink>
          }
        />
      ) : (
        <>
          <ul className={memberStyles.bookings}>
            {data.data.map((reservation) => (
              <MemberBooking key={reservation.id} reservation={reservation} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(data.meta.total / (data.meta.perPage || MEMBER_BOOKINGS_PER_PAGE))}
            onPageChange={onPageChange}
            labels={{
              navigation: i18n.text('booking.list_pages'),
              previous: i18n.text('order.list_previous'),
              next: i18n.text('order.list_next'),
              page: (number) => i18n.text('order.list_page', { page: String(number) }),
            }}
          />
        </>
      )}
    </>
  );
}
