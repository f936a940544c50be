import { queryOptions } from '@tanstack/react-query';
import { shopQueries, type QueryContext } from './scope';

/** How many items the shopper's bag holds (the header's bag count). */
export const bagCountQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).cart.itemsCount.list());

/** Everything the bag page shows: the bag, its offers, samples and Beauty Pass rewards. */
export const bagQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).cart.bag.list());
