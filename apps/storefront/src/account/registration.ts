import { checkPassword, type Consents } from '@beauty/commerce-sdk/contract';
import type { ConsentRequirement } from '@beauty/ui';
import { isConsentRequired } from '@beauty/ui';
import type { FieldErrors } from './formErrors';

/** The consent boxes as ticked so far: the contract's consents, any of them still unticked. */
export type ConsentChoices = { [K in keyof Consents]: boolean };

/** What the registration form holds. */
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  consents: ConsentChoices;
}

/** The consent boxes of registration (spec section 5), their messages and how binding each is. */
export const REGISTRATION_CONSENTS = [
  { field: 'dataCollection', requirement: 'compulsory', label: 'consent.personal_data' },
  { field: 'thirdPartyDisclosure', requirement: 'compulsory', label: 'consent.third_parties' },
  { field: 'over14', requirement: 'mandatory', label: 'consent.over_14' },
  { field: 'marketing', requirement: 'optional', label: 'consent.marketing' },
] as const satisfies readonly {
  field: keyof Consents;
  requirement: ConsentRequirement;
  label: string;
}[];

/**
 * The consents as the API takes them (registration, a guest's order) once every required box is
 * ticked; `null` while one is not.
 */
export function givenConsents(choices: ConsentChoices): Consents | null {
  const ready = REGISTRATION_CONSENTS.every(
    ({ field, requirement }) => !isConsentRequired(requirement) || choices[field],
  );
  return ready
    ? {
        dataCollection: true,
        thirdPartyDisclosure: true,
        over14: true,
        marketing: choices.marketing,
      }
    : null;
}

/** An empty registration form: no consent given. */
export const emptyRegistration = (): RegistrationForm => ({
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  consents: { dataCollection: false, thirdPartyDisclosure: false, over14: false, marketing: false },
});

/**
 * What stops the form from being sent, by field path as the API names them (`consents.over14`):
 * empty names and email, the first unmet password rule (001 to 005), a confirmation that does not
 * match (007) and each required consent left unticked. The API checks all of it again.
 */
export function registrationErrors(form: RegistrationForm): FieldErrors {
  const errors: Record<string, FieldErrors[string]> = {};
  if (form.firstName.trim() === '') errors.firstName = 'auth.required';
  if (form.lastName.trim() === '') errors.lastName = 'auth.required';
  if (form.email.trim() === '') errors.email = 'auth.required';
  const unmet = checkPassword(form.password, { email: form.email }).find((rule) => !rule.met);
  if (form.password === '') errors.password = 'auth.required';
  else if (unmet) errors.password = `password.${unmet.code}`;
  if (form.passwordConfirmation !== form.password) {
    errors.passwordConfirmation = 'password.AUTH_MS_PV_007';
  }
  for (const consent of REGISTRATION_CONSENTS) {
    if (isConsentRequired(consent.requirement) && !form.consents[consent.field]) {
      errors[`consents.${consent.field}`] = 'consent.required_error';
    }
  }
  return errors;
}
