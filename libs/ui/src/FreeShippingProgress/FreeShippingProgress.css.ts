import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const progressValue = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const track = style({
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const bar = style({
  display: 'block',
  height: '100%',
  width: progressValue,
  background: vars.color.success,
  transition: `width ${vars.motion.slow} ${vars.motion.easing}`,
});
