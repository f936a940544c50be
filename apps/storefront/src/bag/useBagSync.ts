import { invalidateCommerceQueries } from '@beauty/commerce-sdk/query';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { bagCountQuery } from '../queries/bag';
import { shopMutations } from '../queries/mutations';
import type { QueryContext } from '../queries/scope';

/** Name of the channel the shop's tabs tell each other about bag changes on. */
export const BAG_CHANNEL = 'beauty-shop-bag';

/** What a tab says when its bag changed: the new item count when it knows it. */
export interface BagChangeMessage {
  count?: number;
}

const isBagWrite = (key: readonly unknown[] | undefined) => key?.[3] === 'cart';

/**
 * Keeps the bag of every open tab in step: this tab announces each bag change it sees (an item
 * added, a line changed, a new count fetched) and refreshes its bag queries when another tab
 * announces one. Mounted once per page, by {@link BagSync}.
 */
export function useBagSync(context: QueryContext): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(BAG_CHANNEL);
    const countKey = bagCountQuery(context).queryKey;
    let lastCount = queryClient.getQueryData(countKey)?.data.count;
    const post = (message: BagChangeMessage) => channel.postMessage(message);

    channel.onmessage = (event: MessageEvent<BagChangeMessage>) => {
      const { count } = event.data;
      if (typeof count === 'number') {
        lastCount = count;
        queryClient.setQueryData(countKey, { data: { count } });
      }
      // The other tab's change may touch anything the bag shows here: read it again.
      void invalidateCommerceQueries(queryClient, shopMutations(context).cart.lineItems.update());
    };
    // A new count, whatever brought it (a fetch, an addition): the other tabs take it as it is.
    const stopCounts = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hashKey(countKey)) return;
      const count = (event.query.state.data as { data: { count: number } } | undefined)?.data.count;
      if (count === undefined || count === lastCount) return;
      lastCount = count;
      post({ count });
    });
    // A bag change that leaves the count as it was (a promo code, a sample) is announced too.
    const stopWrites = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (isBagWrite(event.mutation.options.mutationKey)) post({});
    });
    return () => {
      stopCounts();
      stopWrites();
      channel.close();
    };
  }, [context, queryClient]);
}

/** Keeps this tab's bag in step with the others' ({@link useBagSync}); renders nothing. */
export function BagSync() {
  useBagSync(useRouteContext({ from: '__root__' }));
  return null;
}
