import { breakpoints, vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

const wide = `screen and (min-width: ${breakpoints.desktop}px)`;
const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

// The form and, beside it on a wide screen, the summary with the place-order button; on a phone
// the summary follows the form, so the total is read right before placing the order.
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const form = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

// Fields full width, one below the other (a Stack would shrink them to their content).
export const fields = style({ display: 'grid', gap: vars.space.md });

// Pairs of short fields side by side from a tablet's width.
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const phone = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(6.5rem, auto) minmax(0, 1fr)',
  alignItems: 'start',
});

export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [wide]: { position: 'sticky', top: vars.space.lg } },
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const storeList = style({ maxHeight: '24rem', overflowY: 'auto' });
