import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const total = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const discount = style({ color: vars.color.sale });
