export {
  ConsentCheckbox,
  isConsentRequired,
  type ConsentCheckboxProps,
  type ConsentRequirement,
} from './ConsentCheckbox.js';
