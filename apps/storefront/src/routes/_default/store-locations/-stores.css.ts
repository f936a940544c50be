import { breakpoints, vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxWidth: '560px',
});

export const searchField = style({ flex: '1 1 240px' });

export const storeList = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const storeCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.body });

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const hoursValue = style({ margin: 0 });

export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
