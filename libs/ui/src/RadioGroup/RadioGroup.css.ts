import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const radio = style({
  appearance: 'none',
  margin: 0,
  flexShrink: 0,
  width: '22px',
  height: '22px',
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.text}`,
  background: vars.color.surface,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&:checked::after': {
      content: '""',
      width: '12px',
      height: '12px',
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const optionLabel = style({ fontSize: vars.fontSize.sm, cursor: 'pointer' });

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg });
