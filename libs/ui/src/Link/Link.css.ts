import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const link = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':hover': { textDecorationThickness: '2px' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
