import { formatPercent, formatPrice, type CountryCode, type Language } from '@beauty/i18n';
import { cx } from '../internal/cx.js';
import { visuallyHidden } from '../internal/visuallyHidden.css.js';
import { current, discount, original, price, sale } from './Price.css.js';

/** Props of {@link Price}. */
export interface PriceProps {
  /** What the shopper pays, in the country's currency. */
  amount: number;
  /** The price before a sale; shown struck through when higher than `amount`. */
  originalAmount?: number;
  country: CountryCode;
  language: Language;
  /** Show the saving as a percentage next to a sale price. */
  showDiscount?: boolean;
  /** Wording for screen readers and for a zero price; English by default. */
  labels?: { sale?: string; original?: string; free?: string; off?: (percent: string) => string };
  className?: string;
}

/**
 * A price in the country's currency and the language's conventions (`S$42.00`, `฿1,250.00`).
 * A sale shows the new price, the original struck through and optionally the saving; a zero
 * price (a free class) reads "Free".
 */
export function Price({
  amount,
  originalAmount,
  country,
  language,
  showDiscount = false,
  labels,
  className,
}: PriceProps) {
  const onSale = originalAmount !== undefined && originalAmount > amount;
  if (amount === 0 && !onSale) {
    return <span className={cx(price, current, className)}>{labels?.free ?? 'Free'}</span>;
  }
  if (!onSale) {
    return (
      <span className={cx(price, className)}>
        <span className={current}>{formatPrice(amount, country, language)}</span>
      </span>
    );
  }
  const percent = formatPercent((originalAmount - amount) / originalAmount, language);
  return (
    <span className={cx(price, className)}>
      <span className={sale}>
        <span className={visuallyHidden}>{labels?.sale ?? 'Sale price'} </span>
        {formatPrice(amount, country, language)}
      </span>
      <s className={original}>
        <span className={visuallyHidden}>{labels?.original ?? 'Original price'} </span>
        {formatPrice(originalAmount, country, language)}
      </s>
      {showDiscount ? (
        <span className={discount}>{labels?.off?.(percent) ?? `${percent} off`}</span>
      ) : null}
    </span>
  );
}
