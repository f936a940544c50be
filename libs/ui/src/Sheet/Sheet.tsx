import * as RadixDialog from '@radix-ui/react-dialog';
import { OverlayContent, type OverlayProps } from '../Dialog/Dialog.js';
import { cx } from '../internal/cx.js';
import * as overlay from '../internal/overlay.css.js';
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
export function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  side,
  className,
  description,
  ...content
}: SheetProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay.backdrop} />
        <RadixDialog.Content
          className={cx(sheet({ side }), className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <OverlayContent description={description} {...content} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
