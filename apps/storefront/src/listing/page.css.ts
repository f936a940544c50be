import { vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

/**
 * A brand, landing or category page: its parts one below the other, each as wide as the page
 * (content pictures and the grid fill it rather than sizing it).
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
});

/** The page's heading and the category trail under it. */
export const heading = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
});
