import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { focusRing } from './focus.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, margin: 0 });

export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const controlRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });
