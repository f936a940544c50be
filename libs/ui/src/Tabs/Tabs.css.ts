import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'flex',
  gap: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const trigger = style({
  padding: `${vars.space.sm} 0`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.text },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const panel = style({ paddingTop: vars.space.md, ':focus-visible': focusRing });
