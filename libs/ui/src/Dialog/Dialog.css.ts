import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { panelBase } from '../internal/overlay.css.js';
import { vars } from '../theme/contract.css.js';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const dialog = recipe({
  base: [
    panelBase,
    {
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: `calc(100vw - ${vars.space.lg})`,
      maxHeight: `calc(100vh - ${vars.space.xl})`,
      borderRadius: vars.radius.md,
      animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
    },
  ],
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
});
