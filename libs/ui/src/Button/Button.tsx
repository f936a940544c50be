import type { ButtonHTMLAttributes, Ref } from 'react';
import { button, spinner, type ButtonVariants } from './Button.css.js';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Shows a spinner, announces busy and ignores clicks while an action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The shop's button: primary (black), secondary (outlined) or ghost, in three sizes. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
