import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const count = style({ color: vars.color.textMuted, marginInlineStart: vars.space.xxs });
