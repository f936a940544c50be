import {
  useId,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../internal/cx.js';
import * as fieldStyles from '../internal/field.css.js';
import * as styles from './TextArea.css.js';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'maxLength'
> {
  /** The visible label, also the field's accessible name. */
  label: string;
  /** Help shown under the field, read with it. */
  description?: ReactNode;
  /** The validation message (the app's or the server's); marks the field invalid, read with it. */
  error?: ReactNode;
  /**
   * The most characters the answer may have: a counter shows how many are used, and past it the
   * field is invalid and says `labels.limitExceeded`. Typing on is not stopped (a pasted text is
   * not silently cut): the app refuses the answer as its server does.
   */
  maxLength?: number;
  /** Wording; English by default. */
  labels?: {
    /** The counter's text: `12/300` by default. */
    counter?: (count: number, maxLength: number) => string;
    /** Said past `maxLength`: 'Character limit exceeded' by default. */
    limitExceeded?: string;
  };
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text input, with its description, error and, given a `maxLength`, a
 * character counter, all wired to it for screen readers. Characters are counted as a string's
 * length, as the shop's API counts them. Controlled (`value`) or not (`defaultValue`).
 */
export function TextArea({
  label,
  description,
  error,
  maxLength,
  labels,
  id,
  className,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const [typed, setTyped] = useState(() => String(defaultValue ?? ''));
  const text = value === undefined ? typed : String(value);
  const count = text.length;
  const limited = maxLength !== undefined;
  const over = limited && count > maxLength;
  const message = error ?? (over ? (labels?.limitExceeded ?? 'Character limit exceeded') : null);
  const descriptionId = description ? `${fieldId}-description` : undefined;
  const counterId = limited ? `${fieldId}-counter` : undefined;
  const errorId = message ? `${fieldId}-error` : undefined;
  const describedBy = cx(props['aria-describedby'], descriptionId, errorId, counterId) || undefined;
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setTyped(event.target.value);
    onChange?.(event);
  };
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={fieldId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        {...props}
        id={fieldId}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        onChange={change}
        className={styles.textArea}
        aria-invalid={message ? true : props['aria-invalid']}
        aria-describedby={describedBy}
      />
      <div className={styles.footer}>
        <div className={styles.messages}>
          {description ? (
            <p id={descriptionId} className={fieldStyles.hint}>
              {description}
            </p>
          ) : null}
          {/* Always there, so a message appearing as the limit is passed is announced. */}
          <div aria-live="polite">
            {message ? (
              <p id={errorId} className={fieldStyles.error}>
                {message}
              </p>
            ) : null}
          </div>
        </div>
        {limited ? (
          <p id={counterId} className={styles.counter[over ? 'over' : 'within']} data-over={over}>
            {labels?.counter?.(count, maxLength) ?? `${count}/${maxLength}`}
          </p>
        ) : null}
      </div>
    </div>
  );
}
