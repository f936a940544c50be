import { useId, useState } from 'react';
import { IconButton } from '../IconButton/index.js';
import { CheckIcon, CloseIcon, EyeIcon } from '../internal/icons.js';
import { visuallyHidden } from '../internal/visuallyHidden.css.js';
import { TextField, type TextFieldProps } from '../TextField/index.js';
import { rule, rules } from './PasswordField.css.js';
import {
  checkPassword,
  defaultPasswordRuleLabels,
  type PasswordContext,
  type PasswordRuleCode,
} from './passwordRules.js';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps
  extends Omit<TextFieldProps, 'type' | 'endAdornment' | 'value' | 'onChange'>, PasswordContext {
  value: string;
  onValueChange: (value: string) => void;
  /** Show the rule checklist under the field as the user types; on by default. */
  showRules?: boolean;
  /** Wording of each rule (translated catalogue text); English by default. */
  ruleLabels?: Partial<Record<PasswordRuleCode, string>>;
  /** Accessible names of the visibility toggle and of a rule's state. */
  labels?: { show?: string; hide?: string; met?: string; unmet?: string };
}

/**
 * A password input with a show/hide toggle and the AUTH_MS_PV rules, each ticked off live as the
 * user types. As a confirmation field (`confirmationOf`), it shows only the match rule (007) once
 * something is typed, as an error.
 */
export function PasswordField({
  value,
  onValueChange,
  email,
  previousPasswords,
  confirmationOf,
  showRules = true,
  ruleLabels,
  labels,
  error,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const rulesId = useId();
  const wording = { ...defaultPasswordRuleLabels, ...ruleLabels };
  const results = checkPassword(value, { email, previousPasswords, confirmationOf });
  const mismatch = results.find((result) => result.code === 'AUTH_MS_PV_007' && !result.met);
  const checklist = results.filter((result) => result.code !== 'AUTH_MS_PV_007');
  const shownError = error ?? (mismatch && value !== '' ? wording.AUTH_MS_PV_007 : undefined);
  const showChecklist = showRules && confirmationOf === undefined;
  return (
    <div>
      <TextField
        {...props}
        type={visible ? 'text' : 'password'}
        autoComplete={props.autoComplete ?? (confirmationOf ? 'new-password' : 'current-password')}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        error={shownError}
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
        <ul id={rulesId} className={rules} aria-live="polite">
          {checklist.map((result) => (
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
              {wording[result.code]}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
