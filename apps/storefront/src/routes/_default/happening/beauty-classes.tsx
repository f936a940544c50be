import { useI18n } from '@beauty/i18n/react';
import { createFileRoute } from '@tanstack/react-router';
import { HappeningList } from '../../../happening/HappeningList';
import { loadHappeningList } from '../../../happening/happeningSearch';
import { happeningListSearch } from '../../../navigation/routeParams';
import { titleTag } from '../../../shell/head';

/** The country's beauty classes, `/happening/beauty-classes` (default layout). */
export const Route = createFileRoute('/_default/happening/beauty-classes')({
  validateSearch: happeningListSearch,
  loaderDeps: ({ search }) => ({ store: search.store }),
  loader: ({ context, deps }) => loadHappeningList(context, 'beautyClasses', deps.store),
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.beauty_classes'), context.boot.site)],
  }),
  component: BeautyClassesPage,
});

function BeautyClassesPage() {
  const { store } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HappeningList
      list="beautyClasses"
      title={useI18n().text('shell.beauty_classes')}
      store={store}
      onStoreChange={(next) => void navigate({ search: (prev) => ({ ...prev, store: next }) })}
    />
  );
}
