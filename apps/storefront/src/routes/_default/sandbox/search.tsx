import { createFileRoute } from '@tanstack/react-router';
import { SearchSandbox } from '../../../happening/SandboxPages';
import { rejectPage } from '../../../navigation/errors';
import { DeferredMessages } from '../../../shell/DeferredMessages';
import { titleTag } from '../../../shell/head';

/** The raw answers of the search calls for a text (not in production mode, like the API's sandbox). */
export const Route = createFileRoute('/_default/sandbox/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q.trim() !== ''
      ? { q: search.q.trim().slice(0, 100) }
      : {},
  beforeLoad: ({ context, location }) => {
    if (!context.boot.sandbox) throw rejectPage(location.pathname);
  },
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.sandbox_title'), context.boot.site)],
  }),
  component: SearchSandboxRoute,
});

function SearchSandboxRoute() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DeferredMessages>
      <SearchSandbox
        key={q}
        q={q}
        onSearch={(next) =>
          void navigate({ search: (prev) => ({ ...prev, q: next || undefined }) })
        }
      />
    </DeferredMessages>
  );
}
