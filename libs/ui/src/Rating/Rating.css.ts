import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** The filled share of the five stars, 0% to 100%. */
export const fill = createVar();

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const stars = style({
  position: 'relative',
  display: 'inline-block',
  letterSpacing: '2px',
  lineHeight: 1,
  color: vars.color.border,
  '::before': { content: '"★★★★★"' },
  '::after': {
    content: '"★★★★★"',
    position: 'absolute',
    insetInlineStart: 0,
    top: 0,
    width: fill,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    color: vars.color.text,
  },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const noReviews = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
