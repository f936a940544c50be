import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const progressValue = createVar();

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const balance = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const caption = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const expiring = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warning });

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
  background: vars.color.text,
  transition: `width ${vars.motion.slow} ${vars.motion.easing}`,
});
