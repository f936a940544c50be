import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '40ch' });
