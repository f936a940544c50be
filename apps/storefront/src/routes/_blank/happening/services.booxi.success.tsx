import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../../booking/pages';
import { pathNumber, providerReturnSearch } from '../../../navigation/routeParams';
import { ProviderReturn } from '../../../booking/ProviderReturn';
import { titleTag } from '../../../shell/head';

/** The booking provider's return, `/happening/services/booxi/success` (blank layout). */
export const Route = createFileRoute('/_blank/happening/services/booxi/success')({
  validateSearch: providerReturnSearch,
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.happening_title'), context.boot.site)],
  }),
  component: function ProviderReturnRoute() {
    const { id, token } = Route.useSearch();
    return (
      <BookingPage>
        <ProviderReturn
          outcome="success"
          id={id === undefined ? undefined : pathNumber(id)}
          token={token}
        />
      </BookingPage>
    );
  },
});
