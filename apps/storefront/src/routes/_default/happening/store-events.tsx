import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { HappeningList } from '../../../happening/HappeningList';
import { loadHappeningList } from '../../../happening/happeningSearch';
import { happeningListSearch } from '../../../navigation/routeParams';
import { titleTag } from '../../../shell/head';

/** The country's store events, `/happening/store-events` (default layout). */
export const Route = createFileRoute('/_default/happening/store-events')({
  validateSearch: happeningListSearch,
  loaderDeps: ({ search }) => ({ store: search.store }),
  loader: ({ context, deps }) => loadHappeningList(context, 'storeEvents', deps.store),
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.store_events'), context.boot.site)],
  }),
  component: StoreEventsPage,
});

function StoreEventsPage() {
  const { store } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HappeningList
      list="storeEvents"
      title={useI18n().text('shell.store_events')}
      store={store}
      onStoreChange={(next) => void navigate({ search: (prev) => ({ ...prev, store: next }) })}
    />
  );
}
