import { formatPrice, type CountryCode, type Language } from '@beauty/i18n';
import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import * as styles from './CostSummary.css.js';

/** One line of a {@link CostSummary}. */
export interface CostSummaryRow {
  /** Stable key of the line: `subtotal`, `discount`, `shipping`, `total`... */
  id: string;
  label: ReactNode;
  /** The amount in the country's currency; `null` when there is none yet (see `text`). */
  amount: number | null;
  /** Shown instead of the amount: 'Free', 'Calculated at checkout'. */
  text?: ReactNode;
  /** `discount` is shown as taken off, `total` stands out. */
  kind?: 'discount' | 'total';
}

/** Props of {@link CostSummary}. */
export interface CostSummaryProps {
  /** The heading, e.g. 'Order summary'. */
  title: ReactNode;
  rows: readonly CostSummaryRow[];
  country: CountryCode;
  language: Language;
  /** Heading level in the page outline; 2 by default. */
  headingLevel?: 2 | 3;
  /** What follows the figures, e.g. the checkout button. */
  children?: ReactNode;
  className?: string;
}

// A minus sign, not a hyphen: screen readers say "minus" and it lines up with the digits.
const MINUS = '\u2212';

/** The money of a bag, checkout or order: subtotal, discount, shipping, total, as a list of terms. */
export function CostSummary({
  title,
  rows,
  country,
  language,
  headingLevel = 2,
  children,
  className,
}: CostSummaryProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {title}
      </Heading>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div
            key={row.id}
            className={cx(styles.row, row.kind === 'total' && styles.total)}
            data-row={row.id}
          >
            <dt>{row.label}</dt>
            <dd className={cx(styles.value, row.kind === 'discount' && styles.discount)}>
              {row.text ??
                (row.amount === null
                  ? null
                  : `${row.kind === 'discount' && row.amount > 0 ? MINUS : ''}${formatPrice(
                      row.amount,
                      country,
                      language,
                    )}`)}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
