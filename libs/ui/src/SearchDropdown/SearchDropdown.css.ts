import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

export const root = style({ position: 'relative', width: '100%' });

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-within': focusRing },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  '::placeholder': { color: vars.color.textMuted },
});

export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xxs})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.overlay,
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  maxHeight: '70vh',
  overflowY: 'auto',
});

export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-selected="true"]': { background: vars.color.surfaceMuted } },
});

export const match = style({
  fontWeight: vars.fontWeight.bold,
  background: 'transparent',
  color: 'inherit',
});

export const clearButton = style({
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const empty = style({
  margin: 0,
  padding: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
