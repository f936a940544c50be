import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.js';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.surfaceMuted,
    animation: `${pulse} 1.6s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm, width: '100%' },
      rect: { borderRadius: vars.radius.sm, width: '100%', aspectRatio: '1 / 1' },
      circle: { borderRadius: vars.radius.full, width: '40px', height: '40px' },
    },
    width: {
      full: { width: '100%' },
      threeQuarters: { width: '75%' },
      half: { width: '50%' },
      quarter: { width: '25%' },
    },
  },
  defaultVariants: { shape: 'text' },
});
