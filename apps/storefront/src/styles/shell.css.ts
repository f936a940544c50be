import { breakpoints, vars } from '@beauty/ui';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('html, body', {
  margin: 0,
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.sm } },
});

// A phone's header is one 44 px row (menu, logo, bag) and the search field under it: at most
// 64 px above the search, so the page starts high on a small screen.
export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  '@media': { [wide]: { padding: `${vars.space.sm} ${vars.space.lg} 0` } },
});

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  maxWidth: '1200px',
  margin: '0 auto',
  '@media': { [wide]: { gap: vars.space.md } },
});

export const headerActions = style({ marginInlineStart: 'auto' });

export const categoryRow = style({
  maxWidth: '1200px',
  margin: '0 auto',
  '@media': { [wide]: { marginTop: vars.space.xs } },
});

export const logo = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  '@media': { [wide]: { fontSize: vars.fontSize.xl } },
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.2em',
  textDecoration: 'none',
  textTransform: 'uppercase',
});

// On a phone these pages are in the menu drawer.
export const nav = style({
  display: 'none',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  '@media': { [wide]: { display: 'flex' } },
});

// A phone's search field takes a row of its own under the menu, logo and bag.
export const search = style({
  order: 3,
  width: '100%',
  '@media': { [wide]: { order: 0, width: 'auto', flex: 1, minWidth: '160px' } },
});

export const bag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  color: vars.color.text,
});

export const bagCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.md,
  boxSizing: 'border-box',
  outline: 'none',
  '@media': { [wide]: { padding: vars.space.lg } },
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
});

export const blank = style({ padding: vars.space.lg });

export const buildBanner = style({
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const previewBar = style({
  padding: vars.space.xs,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const brandList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const brandItem = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
});
