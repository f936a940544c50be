import { createFileRoute } from '@tanstack/react-router';
import { ManageBooking } from '../../../booking/ManageBooking';
import { BookingPage } from '../../../booking/pages';
import { pathNumber, tokenSearch } from '../../../navigation/routeParams';
import { titleTag } from '../../../shell/head';

/**
 * A service booking's manage page, `/happening/services/reschedule/{id}` (blank layout): the
 * confirmation and its email lead here, a guest with `?token=`.
 */
export const Route = createFileRoute('/_blank/happening/services/reschedule/$id')({
  validateSearch: tokenSearch,
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.happening_title'), context.boot.site)],
  }),
  component: RescheduleRoute,
});

function RescheduleRoute() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  return (
    <BookingPage>
      <ManageBooking id={pathNumber(id)} token={token} />
    </BookingPage>
  );
}
