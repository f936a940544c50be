import { breakpoints, vars } from '@beauty/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

export const blocks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// Content images carry no size from the CMS: a fixed frame per block keeps the layout still while
// they load (no layout shift), and the picture is cropped to it.
const framed = {
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
} as const;

export const heroImage = style({
  ...framed,
  aspectRatio: '3 / 2',
  '@media': { [wide]: { aspectRatio: '3 / 1' } },
});

export const bannerImage = style({ ...framed, aspectRatio: '4 / 1' });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const heroText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

// The `spotlight` hero (the home-hero flag): on wide screens the text sits in a panel over the
// picture's corner; the panel keeps the page's own colours, so the text contrast is unchanged.
export const heroSpotlight = style({
  position: 'relative',
});

export const heroSpotlightText = style({
  background: vars.color.surface,
  padding: vars.space.lg,
  '@media': {
    [wide]: {
      position: 'absolute',
      insetInlineStart: vars.space.xl,
      insetBlockEnd: vars.space.xl,
      maxWidth: '40%',
    },
  },
});

// Links are styled by @beauty/ui's Link too: these rules win by specificity, not by stylesheet order.
const linkState = '&:link, &:visited';

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  background: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.sm,
  selectors: {
    [linkState]: { color: vars.color.accentText, textDecoration: 'none' },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  selectors: {
    [linkState]: { textDecoration: 'none' },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const bannerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const carousel = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(160px, 45%)',
  gap: vars.space.md,
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  '@media': { [wide]: { gridAutoColumns: 'minmax(180px, 22%)' } },
});

export const carouselItem = style({ scrollSnapAlign: 'start' });

export const carouselPlaceholder = style({ display: 'block', width: '100%', aspectRatio: '4 / 1' });

export const brandGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const brandLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: {
    [linkState]: { textDecoration: 'none' },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const brandLogo = style({
  display: 'block',
  width: '100%',
  maxWidth: '240px',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
});

export const richText = style({
  maxWidth: '70ch',
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto' });
