import { breakpoints, vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

/** The listing's parts, each as wide as the listing. */
export const listing = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const sort = style({
  minWidth: '200px',
  '@media': { [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: { minWidth: '160px' } },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chipMark = style({ marginInlineStart: vars.space.xs });
