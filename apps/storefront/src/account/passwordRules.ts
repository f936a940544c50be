import { checkPassword, type PasswordContext } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import type { PasswordFieldRule } from '@beauty/ui';

/**
 * The live checklist of a new password: the contract's rules (AUTH_MS_PV_001 to 007) that apply
 * with `context`, each worded in the visit's language and ticked as the shopper types.
 */
export function usePasswordChecklist(
  password: string,
  context: PasswordContext,
): PasswordFieldRule[] {
  const i18n = useI18n();
  return checkPassword(password, context).map(({ code, met }) => ({
    code,
    met,
    label: i18n.text(`password.${code}`),
  }));
}

/** Whether a password meets every rule that applies with `context`. */
export const meetsPasswordRules = (password: string, context: PasswordContext): boolean =>
  checkPassword(password, context).every((rule) => rule.met);

/** The PasswordField labels of the visit's language. */
export function usePasswordFieldLabels() {
  const i18n = useI18n();
  return {
    show: i18n.text('auth.show_password'),
    hide: i18n.text('auth.hide_password'),
    met: i18n.text('auth.rule_met'),
    unmet: i18n.text('auth.rule_unmet'),
  };
}
