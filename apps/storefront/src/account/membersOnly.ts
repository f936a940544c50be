import { CommerceError } from '@beauty/commerce-sdk';
import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { signInHref } from '../navigation/returnTo';
import { useSignedIn } from './session';
import { useInBrowser } from '../shell/useInBrowser';

/** The API refused a members-only call: nobody is signed in (any more). */
export const refusedAsGuest = (error: unknown) =>
  error instanceof CommerceError && [401, 403].includes(error.statusCode);

/** Whether a member's data can be asked for: in the browser, where the session is, signed in. */
export function useMemberSession(): boolean {
  const inBrowser = useInBrowser();
  const signedIn = useSignedIn();
  return inBrowser && signedIn;
}

/**
 * For a members-only page: a guest, or a member whose session the API refused (`refused`), is
 * sent to sign in and back to this page, once in the browser.
 */
export function useMembersOnly(refused: boolean): void {
  const inBrowser = useInBrowser();
  const session = useMemberSession();
  const href = useRouterState({ select: (state) => state.location.href });
  const navigate = useNavigate();
  const away = inBrowser && (!session || refused);
  // Once: while the sign-in page loads, the router's location already is that page's.
  const sent = useRef(false);
  useEffect(() => {
    if (!away || sent.current) return;
    sent.current = true;
    void navigate({ href: signInHref(href), replace: true });
  }, [away, navigate, href]);
}

/**
 * A members-only page's own data: asked for once signed in, never retried; a refusal sends the
 * visitor to sign in ({@link useMembersOnly}), any other failure goes to the route's error page.
 */
export function useMembersOnlyQuery<
  TQueryFnData,
  TError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const query = useQuery({ ...options, enabled: useMemberSession(), retry: false });
  const refused = refusedAsGuest(query.error);
  useMembersOnly(refused);
  if (query.isError && !refused) throw query.error;
  return query;
}
