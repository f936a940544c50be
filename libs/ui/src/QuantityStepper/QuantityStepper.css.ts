import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xxs });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const value = style({
  minWidth: '40px',
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  ':focus-visible': focusRing,
});

export const message = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: 0,
});
