import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while rendering on the server and hydrating, true after: for what belongs to the shopper's
 * browser alone (their bag, device storage, analytics), so server HTML and hydration agree.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
