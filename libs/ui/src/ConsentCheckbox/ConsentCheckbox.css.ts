import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const tag = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
