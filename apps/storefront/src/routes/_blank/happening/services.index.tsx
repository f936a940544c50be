import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../../booking/pages';
import { HappeningList } from '../../../happening/HappeningList';
import { loadHappeningList } from '../../../happening/happeningSearch';
import { happeningListSearch } from '../../../navigation/routeParams';
import { titleTag } from '../../../shell/head';

/** Choosing a service to book, `/happening/services` (blank layout). */
export const Route = createFileRoute('/_blank/happening/services/')({
  validateSearch: happeningListSearch,
  loaderDeps: ({ search }) => ({ store: search.store }),
  loader: ({ context, deps }) => loadHappeningList(context, 'services', deps.store),
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.beauty_services'), context.boot.site)],
  }),
  component: ServicesPage,
});

function ServicesPage() {
  const { store } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingPage>
      <HappeningList
        list="services"
        title={useI18n().text('shell.beauty_services')}
        store={store}
        onStoreChange={(next) => void navigate({ search: (prev) => ({ ...prev, store: next }) })}
      />
    </BookingPage>
  );
}
