import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { FieldError } from '../internal/FieldError.js';
import * as field from '../internal/field.css.js';
import { group, horizontal, legend, option, optionLabel, radio } from './RadioGroup.css.js';

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
 * One choice among a few (delivery option, payment method, size) on the browser's own radio
 * buttons in a named `radiogroup`: arrow keys move and select, Tab leaves the group, and there is
 * no script to load.
 */
export function RadioGroup({
  label,
  options,
  error,
  className,
  orientation = 'vertical',
  value,
  defaultValue,
  onValueChange,
  name,
  required,
  disabled,
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className={cx(group, className)} disabled={disabled}>
      <legend id={`${id}-label`} className={legend}>
        {label}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        aria-orientation={orientation}
        className={cx(group, orientation === 'horizontal' && horizontal)}
      >
        {options.map((item, index) => (
          <div key={item.value} className={option}>
            <input
              type="radio"
              id={`${id}-${index}`}
              // Radios sharing a name are one group to the browser: arrow keys stay inside it.
              name={name ?? id}
              value={item.value}
              required={required}
              disabled={item.disabled}
              className={radio}
              aria-describedby={item.description ? `${id}-${index}-description` : undefined}
              {...(value === undefined
                ? { defaultChecked: defaultValue === item.value }
                : { checked: value === item.value })}
              onChange={(event) => {
                if (event.currentTarget.checked) onValueChange?.(item.value);
              }}
            />
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
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
