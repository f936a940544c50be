import { safeHref } from '@beauty/i18n';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { link } from './Link.css.js';

/** Props of {@link Link}. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A text link. An href `safeHref` of `@beauty/i18n` refuses (`javascript:`, `data:`, `/.//host`...)
 * is dropped: the link renders without an href. Links that open a new tab get `rel="noopener noreferrer"`.
 */
export function Link({ href, className, target, rel, ...props }: LinkProps) {
  const safe = safeHref(href);
  return (
    <a
      {...props}
      href={safe}
      target={target}
      rel={target === '_blank' ? (rel ?? 'noopener noreferrer') : rel}
      className={[link, className].filter(Boolean).join(' ')}
    />
  );
}
