import { useI18n } from '@beauty/i18n/react';
import { Link as UiLink } from '@beauty/ui';
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { parseTarget, navigateTo } from '../navigation/navigate';
import { useNavigationGuard } from './useNavigationGuard';

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  !event.currentTarget.target;

/**
 * Every link of the shop. Internal links keep the visit's language and go through the navigation
 * guard (client-side, full load or nothing); other sites open as ordinary links. Dangerous
 * protocols never reach the page: such a link renders without an href.
 */
export function ShopLink({ href, onClick, children, ...props }: ShopLinkProps) {
  const i18n = useI18n();
  const router = useRouter();
  const guard = useNavigationGuard();
  let url: URL | undefined;
  try {
    url = parseTarget(href, 'http://shop.invalid/');
  } catch {
    url = undefined;
  }
  if (!url) return <UiLink {...props}>{children}</UiLink>;
  const internal = url.origin === 'http://shop.invalid';
  const target = internal ? i18n.href(`${url.pathname}${url.search}${url.hash}`) : href;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !internal || !isPlainClick(event)) return;
    event.preventDefault();
    void navigateTo(
      target,
      {
        location: window.location,
        navigate: (path, replace) => router.navigate({ href: path, replace }),
        load: (next, replace) =>
          replace ? window.location.replace(next) : window.location.assign(next),
      },
      guard,
    );
  };
  return (
    <UiLink {...props} href={target} onClick={handleClick}>
      {children}
    </UiLink>
  );
}
