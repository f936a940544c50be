import { useI18n } from '@beauty/i18n/react';
import { Link as UiLink } from '@beauty/ui';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { parseTarget } from '../navigation/navigate';
import { isPlainLinkClick, useShopNavigate } from '../navigation/useShopNavigate';

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Every link of the shop. Internal links keep the visit's language and go through the navigation
 * guard (client-side, full load or nothing); other sites open as ordinary links. Dangerous
 * protocols never reach the page: such a link renders without an href.
 */
export function ShopLink({ href, onClick, children, ...props }: ShopLinkProps) {
  const i18n = useI18n();
  const go = useShopNavigate();
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
    if (!internal || !isPlainLinkClick(event, event.currentTarget)) return;
    event.preventDefault();
    go(target);
  };
  return (
    <UiLink {...props} href={target} onClick={handleClick}>
      {children}
    </UiLink>
  );
}
