import type { ReactNode } from 'react';
import { Checkbox, type CheckboxProps } from '../Checkbox/index.js';
import { tag } from './ConsentCheckbox.css.js';

/**
 * How binding a consent is: collection and use of personal data and disclosure to third parties
 * are compulsory, being over 14 is mandatory, marketing is optional.
 */
export type ConsentRequirement = 'compulsory' | 'mandatory' | 'optional';

/** Props of {@link ConsentCheckbox}. */
export interface ConsentCheckboxProps extends Omit<CheckboxProps, 'required' | 'error'> {
  requirement: ConsentRequirement;
  /** Show the missing-consent error on a required, unticked box (after a submit attempt). */
  showError?: boolean;
  /** Wording of the requirement tags and the error; English by default. */
  labels?: { required?: string; optional?: string; error?: ReactNode };
}

/** Whether a consent must be ticked before the form may be sent. */
export function isConsentRequired(requirement: ConsentRequirement): boolean {
  return requirement !== 'optional';
}

/**
 * A consent checkbox in a sign-up or checkout form, marked required or optional. A required one
 * left unticked shows its error once `showError` is set.
 */
export function ConsentCheckbox({
  requirement,
  showError = false,
  labels,
  label,
  checked,
  ...props
}: ConsentCheckboxProps) {
  const required = isConsentRequired(requirement);
  const missing = required && showError && checked !== true;
  return (
    <Checkbox
      {...props}
      checked={checked}
      required={required}
      label={
        <>
          {label}
          <span className={tag}>
            {required ? (labels?.required ?? '(Required)') : (labels?.optional ?? '(Optional)')}
          </span>
        </>
      }
      error={missing ? (labels?.error ?? 'Please tick this box to continue.') : undefined}
    />
  );
}
