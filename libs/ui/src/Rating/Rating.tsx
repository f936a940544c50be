import { formatNumber, type Language } from '@beauty/i18n';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../internal/cx.js';
import { count as countClass, fill, noReviews, rating, stars } from './Rating.css.js';

/** Props of {@link Rating}. */
export interface RatingProps {
  /** Average rating, 0 to 5 (clamped). */
  value: number;
  /** Number of reviews, shown after the stars. None (0) shows `noReviewsLabel` instead of stars. */
  count?: number;
  language: Language;
  /** The accessible description; English by default. */
  label?: (value: string, count: number | undefined) => string;
  /** What a product without reviews shows in place of the stars; English by default. */
  noReviewsLabel?: string;
  className?: string;
}

const englishLabel = (value: string, count: number | undefined) =>
  count === undefined
    ? `Rated ${value} out of 5`
    : `Rated ${value} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * A product's average rating as five stars (partially filled) with the review count, or 'No
 * reviews yet' when it has none: empty stars would read as a poor rating.
 */
export function Rating({
  value,
  count,
  language,
  label = englishLabel,
  noReviewsLabel = 'No reviews yet',
  className,
}: RatingProps) {
  if (count === 0) {
    return <span className={cx(rating, noReviews, className)}>{noReviewsLabel}</span>;
  }
  const bounded = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  const rounded = formatNumber(Math.round(bounded * 10) / 10, language);
  return (
    <span role="img" aria-label={label(rounded, count)} className={cx(rating, className)}>
      <span
        className={stars}
        aria-hidden="true"
        style={assignInlineVars({ [fill]: `${(bounded / 5) * 100}%` })}
      />
      {count === undefined ? null : (
        <span className={countClass} aria-hidden="true">
          ({formatNumber(count, language)})
        </span>
      )}
    </span>
  );
}
