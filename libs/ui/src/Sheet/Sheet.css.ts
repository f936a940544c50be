import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { panelBase } from '../internal/overlay.css.js';
import { vars } from '../theme/contract.css.js';

const from = (transform: string) => keyframes({ from: { transform }, to: { transform: 'none' } });

export const sheet = recipe({
  base: [
    panelBase,
    { animationDuration: vars.motion.normal, animationTimingFunction: vars.motion.easing },
  ],
  variants: {
    side: {
      right: {
        top: 0,
        right: 0,
        bottom: 0,
        width: 'min(420px, 100vw)',
        animationName: from('translateX(100%)'),
      },
      left: {
        top: 0,
        left: 0,
        bottom: 0,
        width: 'min(420px, 100vw)',
        animationName: from('translateX(-100%)'),
      },
      bottom: {
        left: 0,
        right: 0,
        bottom: 0,
        maxHeight: '85vh',
        borderTopLeftRadius: vars.radius.md,
        borderTopRightRadius: vars.radius.md,
        animationName: from('translateY(100%)'),
      },
    },
  },
  defaultVariants: { side: 'right' },
});
