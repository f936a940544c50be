import type { ReactNode } from 'react';
import { Heading } from '../Heading/index.js';
import { cx } from '../internal/cx.js';
import { description as descriptionClass, root } from './EmptyState.css.js';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty: 'Your bag is empty', 'No products found'. */
  title: ReactNode;
  description?: ReactNode;
  /** What to do next, e.g. a Button or Link. */
  action?: ReactNode;
  /** Heading level in the page outline; 2 by default. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** Shown where a list has nothing: an empty bag, no search results, no time slots. */
export function EmptyState({
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(root, className)}>
      <Heading level={headingLevel}>{title}</Heading>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {action}
    </div>
  );
}
