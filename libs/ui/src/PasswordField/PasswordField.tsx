import { useId, useState } from 'react';
import { IconButton } from '../IconButton/index.js';
import { CheckIcon, CloseIcon, EyeIcon } from '../internal/icons.js';
import { visuallyHidden } from '../internal/visuallyHidden.css.js';
import { TextField, type TextFieldProps } from '../TextField/index.js';
import { checklist, rule } from './PasswordField.css.js';

/** One line of the checklist: a password rule, its wording and whether the password meets it. */
export interface PasswordFieldRule {
  /** The rule's code (its `data-code`), such as the contract's `AUTH_MS_PV_001`. */
  code: string;
  met: boolean;
  /** The rule's wording (translated catalogue text). */
  label: string;
}

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'endAdornment' | 'value' | 'onChange'
> {
  value: string;
  onValueChange: (value: string) => void;
  /**
   * The checklist under the field: the rules `value` is held to and whether it meets each, worked
   * out by the app (the shop maps the contract's `checkPassword(value, context)`) on every change.
   * Empty for a field without rules: sign-in, or a confirmation, whose mismatch is its `error`.
   */
  rules: readonly PasswordFieldRule[];
  /** Accessible names of the visibility toggle and of a rule's state. */
  labels?: { show?: string; hide?: string; met?: string; unmet?: string };
}

/**
 * A password input with a show/hide toggle and, under it, the checklist of rules it is given,
 * ticked off live as the app re-checks the value. It owns no rules: they come from the app.
 * `autoComplete` is `new-password` with rules and `current-password` without, unless given.
 */
export function PasswordField({
  value,
  onValueChange,
  rules,
  labels,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const rulesId = useId();
  const showChecklist = rules.length > 0;
  return (
    <div>
      <TextField
        {...props}
        type={visible ? 'text' : 'password'}
        autoComplete={props.autoComplete ?? (showChecklist ? 'new-password' : 'current-password')}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={showChecklist ? rulesId : undefined}
        endAdornment={
          <IconButton
            size="sm"
            label={visible ? (labels?.hide ?? 'Hide password') : (labels?.show ?? 'Show password')}
            aria-pressed={visible}
            icon={<EyeIcon off={visible} />}
            onClick={() => setVisible((shown) => !shown)}
          />
        }
      />
      {showChecklist ? (
        <ul id={rulesId} className={checklist} aria-live="polite">
          {rules.map((result) => (
            <li
              key={result.code}
              data-code={result.code}
              data-met={result.met}
              className={rule[result.met ? 'met' : 'unmet']}
            >
              {result.met ? <CheckIcon /> : <CloseIcon />}
              <span className={visuallyHidden}>
                {result.met ? (labels?.met ?? 'Met:') : (labels?.unmet ?? 'Not met:')}
              </span>
              {result.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
