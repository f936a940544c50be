import { useState, type KeyboardEvent } from 'react';
import { IconButton } from '../IconButton/index.js';
import { cx } from '../internal/cx.js';
import { MinusIcon, PlusIcon } from '../internal/icons.js';
import { message, root, stepper, value as valueClass } from './QuantityStepper.css.js';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The accessible name, e.g. 'Quantity of Rouge Dior 999'. */
  label: string;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** 1 by default. */
  min?: number;
  /**
   * The most the shopper may choose, from the app: the shop passes the bag's limit per addition
   * (the contract's `MAX_QUANTITY_PER_ADDITION`), lowered to the stock left.
   */
  max: number;
  disabled?: boolean;
  /** Wording of the buttons and of the limit message; English by default. */
  labels?: {
    decrease?: string;
    increase?: string;
    /** Said when the user tries to go past the maximum. */
    maxReached?: (max: number) => string;
  };
  className?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A bounded quantity: minus and plus buttons around a `spinbutton`. Arrow keys step, Home and End
 * jump to the bounds; trying to pass the maximum explains the limit.
 */
export function QuantityStepper({
  label,
  value,
  defaultValue,
  onValueChange,
  min = 1,
  max,
  disabled = false,
  labels,
  className,
}: QuantityStepperProps) {
  const [internal, setInternal] = useState(() => clamp(defaultValue ?? min, min, max));
  const [limitHit, setLimitHit] = useState(false);
  const current = clamp(value ?? internal, min, max);

  const set = (next: number) => {
    setLimitHit(next > max);
    const bounded = clamp(next, min, max);
    if (bounded === current) return;
    setInternal(bounded);
    onValueChange?.(bounded);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = {
      ArrowUp: current + 1,
      ArrowRight: current + 1,
      ArrowDown: current - 1,
      ArrowLeft: current - 1,
      Home: min,
      End: max,
    }[event.key];
    if (target === undefined || disabled) return;
    event.preventDefault();
    set(target);
  };

  const maxReached =
    labels?.maxReached ??
    ((limit: number) =>
      `Only a maximum quantity of ${limit} of the item could be added to your bag`);

  return (
    <div className={cx(root, className)}>
      <div className={stepper}>
        <IconButton
          size="sm"
          label={labels?.decrease ?? 'Decrease quantity'}
          icon={<MinusIcon />}
          disabled={disabled || current <= min}
          onClick={() => set(current - 1)}
        />
        <span
          role="spinbutton"
          tabIndex={disabled ? -1 : 0}
          aria-label={label}
          aria-valuenow={current}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-disabled={disabled || undefined}
          className={valueClass}
          onKeyDown={onKeyDown}
        >
          {current}
        </span>
        <IconButton
          size="sm"
          label={labels?.increase ?? 'Increase quantity'}
          icon={<PlusIcon />}
          disabled={disabled}
          aria-disabled={current >= max || undefined}
          onClick={() => set(current + 1)}
        />
      </div>
      <p role="status" className={message}>
        {limitHit ? maxReached(max) : null}
      </p>
    </div>
  );
}
