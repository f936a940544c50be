import { createBrowserCookieStore, SessionCookies } from '@beauty/commerce-sdk';
import { useSyncExternalStore } from 'react';
import { subscribeSession } from '../account/session';

function hasSession(): boolean {
  const cookies = createBrowserCookieStore();
  return Boolean(cookies.get(SessionCookies.account) ?? cookies.get(SessionCookies.data));
}

/**
 * Whether the visitor is a signed-in member (the session's cookies exist). Known in the browser
 * only: the server renders as for a guest and the page updates once hydrated, and again when the
 * shopper signs in or out.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, hasSession, () => false);
}
