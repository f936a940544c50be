import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({ paddingBottom: vars.space.md, color: vars.color.text });
