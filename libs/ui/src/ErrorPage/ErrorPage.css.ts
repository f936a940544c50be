import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const status = style({
  margin: 0,
  fontSize: '64px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  letterSpacing: '0.04em',
});

export const message = style({ margin: 0, color: vars.color.textMuted, wordBreak: 'break-word' });

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});
