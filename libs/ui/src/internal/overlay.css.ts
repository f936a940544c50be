import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: 'rgba(0, 0, 0, 0.5)',
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const panelBase = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.body,
  ':focus': { outline: 'none' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.md });

export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
