import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../internal/cx.js';
import * as styles from '../internal/field.css.js';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label, also the field's accessible name. */
  label: string;
  /** Help shown under the field. */
  hint?: ReactNode;
  /** The validation message; marks the field invalid and is announced with it. */
  error?: ReactNode;
  /** Something after the input inside the field, such as a show-password button. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with hint and error message wired to it for screen readers. */
export function TextField({
  label,
  hint,
  error,
  endAdornment,
  id,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = cx(props['aria-describedby'], hintId, errorId) || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.controlRow}>
        <input
          {...props}
          id={inputId}
          type={type}
          className={styles.control}
          aria-invalid={error ? true : props['aria-invalid']}
          aria-describedby={describedBy}
        />
        {endAdornment}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
