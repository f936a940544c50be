export { PasswordField, type PasswordFieldProps, type PasswordFieldRule } from './PasswordField.js';
