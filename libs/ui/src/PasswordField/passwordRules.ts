/** The password rule codes of the shop's account service. */
export type PasswordRuleCode =
  | 'AUTH_MS_PV_001'
  | 'AUTH_MS_PV_002'
  | 'AUTH_MS_PV_003'
  | 'AUTH_MS_PV_004'
  | 'AUTH_MS_PV_005'
  | 'AUTH_MS_PV_006'
  | 'AUTH_MS_PV_007';

/** What a password is checked against besides itself. */
export interface PasswordContext {
  /** The account's email: the password must not equal it (AUTH_MS_PV_005). */
  email?: string;
  /** The previous passwords, when changing one (AUTH_MS_PV_006 checks the last 2). */
  previousPasswords?: readonly string[];
  /** The first entry, when this is the confirmation field (AUTH_MS_PV_007). */
  confirmationOf?: string;
}

/** One rule and whether the password meets it. */
export interface PasswordRuleResult {
  code: PasswordRuleCode;
  met: boolean;
}

const sameAsEmail = (password: string, email: string | undefined) =>
  email !== undefined && email !== '' && password.toLowerCase() === email.trim().toLowerCase();

/**
 * Checks a password against the rules AUTH_MS_PV_001 to 007 that apply with the given context:
 * 001 to 004 always; 005 with an email; 006 (instead of 005) with previous passwords; 007 for a
 * confirmation field.
 */
export function checkPassword(
  password: string,
  context: PasswordContext = {},
): PasswordRuleResult[] {
  const results: PasswordRuleResult[] = [
    { code: 'AUTH_MS_PV_001', met: [...password].length >= 8 },
    { code: 'AUTH_MS_PV_002', met: /\p{Nd}/u.test(password) },
    { code: 'AUTH_MS_PV_003', met: /[^\p{L}\p{N}\s]/u.test(password) },
    { code: 'AUTH_MS_PV_004', met: /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) },
  ];
  const previous = context.previousPasswords?.slice(-2);
  if (previous) {
    results.push({
      code: 'AUTH_MS_PV_006',
      met: password !== '' && !sameAsEmail(password, context.email) && !previous.includes(password),
    });
  } else if (context.email !== undefined) {
    results.push({
      code: 'AUTH_MS_PV_005',
      met: password !== '' && !sameAsEmail(password, context.email),
    });
  }
  if (context.confirmationOf !== undefined) {
    results.push({ code: 'AUTH_MS_PV_007', met: password === context.confirmationOf });
  }
  return results;
}

/** The English wording of each rule; pass translated ones through `ruleLabels`. */
export const defaultPasswordRuleLabels: Record<PasswordRuleCode, string> = {
  AUTH_MS_PV_001: 'At least 8 characters',
  AUTH_MS_PV_002: 'At least 1 digit',
  AUTH_MS_PV_003: 'At least 1 special character (for example @, $, #)',
  AUTH_MS_PV_004: 'At least 1 lowercase and 1 uppercase letter',
  AUTH_MS_PV_005: 'Must not be the same as your email',
  AUTH_MS_PV_006: 'Must not be the same as your email or your previous 2 passwords',
  AUTH_MS_PV_007: 'Password does not match.',
};
