import type { ReactNode } from 'react';
import { Button } from '../Button/index.js';
import { cx } from '../internal/cx.js';
import { actions, inner, message, panel, spacer } from './ConsentBanner.css.js';

/** Props of {@link ConsentBanner}. */
export interface ConsentBannerProps {
  /** The region's accessible name, e.g. 'Cookie choices'. */
  label: string;
  /** What the shopper is asked: what the cookies are for, and that refusing is fine. */
  children: ReactNode;
  /** The accepting button's text, e.g. 'Accept cookies'. */
  acceptLabel: string;
  /** The refusing button's text, e.g. 'Refuse cookies'. */
  refuseLabel: string;
  /** The shopper accepted: record it (the banner does not hide itself). */
  onAccept: () => void;
  /** The shopper refused: record it (the banner does not hide itself). */
  onRefuse: () => void;
  /** Extra class of the pinned banner (not of the room it keeps at the end of the page). */
  className?: string;
}

/**
 * The tracking-consent question, asked until the shopper answers, pinned to the bottom of the
 * screen. Place it at the end of the page: it leaves as much room there, so the page's last lines
 * can still be scrolled into view, and a page rendered with it on the server does not shift when
 * it loads. A bar pinned to the bottom of the screen too (a phone's add-to-bag bar) keeps it above
 * itself by setting {@link consentBannerOffset} to its height. Refusing is as easy as accepting:
 * two buttons of the same size, side by side. A named region, so screen readers list it among
 * the landmarks.
 */
export function ConsentBanner({
  label,
  children,
  acceptLabel,
  refuseLabel,
  onAccept,
  onRefuse,
  className,
}: ConsentBannerProps) {
  return (
    <>
      <div className={spacer} aria-hidden="true">
        <div className={inner}>
          <p className={message}>{children}</p>
          <div className={actions}>
            <Button size="sm" variant="secondary" tabIndex={-1}>
              {refuseLabel}
            </Button>
            <Button size="sm" tabIndex={-1}>
              {acceptLabel}
            </Button>
          </div>
        </div>
      </div>
      <section aria-label={label} className={cx(panel, className)}>
        <div className={inner}>
          <p className={message}>{children}</p>
          <div className={actions}>
            <Button size="sm" variant="secondary" onClick={onRefuse}>
              {refuseLabel}
            </Button>
            <Button size="sm" onClick={onAccept}>
              {acceptLabel}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
