import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.xs,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const current = style({ color: vars.color.textMuted });
