import type { ContentEntryQuery, ListingFilter, ListingSort } from '@beauty/commerce-sdk/contract';
import { queryOptions } from '@tanstack/react-query';
import { isLandingPageNotFound } from '../listing/landingPage';
import { LISTING_PAGE_SIZE } from '../listing/search';
import { shopQuery, type QueryContext } from './scope';

/** The category tree, flat: what `/pages/{top}/{category}/{sub}` segments are checked against. */
export const categoriesQuery = (context: QueryContext) =>
  queryOptions(
    shopQuery(context, 'categories.list', {}, (client, signal) =>
      client.categories.list({ signal }),
    ),
  );

/** One show-more page of a listing (1-based), sorted. */
export const listingPageQuery = (
  context: QueryContext,
  filter: ListingFilter,
  sort: ListingSort,
  page: number,
) => {
  const query = { ...filter, sort, page, perPage: LISTING_PAGE_SIZE };
  return queryOptions(
    shopQuery(context, 'variants.list', query, (client, signal) =>
      client.variants.list(query, { signal }),
    ),
  );
};

/** The filter modal's facets with their counts under the listing's filter. */
export const listingFacetsQuery = (context: QueryContext, filter: ListingFilter) =>
  queryOptions(
    shopQuery(context, 'products.filters.list', filter, (client, signal) =>
      client.products.filters.list(filter, { signal }),
    ),
  );

/**
 * A content entry that may not exist, such as a brand's page: `null` for 'Landing Page not
 * found', so a page without one is remembered like any answer. Keyed apart from
 * `contentEntryQuery`, whose missing entries are errors.
 */
export const optionalContentEntryQuery = (
  context: QueryContext,
  slug: string,
  query: ContentEntryQuery,
) =>
  queryOptions(
    shopQuery(
      context,
      'contentful.contentEntries.get',
      { slug, ...query, optional: true },
      async (client, signal) => {
        try {
          return await client.contentful.contentEntries.get(slug, query, { signal });
        } catch (error) {
          if (isLandingPageNotFound(error)) return null;
          throw error;
        }
      },
    ),
  );
