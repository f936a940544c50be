import { breakpoints, vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.tablet}px)`;

// The account's navigation runs across the top on a phone and down the side on wider screens.
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [desktop]: { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const nav = style({ borderBottom: `1px solid ${vars.color.border}` });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  paddingBottom: vars.space.sm,
  listStyle: 'none',
  '@media': { [desktop]: { flexDirection: 'column' } },
});

export const navLink = style({
  selectors: { '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold } },
});

export const content = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const tile = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const tileTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const numberCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** A list of wide tiles, one under the other (the member's bookings). */
export const bookings = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
