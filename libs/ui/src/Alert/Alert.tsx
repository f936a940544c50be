import type { ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { alert, body, title as titleClass } from './Alert.css.js';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** The outcome it tells of: neutral information, a success or a failure. */
  tone?: 'info' | 'success' | 'danger';
  /** The message itself: 'Authentication failed.', 'Your password has been changed.'. */
  title: ReactNode;
  /** What to do next, a reference to quote, links. */
  children?: ReactNode;
  className?: string;
}

/**
 * The outcome of a form, shown where the shopper is looking: a `danger` one is announced at once
 * (`role="alert"`), the others politely (`role="status"`). Renders its text in the tone's colours
 * with a stripe, never colour alone.
 */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cx(alert({ tone }), className)}>
      <p className={titleClass}>{title}</p>
      {children ? <div className={body}>{children}</div> : null}
    </div>
  );
}
