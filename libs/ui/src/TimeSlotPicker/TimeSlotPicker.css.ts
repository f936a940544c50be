import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.xs,
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

export const slot = style({
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accent,
    },
    '&:disabled': { cursor: 'not-allowed', textDecoration: 'line-through', opacity: 0.45 },
  },
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
