import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = style({
  minWidth: '44px',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});
