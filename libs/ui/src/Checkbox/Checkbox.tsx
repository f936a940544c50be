import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import * as field from '../internal/field.css.js';
import { CheckIcon, MinusIcon } from '../internal/icons.js';
import { box, label as labelClass, row, texts } from './Checkbox.css.js';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The label, clickable, also the accessible name. */
  label: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  /** Form field name; a hidden input carries the value in native form posts. */
  name?: string;
  value?: string;
  /** A validation message under the label. */
  error?: ReactNode;
  /** Extra text under the label. */
  hint?: ReactNode;
  id?: string;
  className?: string;
}

/** A checkbox with its label (Radix Checkbox: Space toggles, `role="checkbox"`). */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  error,
  hint,
  id,
  className,
  ...props
}: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const describedBy = cx(hint ? `${boxId}-hint` : '', error ? `${boxId}-error` : '') || undefined;
  return (
    <div className={cx(row, className)}>
      <RadixCheckbox.Root
        {...props}
        id={boxId}
        className={box}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <RadixCheckbox.Indicator>
          {checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={texts}>
        <label htmlFor={boxId} className={labelClass}>
          {label}
        </label>
        {hint ? (
          <p id={`${boxId}-hint`} className={field.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${boxId}-error`} className={field.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
