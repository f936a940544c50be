import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import * as field from '../internal/field.css.js';
import { dot, group, horizontal, legend, option, optionLabel, radio } from './RadioGroup.css.js';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Extra text under the label, e.g. a delivery estimate. */
  description?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** The question, shown as the group's legend and accessible name. */
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  error?: ReactNode;
  className?: string;
}

/**
 * One choice among a few (delivery option, payment method), on Radix RadioGroup: arrow keys move
 * and select, Tab leaves the group.
 */
export function RadioGroup({
  label,
  options,
  error,
  className,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className={cx(group, className)}>
      <legend id={`${id}-label`} className={legend}>
        {label}
      </legend>
      <RadixRadioGroup.Root
        {...props}
        orientation={orientation}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(group, orientation === 'horizontal' && horizontal)}
      >
        {options.map((item, index) => (
          <div key={item.value} className={option}>
            <RadixRadioGroup.Item
              id={`${id}-${index}`}
              value={item.value}
              disabled={item.disabled}
              className={radio}
              aria-describedby={item.description ? `${id}-${index}-description` : undefined}
            >
              <RadixRadioGroup.Indicator className={dot} />
            </RadixRadioGroup.Item>
            <div>
              <label htmlFor={`${id}-${index}`} className={optionLabel}>
                {item.label}
              </label>
              {item.description ? (
                <p id={`${id}-${index}-description`} className={field.hint}>
                  {item.description}
                </p>
              ) : null}
            </div>
          </div>
        ))}
      </RadixRadioGroup.Root>
      {error ? (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
