import { CommerceError } from '@beauty/commerce-sdk';
import type { PasswordRuleCode } from '@beauty/commerce-sdk/contract';
import type { MessageKey } from '@beauty/i18n';

/** The contract's validation messages and the shop's wording of each. */
const validationKeys: Record<string, MessageKey> = {
  'Required field': 'auth.required',
  'Invalid email': 'auth.invalid_email',
  'Character limit exceeded': 'booking.character_limit',
};

const isPasswordRule = (message: string): message is PasswordRuleCode =>
  /^AUTH_MS_PV_00[1-7]$/.test(message);

/** The shop's message for a validation message of the contract (a password rule's code, 'Required field'...). */
export function validationMessageKey(message: string): MessageKey {
  if (isPasswordRule(message)) return `password.${message}`;
  return validationKeys[message] ?? 'common.something_went_wrong';
}

/** Field errors of a form: the message key of the first problem of each field, by field path. */
export type FieldErrors = Readonly<Record<string, MessageKey>>;

/**
 * The field errors the API answered a form with: its 400's issues (`data.issues.nested`, keyed by
 * field path such as `password` or `consents.over14`), or a rule refused by its code as message.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof CommerceError)) return {};
  const nested = (error.data as { issues?: { nested?: Record<string, string[] | undefined> } })
    ?.issues?.nested;
  const errors: Record<string, MessageKey> = {};
  for (const [field, messages] of Object.entries(nested ?? {})) {
    const first = messages?.[0];
    if (first) errors[field] = validationMessageKey(first);
  }
  return errors;
}

/** The reference id of a refused ('This sign-in attempt was blocked.') sign-in, if it is one. */
export function blockedReference(error: unknown): string | undefined {
  if (!(error instanceof CommerceError) || error.code !== 'sign_in_blocked') return undefined;
  const reference = (error.data as { referenceId?: unknown } | undefined)?.referenceId;
  return typeof reference === 'string' ? reference : undefined;
}

/** The API's answer to a stale, used or unknown emailed link ('has expired'). */
export const expiredLink = (error: unknown) =>
  error instanceof CommerceError && error.code === 'reset_token_expired';
