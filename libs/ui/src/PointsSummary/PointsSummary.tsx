import {
  formatDate,
  formatPercent,
  formatPoints,
  type CountryCode,
  type Language,
} from '@beauty/i18n';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { TierBadge, type BeautyPassTier } from '../TierBadge/index.js';
import * as styles from './PointsSummary.css.js';

/** Props of {@link PointsSummary}. */
export interface PointsSummaryProps {
  tier: BeautyPassTier;
  /** The points balance. */
  points: number;
  /** Points that will expire, with their date (points lapse after 18 months without activity). */
  expiringPoints?: number;
  expiryDate?: Date | string;
  /** Share of the spend target reached towards the next tier (or to keep gold), 0 to 1. */
  progress?: number;
  /** The tier message under the progress bar: upgraded, in progress, keep tier, max tier... */
  progressMessage?: ReactNode;
  country: CountryCode;
  language: Language;
  /** Wording; English by default. */
  labels?: {
    balance?: string;
    expiring?: (points: string, date: string) => string;
    progress?: string;
    tiers?: Partial<Record<'white' | 'black' | 'gold', string>>;
  };
  className?: string;
}

/** The member's Beauty Pass summary: tier, points balance, points about to expire, tier progress. */
export function PointsSummary({
  tier,
  points,
  expiringPoints,
  expiryDate,
  progress,
  progressMessage,
  country,
  language,
  labels,
  className,
}: PointsSummaryProps) {
  const id = useId();
  const bounded = progress === undefined ? undefined : Math.min(1, Math.max(0, progress));
  const expiringText =
    expiringPoints && expiryDate !== undefined
      ? (
          labels?.expiring ?? ((amount: string, date: string) => `${amount} will expire on ${date}`)
        )(formatPoints(expiringPoints, language), formatDate(expiryDate, country, language))
      : undefined;
  return (
    <section className={cx(styles.card, className)} aria-labelledby={`${id}-balance`}>
      <TierBadge tier={tier} labels={labels?.tiers} />
      <div>
        <p id={`${id}-balance`} className={styles.caption}>
          {labels?.balance ?? 'Points balance'}
        </p>
        <p className={styles.balance}>{formatPoints(points, language)}</p>
      </div>
      {expiringText ? <p className={styles.expiring}>{expiringText}</p> : null}
      {bounded === undefined ? null : (
        <div>
          <p id={`${id}-progress`} className={styles.caption}>
            {labels?.progress ?? 'Progress to your next tier'}: {formatPercent(bounded, language)}
          </p>
          <div
            className={styles.track}
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(bounded * 100)}
            aria-valuetext={formatPercent(bounded, language)}
          >
            <span
              className={styles.bar}
              style={assignInlineVars({ [styles.progressValue]: `${bounded * 100}%` })}
            />
          </div>
          {progressMessage ? <p className={styles.caption}>{progressMessage}</p> : null}
        </div>
      )}
    </section>
  );
}
