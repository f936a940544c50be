import { vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

export const headerSearch = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const dropdown = style({ flex: 1, minWidth: 0 });

export const results = style({ display: 'grid', gap: vars.space.lg });

export const named = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
