import { useId } from 'react';
import { cx } from '../internal/cx.js';
import { FieldError } from '../internal/FieldError.js';
import * as field from '../internal/field.css.js';
import { ChevronDownIcon } from '../internal/icons.js';
import type { SelectProps } from '../Select/Select.js';
import { chevron, control, select } from './Dropdown.css.js';

/** Props of {@link Dropdown}: those of {@link Select}, so either can stand in for the other. */
export type DropdownProps = SelectProps;

/**
 * A dropdown choice on the browser's own `<select>`, styled like the other fields: the phone's
 * picker on touch screens, the platform's keyboard and screen reader behaviour everywhere, and no
 * script to load. Prefer it to {@link Select} where the options are plain text (sort order,
 * language); Select is for options the platform cannot draw.
 */
export function Dropdown({
  label,
  options,
  placeholder,
  error,
  className,
  onValueChange,
  value,
  defaultValue,
  ...props
}: DropdownProps) {
  const id = useId();
  return (
    <div className={cx(field.field, className)}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <div className={control}>
        <select
          {...props}
          id={id}
          className={cx(field.control, select)}
          value={value}
          // Nothing chosen yet shows the placeholder, as Select does.
          defaultValue={
            value === undefined && defaultValue === undefined && placeholder !== undefined
              ? ''
              : defaultValue
          }
          onChange={(event) => onValueChange?.(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
