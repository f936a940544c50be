import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.js';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { opacity: 0.85 } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        textDecoration: 'underline',
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.xs },
      md: { minHeight: '44px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      lg: { minHeight: '52px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
