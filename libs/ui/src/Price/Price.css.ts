import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const price = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const current = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const sale = style({ fontWeight: vars.fontWeight.bold, color: vars.color.sale });

export const original = style({
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  fontSize: '0.875em',
});

export const discount = style({ color: vars.color.sale, fontSize: '0.875em' });
