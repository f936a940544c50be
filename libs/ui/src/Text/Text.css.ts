import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.js';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, lineHeight: vars.lineHeight.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      sale: { color: vars.color.sale },
      success: { color: vars.color.success },
      danger: { color: vars.color.danger },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
