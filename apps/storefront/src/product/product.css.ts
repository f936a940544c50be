import { breakpoints, consentBannerOffset, vars } from '@beauty/ui';
import { createVar, globalStyle, style } from '@vanilla-extract/css';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;
const narrow = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const gallery = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

// Width and height attributes give the box its ratio before the image arrives: no layout shift.
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const summary = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const brand = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textDecoration: 'none',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const details = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [wide]: { gridColumn: '1 / -1' } },
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const chosenShade = style({
  fontWeight: vars.fontWeight.regular,
  marginInlineStart: vars.space.xs,
});

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const swatch = style({ position: 'relative', display: 'inline-flex', cursor: 'pointer' });

// The radio stays in the accessibility tree and takes focus; the chip beside it shows its state.
export const swatchInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

/** The shade's own colour, from the catalogue. */
export const shadeColour = createVar();

export const swatchChip = style({
  backgroundColor: shadeColour,
  display: 'block',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  selectors: {
    [`${swatchInput}:checked + &`]: { boxShadow: `0 0 0 2px ${vars.color.text}` },
    [`${swatchInput}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '3px',
    },
  },
});

// A sold-out shade stays selectable (to see it) and is struck through.
export const soldOutChip = style({
  backgroundImage: `linear-gradient(to top right, transparent calc(50% - 1px), ${vars.color.textMuted} 50%, transparent calc(50% + 1px))`,
});

// On a phone, quantity and add to bag stick to the bottom of the screen until the shopper scrolls
// to where they belong: in reach without scrolling, and never over the end of the page, where the
// bar is back in its place.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': {
    [narrow]: {
      position: 'sticky',
      bottom: 0,
      zIndex: 1,
      flexWrap: 'nowrap',
      alignItems: 'center',
      margin: `0 calc(-1 * ${vars.space.md})`,
      padding: `${vars.space.xs} ${vars.space.md}`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const addToBag = style({ '@media': { [narrow]: { flex: 1 } } });

// While the bar is pinned to the bottom of a phone's screen, the cookie question sits above it,
// not over it: lifted by the bar's height, its padding around the 44 px controls. On `body`, where
// the theme's spacing is defined.
globalStyle(`body:has(${actions})`, {
  '@media': {
    [narrow]: { vars: { [consentBannerOffset]: `calc(2 * ${vars.space.xs} + 44px)` } },
  },
});

export const stock = style({ fontSize: vars.fontSize.sm });

export const refusal = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const wishList = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const note = style({ fontSize: vars.fontSize.sm, margin: 0 });
