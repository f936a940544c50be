import { createFileRoute } from '@tanstack/react-router';
import { MemberBookings } from '../../../booking/MemberBookings';
import { titleTag } from '../../../shell/head';

/**
 * The member's bookings of services, classes and events, `/account/bookings?page=`, each leading
 * to its manage page. A guest is sent to sign in, and back here after.
 */
export const Route = createFileRoute('/_default/account/bookings')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.bookings_title'), context.boot.site)],
  }),
  component: AccountBookings,
});

function AccountBookings() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MemberBookings
      page={page}
      onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
    />
  );
}
