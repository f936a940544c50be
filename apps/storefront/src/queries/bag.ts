import type { CommerceClient } from '@beauty/commerce-sdk';
import { commerceMutations, type CommerceMutations } from '@beauty/commerce-sdk/query';
import { queryOptions } from '@tanstack/react-query';
import { apiScope, shopQueries, type QueryContext } from './scope';

/** How many items the shopper's bag holds (the header's bag count). */
export const bagCountQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).cart.itemsCount.list());

/** Everything the bag page shows: the bag, its offers, samples and Beauty Pass rewards. */
export const bagQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).cart.bag.list());

/**
 * The SDK's write options of the visit's site (`bagMutations(context).cart.lineItems.update()`):
 * never retried, each saying in `meta.invalidates` what it makes stale.
 */
export const bagMutations = ({ commerce, boot }: QueryContext): CommerceMutations<CommerceClient> =>
  commerceMutations(commerce, apiScope(boot.site));
