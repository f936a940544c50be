import type { Category, PageMeta } from '@beauty/commerce-sdk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { onDemand } from '../content/onDemand';
import { categoriesQuery } from '../queries/categories';
import { listingFacetsQuery, listingPageQuery } from '../queries/listing';
import type { QueryContext } from '../queries/scope';
import { scopedState } from './categories';
import {
  decodeListingSearch,
  listingFilter,
  type ListingScope,
  type ListingSearch,
} from './search';

/** How many pages a listing shows: as many as the URL asks for, but no page past the last. */
export const pagesShown = (asked: number, first: Pick<PageMeta, 'total' | 'perPage'>) =>
  Math.max(1, Math.min(asked, Math.ceil(first.total / first.perPage)));

/** The reader of a listing's pages after the first: loaded by a listing that shows more than one. */
export const extraPages = onDemand(
  () => import('./ExtraPages'),
  (module) => module.ExtraPages,
);

/** A listing's state and API filter from the page's scope and its search parameters. */
export function listingRequest(
  scope: ListingScope,
  search: ListingSearch,
  categories: readonly Category[],
) {
  const state = scopedState(scope, decodeListingSearch({ ...search }), categories);
  return { state, filter: listingFilter(scope, state) };
}

/**
 * Puts a listing's facets and its pages 1 to `?page` in the cache, so the page renders complete
 * on the server and a reload or the back button shows the same products; with more than one page,
 * loads their reader too, so showing more never waits for code behind a fallback.
 */
export async function loadListing(
  context: QueryContext & { queryClient: QueryClient },
  scope: ListingScope,
  search: ListingSearch,
): Promise<void> {
  const { queryClient } = context;
  const categories = await queryClient.ensureQueryData(categoriesQuery(context));
  const { state, filter } = listingRequest(scope, search, categories.data);
  const [first] = await Promise.all([
    queryClient.ensureQueryData(listingPageQuery(context, filter, state.sort, 1)),
    queryClient.ensureQueryData(listingFacetsQuery(context, filter)),
  ]);
  const count = pagesShown(state.pages, first.meta);
  await Promise.all([
    ...Array.from({ length: count - 1 }, (_, index) =>
      queryClient.ensureQueryData(listingPageQuery(context, filter, state.sort, index + 2)),
    ),
    count > 1 ? extraPages.load() : undefined,
  ]);
}
