import { commerceKeys, commerceQueryPolicy } from '@beauty/commerce-sdk/query';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiScope, shopQueries, type QueryContext } from './scope';

/** How many suggestions the header's dropdown asks for. */
export const SUGGESTION_LIMIT = 6;

/** What shoppers of the country search for most. */
export const popularSearchesQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).search.popularQueries.list());

/** Suggestions for what is typed in the header's search box. */
export const searchSuggestionsQuery = (context: QueryContext, q: string) =>
  queryOptions(
    shopQueries(context).components.searchInputDropdown.list({ q, limit: SUGGESTION_LIMIT }),
  );

/** The results page: page after page of products for `q` (show-more paging by cursor). */
export const searchResultsQuery = ({ commerce, boot }: QueryContext, q: string) =>
  infiniteQueryOptions({
    ...commerceQueryPolicy,
    // Pages of `search.list`, kept apart from a single-page query of the same text.
    queryKey: [...commerceKeys.operation(apiScope(boot.site), 'search.list', { q }), 'pages'],
    queryFn: async ({ pageParam, signal }) =>
      (await commerce()).search.list({ q, ...(pageParam && { cursor: pageParam }) }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.nextCursor ?? undefined,
  });
