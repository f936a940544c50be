import { formatDate, type CountryCode, type Language } from '@beauty/i18n';
import type { ReactNode } from 'react';
import { CheckIcon, CloseIcon } from '../internal/icons.js';
import { visuallyHidden } from '../internal/visuallyHidden.css.js';
import * as styles from './OrderStatusTimeline.css.js';
import type { OrderStatus } from '@beauty/i18n';

/** One step of the order's journey. */
export interface OrderStep {
  status: OrderStatus;
  /** The short label of the status (from the order status messages). */
  label: string;
  /** When the order reached it; upcoming steps have none. */
  date?: Date | string;
  /** The status's description, shown for the current step. */
  description?: ReactNode;
  /**
   * Something went wrong at this step (the app decides, with the contract's
   * `isProblemOrderStatus`): shown as needing attention when it is the current one.
   */
  problem?: boolean;
}

/** Props of {@link OrderStatusTimeline}. */
export interface OrderStatusTimelineProps {
  /** Every step in order, reached and upcoming. */
  steps: readonly OrderStep[];
  /** The order's status now; steps before it are done, after it upcoming. */
  current: OrderStatus;
  country: CountryCode;
  language: Language;
  /** Screen-reader words for each step's state; English by default. */
  labels?: { done?: string; current?: string; upcoming?: string; problem?: string; list?: string };
  className?: string;
}

type StepState = 'done' | 'current' | 'problem' | 'upcoming';

/**
 * The order page's progress: placed, paid, shipped, delivered... as an ordered list. The current
 * step is `aria-current="step"` with its description; a failure status (payment failed, lost,
 * cancelled) is marked as a problem.
 */
export function OrderStatusTimeline({
  steps,
  current,
  country,
  language,
  labels,
  className,
}: OrderStatusTimelineProps) {
  const currentIndex = steps.findIndex((step) => step.status === current);
  const words: Record<StepState, string> = {
    done: labels?.done ?? 'Completed',
    current: labels?.current ?? 'Current status',
    problem: labels?.problem ?? 'Needs attention',
    upcoming: labels?.upcoming ?? 'Upcoming',
  };
  return (
    <ol
      className={[styles.list, className].filter(Boolean).join(' ')}
      aria-label={labels?.list ?? 'Order status'}
    >
      {steps.map((step, index) => {
        const state: StepState =
          index < currentIndex
            ? 'done'
            : index === currentIndex
              ? step.problem
                ? 'problem'
                : 'current'
              : 'upcoming';
        return (
          <li
            key={step.status}
            className={styles.step[state]}
            aria-current={index === currentIndex ? 'step' : undefined}
            data-state={state}
          >
            <span className={styles.marker[state]} aria-hidden="true">
              {state === 'done' ? <CheckIcon /> : state === 'problem' ? <CloseIcon /> : null}
            </span>
            <div>
              <p className={styles.label}>
                {step.label}
                <span className={visuallyHidden}> ({words[state]})</span>
              </p>
              {step.date !== undefined ? (
                <p className={styles.meta}>
                  {formatDate(step.date, country, language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </p>
              ) : null}
              {index === currentIndex && step.description ? (
                <div className={styles.description}>{step.description}</div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
