import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../internal/focus.css.js';
import { vars } from '../theme/contract.css.js';

/** The notifications' width, from the provider's `width`. */
export const width = createVar();
/** The enter and leave animation length, from the notification's `speed`. */
export const speed = createVar();

const viewportBase = style({
  position: 'fixed',
  zIndex: vars.zIndex.notification,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width,
  maxWidth: `calc(100vw - ${vars.space.lg})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const viewport = styleVariants({
  'top left': [viewportBase, { top: vars.space.md, left: vars.space.md }],
  'top center': [viewportBase, { top: vars.space.md, left: '50%', transform: 'translateX(-50%)' }],
  'top right': [viewportBase, { top: vars.space.md, right: vars.space.md }],
  'bottom left': [viewportBase, { bottom: vars.space.md, left: vars.space.md }],
  'bottom center': [
    viewportBase,
    { bottom: vars.space.md, left: '50%', transform: 'translateX(-50%)' },
  ],
  'bottom right': [viewportBase, { bottom: vars.space.md, right: vars.space.md }],
});

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' } });
const leave = keyframes({ to: { opacity: 0 } });

export const notification = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    borderInlineStart: '4px solid',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.elevation.overlay,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    ':focus-visible': focusRing,
    selectors: {
      '&[data-state="open"]': { animation: `${enter} ${speed} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${leave} ${speed} ease-in forwards` },
    },
  },
  variants: {
    type: {
      default: { borderInlineStartColor: vars.color.text },
      success: { borderInlineStartColor: vars.color.success },
      warn: { borderInlineStartColor: vars.color.warning },
      error: { borderInlineStartColor: vars.color.danger },
    },
    clickable: { true: { cursor: 'pointer' } },
  },
});

export const body = style({ flex: 1, minWidth: 0, wordBreak: 'break-word' });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0 });

export const count = style({
  flexShrink: 0,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
