import { queryOptions } from '@tanstack/react-query';
import { shopQueries, type QueryContext } from './scope';

// Apart from the listing's queries: the header's menu reads it on every page.

/** The category tree, flat: what `/pages/{top}/{category}/{sub}` segments are checked against. */
export const categoriesQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).categories.list());
