import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const stepBase = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '24px 1fr',
  columnGap: vars.space.sm,
  paddingBottom: vars.space.lg,
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: '24px',
      bottom: 0,
      left: '11px',
      width: '2px',
      background: vars.color.border,
    },
  },
});

export const step = styleVariants({
  done: [stepBase],
  current: [stepBase],
  problem: [stepBase],
  upcoming: [stepBase, { color: vars.color.textMuted }],
});

const markerBase = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.text}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '14px',
  background: vars.color.surface,
});

export const marker = styleVariants({
  done: [markerBase, { background: vars.color.accent, color: vars.color.accentText }],
  current: [markerBase, { boxShadow: `0 0 0 4px ${vars.color.surfaceMuted}` }],
  problem: [markerBase, { borderColor: vars.color.danger, color: vars.color.danger }],
  upcoming: [markerBase, { borderColor: vars.color.border }],
});

export const label = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const description = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.fontSize.sm });
