import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.js';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    letterSpacing: '0.01em',
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.xxl },
      2: { fontSize: vars.fontSize.xl },
      3: { fontSize: vars.fontSize.lg },
      4: { fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { level: 2 },
});
