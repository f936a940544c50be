import { style, styleVariants } from '@vanilla-extract/css';
import { control } from '../internal/field.css.js';
import { vars } from '../theme/contract.css.js';

/** The field's control, grown to several lines: resized by height only, so the layout holds. */
export const textArea = style([
  control,
  {
    minHeight: '96px',
    padding: vars.space.sm,
    lineHeight: 1.5,
    resize: 'vertical',
  },
]);

/** The row under the control: the description or error on the left, the counter on the right. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

const counterBase = style({
  margin: 0,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The character counter: muted within the limit, the danger colour beyond it. */
export const counter = styleVariants({
  within: [counterBase, { color: vars.color.textMuted }],
  over: [counterBase, { color: vars.color.danger, fontWeight: vars.fontWeight.medium }],
});
