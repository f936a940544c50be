import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { spinner } from '../Button/Button.css.js';
import { cx } from '../internal/cx.js';
import { iconButton, type IconButtonVariants } from './IconButton.css.js';

/** Props of {@link IconButton}. */
export interface IconButtonProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'>,
    IconButtonVariants {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, decorative (`aria-hidden`). */
  icon: ReactNode;
  /** Shows a spinner, announces busy and ignores clicks while an action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A round button showing only an icon, such as close, wish list or search. */
export function IconButton({
  label,
  icon,
  variant,
  size,
  loading = false,
  className,
  type = 'button',
  onClick,
  ...props
}: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={cx(iconButton({ variant, size }), className)}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : icon}
    </button>
  );
}
