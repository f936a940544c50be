import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const sites = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});

export const sitesTitle = style({
  margin: `${vars.space.md} 0 0`,
  fontWeight: vars.fontWeight.bold,
});
