import { breakpoints, vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

export const page = style({ display: 'grid', gap: vars.space.xl });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const emphasis = style([panel, { borderColor: vars.color.text }]);

export const problem = style([panel, { borderColor: vars.color.danger }]);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const thumbnail = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: vars.space.xxs });

export const term = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, whiteSpace: 'pre-line' });

export const accountNumber = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.06em',
});

export const qr = style({ justifySelf: 'center' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const statusSet = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const retryForm = style({ display: 'grid', gap: vars.space.md });

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});
