import { OverlayFrame, type OverlayProps } from '../Dialog/Dialog.js';
import { cx } from '../internal/cx.js';
import { sheet } from './Sheet.css.js';

/** Props of {@link Sheet}. */
export interface SheetProps extends OverlayProps {
  /** The edge it slides in from: `right` (default) for the bag or filters, `bottom` on mobile. */
  side?: 'left' | 'right' | 'bottom';
}

/**
 * A drawer sliding in from an edge (mini bag, menu, filters on mobile), with the same behaviour
 * as Dialog: focus trap, Escape, scroll lock, focus back to the trigger.
 */
export function Sheet({ side, className, ...props }: SheetProps) {
  return <OverlayFrame {...props} contentClassName={cx(sheet({ side }), className)} />;
}
