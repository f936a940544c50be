import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const box = style({
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginTop: '1px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.accentText,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': { background: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const label = style({ fontSize: vars.fontSize.sm, cursor: 'pointer' });

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
