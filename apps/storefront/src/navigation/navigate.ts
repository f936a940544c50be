import { safeHref } from '@beauty/i18n';
import { NavigationError } from './errors';
import { decideNavigation, type NavigationDecision, type NavigationRequest } from './guard';

export interface NavigateOptions {
  /** Allow leaving the shop's origin (a full navigation). Refused by default. */
  external?: boolean;
  replace?: boolean;
}

export interface NavigationHost {
  /** The page the shopper is on. */
  location: { href: string; origin: string };
  /** A client-side route change. */
  navigate: (path: string, replace: boolean) => void | Promise<void>;
  /** A full page load. */
  load: (href: string, replace: boolean) => void;
}

export const EXTERNAL_URL_MESSAGE = 'Navigating to an external URL is not allowed by default';

/**
 * Parses a target the way a link would; one {@link safeHref} refuses (`javascript:`, `data:`,
 * `/.//host`…) throws a {@link NavigationError}.
 */
export function parseTarget(target: string, currentHref: string): URL {
  if (safeHref(target) === undefined) {
    throw new NavigationError('dangerous_url', `Refused link: ${target}`);
  }
  return new URL(target, currentHref);
}

/**
 * Goes to `target` through the navigation guard: external URLs need `external` and always load
 * the page in full; internal ones follow {@link decideNavigation}.
 */
export async function navigateTo(
  target: string,
  host: NavigationHost,
  guard: Pick<NavigationRequest, 'hasRoute' | 'exemptedPaths' | 'onError'>,
  { external = false, replace = false }: NavigateOptions = {},
): Promise<NavigationDecision> {
  const url = parseTarget(target, host.location.href);
  if (url.origin !== host.location.origin) {
    if (!external) throw new NavigationError('external_url', EXTERNAL_URL_MESSAGE);
    host.load(url.href, replace);
    return 'full';
  }
  const current = new URL(host.location.href);
  const path = `${url.pathname}${url.search}${url.hash}`;
  const decision = decideNavigation({
    ...guard,
    from: `${current.pathname}${current.search}${current.hash}`,
    to: path,
  });
  // The full address: a bare path that normalised to `//host` would load another site.
  if (decision === 'full') host.load(url.href, replace);
  if (decision === 'client') await host.navigate(path, replace);
  return decision;
}
