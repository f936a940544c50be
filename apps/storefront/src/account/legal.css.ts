import { vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '48rem',
  marginInline: 'auto',
});

// The section a link asked for stands out with a stripe (not colour alone) and room to breathe.
export const section = style({
  scrollMarginTop: vars.space.lg,
  paddingInlineStart: vars.space.md,
  borderInlineStart: '4px solid transparent',
  selectors: {
    '&[data-current="true"]': { borderInlineStartColor: vars.color.accent },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
