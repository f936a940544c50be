import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  // Room for the chevron drawn over the end of the box.
  paddingInlineEnd: `calc(${vars.space.sm} + 24px)`,
  textOverflow: 'ellipsis',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  display: 'flex',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
