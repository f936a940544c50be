import {
  createBrowserCookieStore,
  Session,
  SessionCookies,
  type AccountSummary,
} from '@beauty/commerce-sdk';
import { useSyncExternalStore } from 'react';

// The session lives in cookies the page cannot watch: the pages that sign in or out say so here,
// and the header and the members-only parts re-read the cookies.
const listeners = new Set<() => void>();

/** Tells every reader of the session that a sign-in or sign-out just changed its cookies. */
export function sessionChanged(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to {@link sessionChanged}, for `useSyncExternalStore`. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const noRefresh = () => Promise.reject(new Error('Reading the session never refreshes'));

// The last cookie read and its account, so an unchanged cookie gives the same object.
let cached: { raw: string | undefined; account: AccountSummary | undefined } = {
  raw: undefined,
  account: undefined,
};

function readAccount(): AccountSummary | undefined {
  const store = createBrowserCookieStore();
  const raw = store.get(SessionCookies.account);
  if (raw !== cached.raw) cached = { raw, account: new Session(store, noRefresh).account() };
  return cached.account;
}

/**
 * The signed-in member's account summary, as cached at sign-in (`luxola-account`), or `undefined`
 * for a guest. Known in the browser only: the server renders as for a guest.
 */
export function useMember(): AccountSummary | undefined {
  return useSyncExternalStore(subscribeSession, readAccount, () => undefined);
}

const hasSession = () => new Session(createBrowserCookieStore(), noRefresh).isSignedIn();

/**
 * Whether the visitor is a signed-in member (the session's cookies exist). Known in the browser
 * only: the server renders as for a guest and the page updates once hydrated, and again when the
 * shopper signs in or out.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, hasSession, () => false);
}
