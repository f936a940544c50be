import type { TokensResponse } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { useNotifications } from '@beauty/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useShopNavigate } from '../navigation/useShopNavigate';
import { sessionChanged } from './session';

/**
 * What follows a sign-in or sign-out: every cached read is stale (bag, wish list, prices for the
 * member), the header re-reads the session, and the shopper goes on to `next`.
 */
export function useSessionChange() {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const go = useShopNavigate();
  return (next: string) => {
    sessionChanged();
    void queryClient.invalidateQueries();
    go(i18n.href(next));
  };
}

/** A signed-in member: the welcome notification and the move to `next`. */
export function useSignedInAs() {
  const i18n = useI18n();
  const { notify } = useNotifications();
  const changed = useSessionChange();
  return (
    answer: TokensResponse,
    next: string,
    welcome: 'auth.signed_in' | 'auth.registered' = 'auth.signed_in',
  ) => {
    notify({
      type: 'success',
      title: i18n.text(welcome, { name: answer.data.account?.firstName ?? '' }),
    });
    changed(next);
  };
}

/** The commerce client of the visit. */
export function useCommerce() {
  return useRouteContext({ from: '__root__' }).commerce;
}
