import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, type MouseEvent } from 'react';
import { layoutQuery } from '../queries/content';
import { reportError } from '../shell/errorReports';
import { navigateTo } from './navigate';

/**
 * Goes to a page of the shop through the navigation guard: a path of another app (the layout's
 * exempted paths) or one the shop has no route for loads in full, any other stays in the app.
 * The layout is read when the shopper follows a link, not while a link renders: a page has a
 * hundred links, and none of them needs the layout to show.
 */
export function useShopNavigate() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(
    (target: string) => {
      const context = router.options.context;
      void queryClient
        .ensureQueryData(layoutQuery(context))
        // No layout (the API is down): the guard goes on without the exempted paths.
        .catch(() => undefined)
        .then((layout) =>
          navigateTo(
            target,
            {
              location: window.location,
              navigate: (path, replace) => router.navigate({ href: path, replace }),
              load: (next, replace) =>
                replace ? window.location.replace(next) : window.location.assign(next),
            },
            {
              hasRoute: (pathname) => router.getMatchedRoutes(pathname)[2] !== undefined,
              exemptedPaths: layout?.data.config.smartLinkExemptedPaths,
              // Reported, never shown: the navigation goes on as the guard decides without the check.
              onError: (error) => reportError(error, { context: 'exempted path check' }),
            },
          ),
        );
    },
    [router, queryClient],
  );
}

/** Whether a click on a link is a plain one the shop may take over (no new tab, no download). */
export const isPlainLinkClick = (event: MouseEvent<HTMLElement>, anchor: HTMLAnchorElement) =>
  !event.defaultPrevented &&
  !anchor.target &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/**
 * A click handler for a list of plain links (product cards render `<a href>`): a plain click on
 * a link of the shop goes through {@link useShopNavigate} instead of loading the page afresh.
 */
export function useFollowShopLinks() {
  const go = useShopNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !isPlainLinkClick(event, anchor)) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    go(`${url.pathname}${url.search}${url.hash}`);
  };
}
