import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const alert = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: `4px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    tone: {
      info: {},
      success: { borderInlineStartColor: vars.color.success },
      danger: { borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const body = style({ margin: 0 });

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;
