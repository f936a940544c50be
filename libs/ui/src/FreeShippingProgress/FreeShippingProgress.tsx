import { formatPercent, formatPrice, type CountryCode, type Language } from '@beauty/i18n';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { cx } from '../internal/cx.js';
import * as styles from './FreeShippingProgress.css.js';

/** Props of {@link FreeShippingProgress}. */
export interface FreeShippingProgressProps {
  /** The country's free-shipping threshold, in its currency (the API's figure). */
  threshold: number;
  /** What the bag still needs to reach it; 0 once reached. */
  remaining: number;
  country: CountryCode;
  language: Language;
  /** Wording; English by default. */
  labels?: {
    /** The bar's name for assistive technology. */
    label?: string;
    /** What is left to spend, given the formatted amount. */
    progress?: (amount: string) => string;
    reached?: string;
  };
  className?: string;
}

/**
 * How close the bag is to free shipping: a message with the amount left (or that it is reached)
 * and a progress bar towards the country's threshold.
 */
export function FreeShippingProgress({
  threshold,
  remaining,
  country,
  language,
  labels,
  className,
}: FreeShippingProgressProps) {
  const id = useId();
  const left = Math.max(0, remaining);
  const share = threshold > 0 ? Math.min(1, Math.max(0, (threshold - left) / threshold)) : 1;
  const message =
    left === 0
      ? (labels?.reached ?? 'You have unlocked free shipping!')
      : (labels?.progress ?? ((amount: string) => `Spend ${amount} more to enjoy free shipping.`))(
          formatPrice(left, country, language),
        );
  return (
    <div className={cx(styles.root, className)} data-reached={left === 0}>
      <p id={`${id}-message`} className={styles.message} aria-live="polite">
        {message}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={labels?.label ?? 'Free shipping progress'}
        aria-describedby={`${id}-message`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={formatPercent(share, language)}
      >
        <span
          className={styles.bar}
          style={assignInlineVars({ [styles.progressValue]: `${share * 100}%` })}
        />
      </div>
    </div>
  );
}
