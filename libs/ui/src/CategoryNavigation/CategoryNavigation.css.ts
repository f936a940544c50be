import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';
import { breakpoints } from '../theme/tokens.js';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

// Each menu shows at the widths it is made for; the other takes over at the breakpoint.
export const menu = style({
  position: 'relative',
  display: 'none',
  '@media': { [wide]: { display: 'block' } },
});

export const menuButton = style({ '@media': { [wide]: { display: 'none' } } });

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const bar = style({ ...list, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const barItem = style({ position: 'static' });

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focusRing,
} as const;

export const barButton = style({
  ...buttonBase,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-expanded="true"]': { background: vars.color.surfaceMuted } },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

// The open panel spans the header under the bar, above the page.
export const barPanel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.overlay,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.raised,
  display: 'grid',
  gap: vars.space.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const stack = style({ ...list, display: 'grid' });

export const stackButton = style({
  ...buttonBase,
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '48px',
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const stackPanel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const shopAll = style({ fontWeight: vars.fontWeight.bold });

export const groups = style({
  ...list,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
});

export const groupLink = style({ fontWeight: vars.fontWeight.medium });

export const links = style({
  ...list,
  display: 'grid',
  gap: vars.space.xxs,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

// Links in the panels are at least 24 px tall: a comfortable target for a finger or a pointer.
export const link = style({ display: 'inline-block', minHeight: '24px', color: vars.color.text });

export const more = style({
  ...list,
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xs}`,
});
