import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.js';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `2px ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    border: '1px solid transparent',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.body,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      accent: { background: vars.color.accent, color: vars.color.accentText },
      outline: { background: 'transparent', color: vars.color.text, borderColor: vars.color.text },
      sale: { background: vars.color.sale, color: vars.color.background },
      success: {
        background: 'transparent',
        color: vars.color.success,
        borderColor: 'currentColor',
      },
      warning: {
        background: 'transparent',
        color: vars.color.warning,
        borderColor: 'currentColor',
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
