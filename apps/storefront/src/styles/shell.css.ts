import { vars } from '@beauty/ui';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('html, body', { margin: 0, minHeight: '100%' });

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const logo = style({
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.2em',
  textDecoration: 'none',
  textTransform: 'uppercase',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.lg,
});

export const brandList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const brandItem = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
});

export const blank = style({ padding: vars.space.lg });
