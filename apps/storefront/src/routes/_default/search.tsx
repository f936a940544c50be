import { createFileRoute } from '@tanstack/react-router';
import { popularSearchesQuery, searchResultsQuery } from '../../queries/search';
import { queryText } from '../../search/queryText';
import { PopularSearches, SearchResults } from '../../search/SearchResults';
import { titleTag } from '../../shell/head';

/** Search results, `/search?q=...`; without a text, the country's popular searches. */
export const Route = createFileRoute('/_default/search')({
  validateSearch: (search: Record<string, unknown>) => ({ q: queryText(search.q) }),
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ context, deps: { q } }) => {
    if (q) await context.queryClient.ensureInfiniteQueryData(searchResultsQuery(context, q));
    else await context.queryClient.ensureQueryData(popularSearchesQuery(context));
  },
  head: ({ match: { context, search } }) => ({
    meta: [
      titleTag(
        search.q
          ? context.messages.t('search.results_title', { query: search.q })
          : context.messages.t('search.label'),
        context.boot.site,
      ),
    ],
  }),
  component: SearchPage,
});

function SearchPage() {
  const { q } = Route.useSearch();
  return q ? <SearchResults key={q} query={q} /> : <PopularSearches />;
}
