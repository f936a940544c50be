import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
});

const ruleBase = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const rule = styleVariants({
  met: [ruleBase, { color: vars.color.success }],
  unmet: [ruleBase, { color: vars.color.textMuted }],
});
