import { useRouter } from '@tanstack/react-router';
import { useCallback, type MouseEvent } from 'react';
import { navigateTo } from '../navigation/navigate';
import { useNavigationGuard } from '../shell/useNavigationGuard';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Goes to a page of the shop through the navigation guard, as `ShopLink` does. */
export function useShopNavigate() {
  const router = useRouter();
  const guard = useNavigationGuard();
  return useCallback(
    (target: string) =>
      void navigateTo(
        target,
        {
          location: window.location,
          navigate: (path, replace) => router.navigate({ href: path, replace }),
          load: (next, replace) =>
            replace ? window.location.replace(next) : window.location.assign(next),
        },
        guard,
      ),
    [router, guard],
  );
}

/**
 * A click handler for a list of plain links (product cards render `<a href>`): a plain click on
 * a link of the shop goes through {@link useShopNavigate} instead of loading the page afresh.
 */
export function useFollowShopLinks() {
  const go = useShopNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (event.defaultPrevented || !anchor || anchor.target || !isPlainClick(event)) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    go(`${url.pathname}${url.search}${url.hash}`);
  };
}
