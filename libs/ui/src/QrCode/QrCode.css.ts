import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

// Scanners read dark modules on a light ground: the code keeps these two colours in every theme
// (a dark theme's light-on-dark inversion fails in many banking apps).
export const ground = style({ fill: '#ffffff' });
export const modules = style({ fill: '#000000' });
