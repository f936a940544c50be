import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  selectors: { [`${card}[data-out-of-stock="true"] &`]: { opacity: 0.5 } },
});

export const badges = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const wishList = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  zIndex: 1,
});

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.body,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

// The whole card is clickable through the name link's stretched hit area.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  ':focus-visible': focusRing,
  '::after': { content: '""', position: 'absolute', inset: 0 },
});
