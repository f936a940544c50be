import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { IconButton } from '../IconButton/index.js';
import { cx } from '../internal/cx.js';
import { CloseIcon } from '../internal/icons.js';
import * as overlay from '../internal/overlay.css.js';
import { dialog } from './Dialog.css.js';

/** Props shared by {@link Dialog} and Sheet. */
export interface OverlayProps {
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title, announced as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (apply, cancel), always visible while the body scrolls. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it, e.g. a Button; focus returns there on close. */
  trigger?: ReactElement;
  /** Where focus returns on close when it was opened without `trigger`, e.g. from code. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button; English by default. */
  closeLabel?: string;
  className?: string;
}

/** Props of {@link Dialog}. */
export interface DialogProps extends OverlayProps {
  size?: 'sm' | 'md' | 'lg';
}

/** The header, body and footer shared by Dialog and Sheet. */
function OverlayContent({
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
}: Pick<OverlayProps, 'title' | 'description' | 'children' | 'footer' | 'closeLabel'>) {
  return (
    <>
      <div className={overlay.header}>
        <div>
          <RadixDialog.Title className={overlay.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={overlay.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
        </div>
        <RadixDialog.Close asChild>
          <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" />
        </RadixDialog.Close>
      </div>
      {children ? (
        // Focusable so keyboard users can scroll a long body.
        <div className={overlay.body} tabIndex={0}>
          {children}
        </div>
      ) : null}
      {footer ? <div className={overlay.footer}>{footer}</div> : null}
    </>
  );
}

/**
 * The modal frame Dialog and Sheet share: root, trigger, portal, backdrop and the content box
 * (styled by `contentClassName`) around the title, description, body and footer.
 */
export function OverlayFrame({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocus,
  contentClassName,
  description,
  ...content
}: Omit<OverlayProps, 'className'> & { contentClassName: string }) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay.backdrop} />
        <RadixDialog.Content
          className={contentClassName}
          onCloseAutoFocus={
            returnFocus
              ? (event) => {
                  event.preventDefault();
                  returnFocus.current?.focus();
                }
              : undefined
          }
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <OverlayContent description={description} {...content} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A modal dialog on Radix Dialog: focus moves in and is trapped, Escape and the close button
 * close it, the page behind does not scroll, and focus returns to the trigger.
 */
export function Dialog({ size, className, ...props }: DialogProps) {
  return <OverlayFrame {...props} contentClassName={cx(dialog({ size }), className)} />;
}
