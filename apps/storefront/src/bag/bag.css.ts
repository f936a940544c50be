import { breakpoints, vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

const wide = `screen and (min-width: ${breakpoints.desktop}px)`;
const narrow = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  // Room for the checkout bar fixed at the bottom of a phone's screen.
  '@media': { [narrow]: { paddingBottom: '6rem' } },
});

// Desktop: the summary beside the lines, kept in view; phone: below them.
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [wide]: { position: 'sticky', top: vars.space.md } },
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const lineImage = style({
  display: 'block',
  width: '88px',
  height: '88px',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});

export const lineBody = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const brand = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const name = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const warning = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const lineActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const lineTotal = style({ marginInlineStart: 'auto', fontWeight: vars.fontWeight.bold });

export const promoForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const promoField = style({ flex: '1 1 12rem' });

export const tile = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

// On a phone the checkout button stays at the bottom of the screen while the shopper scrolls.
export const checkout = style({
  '@media': {
    [narrow]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 1,
      padding: vars.space.sm,
      background: vars.color.background,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const raw = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: '32rem',
  overflow: 'auto',
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
