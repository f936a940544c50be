import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { HappeningList } from '../../../happening/HappeningList';
import { loadHappeningList } from '../../../happening/happeningSearch';
import { happeningListSearch } from '../../../navigation/routeParams';
import { titleTag } from '../../../shell/head';

/** The country's in-store beauty services, `/happening/beauty-services` (default layout). */
export const Route = createFileRoute('/_default/happening/beauty-services')({
  validateSearch: happeningListSearch,
  loaderDeps: ({ search }) => ({ store: search.store }),
  loader: ({ context, deps }) => loadHappeningList(context, 'beautyServices', deps.store),
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.beauty_services'), context.boot.site)],
  }),
  component: BeautyServicesPage,
});

function BeautyServicesPage() {
  const { store } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HappeningList
      list="beautyServices"
      title={useI18n().text('shell.beauty_services')}
      store={store}
      onStoreChange={(next) => void navigate({ search: (prev) => ({ ...prev, store: next }) })}
    />
  );
}
