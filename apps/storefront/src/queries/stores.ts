import type { StoreLocationQuery } from '@beauty/commerce-sdk/contract';
import { queryOptions } from '@tanstack/react-query';
import { shopQueries, type QueryContext } from './scope';

/** The stores of the visit's country, optionally narrowed by a text search (name, address, city). */
export const storeLocationsQuery = (context: QueryContext, query: StoreLocationQuery = {}) =>
  queryOptions(shopQueries(context).storeLocations.list(query));

/** One store of the visit's country by slug: the list holds it, or nothing when there is none. */
export const storeLocationQuery = (context: QueryContext, slug: string) =>
  storeLocationsQuery(context, { slug });
