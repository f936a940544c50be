import { vars } from '../theme/contract.css.js';

/** The one focus ring of the design system. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;
