import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const content = style({
  zIndex: vars.zIndex.overlay,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.elevation.overlay,
});

export const viewport = style({ padding: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});
