import type { ContentEntryQuery, ListingFilter, ListingSort } from '@beauty/commerce-sdk/contract';
import { queryOptions } from '@tanstack/react-query';
import { isLandingPageNotFound } from '../listing/landingPage';
import { LISTING_PAGE_SIZE } from '../listing/search';
import { shopQueries, type QueryContext } from './scope';

/** One show-more page of a listing (1-based), sorted. */
export const listingPageQuery = (
  context: QueryContext,
  filter: ListingFilter,
  sort: ListingSort,
  page: number,
) =>
  queryOptions(
    shopQueries(context).variants.list({ ...filter, sort, page, perPage: LISTING_PAGE_SIZE }),
  );

/** The filter modal's facets with their counts under the listing's filter. */
export const listingFacetsQuery = (context: QueryContext, filter: ListingFilter) =>
  queryOptions(shopQueries(context).products.filters.list(filter));

/**
 * A content entry that may not exist, such as a brand's page: `null` for 'Landing Page not
 * found', so a page without one is remembered like any answer. Keyed apart from
 * `contentEntryQuery`, whose missing entries are errors.
 */
const optionalContentEntryQuery = (
  context: QueryContext,
  slug: string,
  query: ContentEntryQuery,
) => {
  const entry = shopQueries(context).contentful.contentEntries.get(slug, query);
  return queryOptions({
    ...entry,
    queryKey: [...entry.queryKey, 'optional'],
    queryFn: async (queryContext) => {
      try {
        return await entry.queryFn(queryContext);
      } catch (error) {
        if (isLandingPageNotFound(error)) return null;
        throw error;
      }
    },
  });
};

/** A landing page's content entry (a listing's, a legal page's): `null` when there is none. */
export const landingPageQuery = (context: QueryContext, slug: string) =>
  optionalContentEntryQuery(context, slug, { type: 'landing-page' });

/** A brand's own page, a content entry: `null` when the brand has none. */
export const brandPageQuery = (context: QueryContext, slug: string) =>
  optionalContentEntryQuery(context, slug, { type: 'brand-page' });
