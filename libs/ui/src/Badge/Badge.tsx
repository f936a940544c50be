import type { ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { badge, type BadgeVariants } from './Badge.css.js';

/** Props of {@link Badge}. */
export interface BadgeProps extends BadgeVariants {
  children: ReactNode;
  className?: string;
}

/** A short label on a product or order: new, exclusive, sale, sold out. */
export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)}>{children}</span>;
}
