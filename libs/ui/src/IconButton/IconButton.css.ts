import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    ':focus-visible': focusRing,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    variant: {
      primary: { background: vars.color.accent, color: vars.color.accentText },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.text,
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
    },
    size: {
      sm: { width: '32px', height: '32px', fontSize: '16px' },
      md: { width: '44px', height: '44px', fontSize: '20px' },
      lg: { width: '52px', height: '52px', fontSize: '24px' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
