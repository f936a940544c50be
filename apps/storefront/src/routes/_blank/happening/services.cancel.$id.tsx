import { createFileRoute } from '@tanstack/react-router';
import { CancelBooking } from '../../../booking/ManageBooking';
import { BookingPage } from '../../../booking/pages';
import { pathNumber, tokenSearch } from '../../../navigation/routeParams';
import { titleTag } from '../../../shell/head';

/** Cancelling a booking, `/happening/services/cancel/{id}` (blank layout), a guest with `?token=`. */
export const Route = createFileRoute('/_blank/happening/services/cancel/$id')({
  validateSearch: tokenSearch,
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.happening_title'), context.boot.site)],
  }),
  component: function CancelRoute() {
    const { id } = Route.useParams();
    const { token } = Route.useSearch();
    return (
      <BookingPage>
        <CancelBooking id={pathNumber(id)} token={token} />
      </BookingPage>
    );
  },
});
