import type { SmartLinkExemptedPath } from '@beauty/commerce-sdk';

/** What to do with a navigation: nothing, a client-side route change, or a full page load. */
export type NavigationDecision = 'ignore' | 'client' | 'full';

export interface NavigationRequest {
  /** Path (with search) the shopper is on. */
  from: string;
  /** Path (with search) they are going to. */
  to: string;
  /** Whether the app has a route for a pathname. */
  hasRoute: (pathname: string) => boolean;
  /** The layout config's `smartLinkExemptedPaths`; undefined until layout data has loaded. */
  exemptedPaths: readonly SmartLinkExemptedPath[] | undefined;
  /** Told when an exempted pattern cannot be checked (a bad regex in the CMS). */
  onError?: (error: unknown) => void;
}

const pathnameOf = (path: string) => new URL(path, 'http://shop.invalid').pathname;

/** Whether a pathname is one the layout config sends to a full page load. */
export function isExemptedPath(
  pathname: string,
  exemptedPaths: readonly SmartLinkExemptedPath[],
  onError?: (error: unknown) => void,
): boolean {
  return exemptedPaths.some(({ type, value }) => {
    try {
      if (type === 'absolute') return pathname === value;
      if (type === 'startsWith') return pathname.startsWith(value);
      return new RegExp(value).test(pathname);
    } catch (error) {
      // A broken pattern from the CMS must not break navigation: report it and skip it.
      onError?.(error);
      return false;
    }
  });
}

/**
 * The navigation guard: the same path is ignored; leaving or reaching a path the app has no route
 * for, or reaching an exempted path, is a full page load; anything else stays in the app.
 */
export function decideNavigation({
  from,
  to,
  hasRoute,
  exemptedPaths,
  onError,
}: NavigationRequest): NavigationDecision {
  // Same path and query: nothing to do. A new query on the same path (a filter) is a navigation.
  if (from === to) return 'ignore';
  const toPath = pathnameOf(to);
  if (!hasRoute(pathnameOf(from)) || !hasRoute(toPath)) return 'full';
  if (exemptedPaths && isExemptedPath(toPath, exemptedPaths, onError)) return 'full';
  return 'client';
}
