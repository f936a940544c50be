import { breakpoints, vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

// Forms read best at a line's width: the account pages stay narrow on wide screens.
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '32rem',
  marginInline: 'auto',
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const names = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const consents = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

// The header's member link to their account: the greeting gives way to a short label on a phone.
export const memberNav = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const greeting = style({ '@media': { [phone]: { display: 'none' } } });

export const phoneAccountLabel = style({
  display: 'none',
  '@media': { [phone]: { display: 'inline' } },
});
