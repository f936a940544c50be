import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css.js';

/** Props of {@link Box}: any HTML attribute plus the layout props of the sprinkles. */
export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'color' | keyof Sprinkles>, Sprinkles {
  /** The element to render; `div` by default. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

/** The layout primitive: every layout prop becomes an atomic class, nothing is inline. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkles.properties.has(key as keyof Sprinkles) ? atoms : rest)[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { className: classes, ...rest });
}
