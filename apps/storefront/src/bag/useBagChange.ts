import type { BagResponse } from '@beauty/commerce-sdk';
import {
  invalidateCommerceQueries,
  type CommerceMutationOptions,
} from '@beauty/commerce-sdk/query';
import { useNotifications } from '@beauty/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { bagCountQuery, bagQuery } from '../queries/bag';

/** What the bag page holds of the bag: the bag, its offers, samples and rewards. */
export type BagView = BagResponse['data'];

export interface BagChange<TData, TVariables> {
  /** The SDK's write options (`shopMutations(context)....()`). */
  options: CommerceMutationOptions<TData, TVariables>;
  /** The bag as it will be, shown at once; the server's answer replaces it. */
  optimistic?: (bag: BagView, variables: TVariables) => BagView;
  /** The bag with the server's answer in it. */
  settle: (bag: BagView, answer: TData) => BagView;
  /**
   * The shopper's words for a refusal, shown in a notification once the bag is rolled back;
   * without it the caller shows the refusal itself (`error` of the answer).
   */
  refusal?: (error: unknown, variables: TVariables) => string;
  onSuccess?: (answer: TData, variables: TVariables) => void;
}

const countOf = (bag: BagView) => bag.cart.lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * A change of the bag, optimistic: the page and the header's count show it at once, the server's
 * answer then replaces it, and a refusal rolls both back with a notification saying why. What
 * the write makes stale (offers, samples, checkout) is read again either way.
 */
export function useBagChange<TData, TVariables>({
  options,
  optimistic,
  settle,
  refusal,
  onSuccess,
}: BagChange<TData, TVariables>) {
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const bagKey = bagQuery(context).queryKey;
  const countKey = bagCountQuery(context).queryKey;

  return useMutation({
    ...options,
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey: bagKey });
      const previous = queryClient.getQueryData(bagKey);
      const previousCount = queryClient.getQueryData(countKey);
      if (previous && optimistic) {
        const next = { ...previous, data: optimistic(previous.data, variables) };
        queryClient.setQueryData(bagKey, next);
        queryClient.setQueryData(countKey, { data: { count: countOf(next.data) } });
      }
      return { previous, previousCount };
    },
    onError: (error, variables, saved) => {
      if (saved?.previous) queryClient.setQueryData(bagKey, saved.previous);
      if (saved?.previousCount) queryClient.setQueryData(countKey, saved.previousCount);
      if (refusal) notify({ type: 'error', title: refusal(error, variables) });
    },
    onSuccess: (answer, variables) => {
      const bag = queryClient.getQueryData(bagKey);
      if (bag) {
        const next = { ...bag, data: settle(bag.data, answer) };
        queryClient.setQueryData(bagKey, next);
        queryClient.setQueryData(countKey, { data: { count: next.data.cart.itemsCount } });
      }
      onSuccess?.(answer, variables);
    },
    onSettled: () => invalidateCommerceQueries(queryClient, options),
  });
}
