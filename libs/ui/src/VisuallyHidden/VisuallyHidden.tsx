import type { ReactNode } from 'react';
import { visuallyHidden } from '../internal/visuallyHidden.css.js';

export interface VisuallyHiddenProps {
  /** What screen readers say and the screen does not show, e.g. a swatch's shade name. */
  children: ReactNode;
  /** The element's id, for `aria-describedby` and `aria-labelledby`. */
  id?: string;
}

/**
 * Text read by screen readers and hidden on screen: it stays in the accessibility tree and in the
 * text a control is named from, unlike `hidden` or `display: none`. It is inline (a `span`), so it
 * fits inside buttons, labels and links.
 */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span id={id} className={visuallyHidden}>
      {children}
    </span>
  );
}
