import { breakpoints, vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

/** A booking page: one readable column on the blank layout. */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '720px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const step = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const detail = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '480px' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const number = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

/** The confirmation's heading takes focus; it needs no ring of its own. */
export const focusTarget = style({ outline: 'none' });

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

// Width and height attributes give the banner its ratio before it arrives: no layout shift.
export const banner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const filter = style({ maxWidth: '320px' });

export const raw = style({
  margin: 0,
  padding: vars.space.md,
  maxHeight: '480px',
  overflow: 'auto',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});
