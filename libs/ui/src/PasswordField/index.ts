export { PasswordField, type PasswordFieldProps } from './PasswordField.js';
export {
  checkPassword,
  defaultPasswordRuleLabels,
  type PasswordContext,
  type PasswordRuleCode,
  type PasswordRuleResult,
} from './passwordRules.js';
