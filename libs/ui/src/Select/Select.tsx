import * as RadixSelect from '@radix-ui/react-select';
import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { FieldError } from '../internal/FieldError.js';
import * as field from '../internal/field.css.js';
import { CheckIcon, ChevronDownIcon } from '../internal/icons.js';
import { content, item, trigger, viewport } from './Select.css.js';

/** One option of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** The visible label, also the accessible name. */
  label: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown until something is chosen. */
  placeholder?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  className?: string;
  /**
   * The page's Content-Security-Policy nonce: the open menu adds a small `<style>` element, which
   * a policy without `'unsafe-inline'` styles refuses unless it carries the nonce.
   */
  nonce?: string;
}

/**
 * A dropdown choice (sort order, country, shade) on Radix Select: a `combobox` trigger, a
 * `listbox` popup, arrow keys and typeahead.
 */
export function Select({
  label,
  options,
  placeholder,
  error,
  className,
  nonce,
  ...props
}: SelectProps) {
  const id = useId();
  return (
    <div className={cx(field.field, className)}>
      <label id={`${id}-label`} htmlFor={id} className={field.label}>
        {label}
      </label>
      <RadixSelect.Root {...props}>
        <RadixSelect.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(field.control, trigger)}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronDownIcon />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={viewport} nonce={nonce}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={item}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <CheckIcon />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
