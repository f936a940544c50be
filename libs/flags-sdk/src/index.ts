/**
 * `@beauty/flags-sdk`: an experimentation and feature-flag engine compatible with Kameleoon's.
 *
 * @packageDocumentation
 */
export {
  generateVisitorCode,
  validateVisitorCode,
  VisitorCodeEmptyError,
  VisitorCodeMaxLengthError,
  VISITOR_CODE_LENGTH,
  VISITOR_CODE_MAX_LENGTH,
} from './visitorCode.js';
