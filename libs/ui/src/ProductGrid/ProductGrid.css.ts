import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const showMore = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
});

export const progress = style({
  width: '200px',
  height: '2px',
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

/** How much of the listing is shown, 0% to 100%. */
export const progressFill = createVar();

export const progressBar = style({
  display: 'block',
  width: progressFill,
  height: '100%',
  background: vars.color.text,
});

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
