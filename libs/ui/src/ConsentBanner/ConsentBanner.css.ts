import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { breakpoints } from '../theme/tokens.js';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

/**
 * How far above the bottom of the screen the consent banner sits: the height of a bar the page
 * pins to the bottom (a phone's add-to-bag bar), so neither covers the other. `0px` by default.
 */
export const consentBannerOffset = createVar();

const offset = fallbackVar(consentBannerOffset, '0px');

const box = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const panel = style([
  box,
  {
    position: 'fixed',
    insetInline: 0,
    bottom: offset,
    // Under the menus and dialogs that open over the page.
    zIndex: `calc(${vars.zIndex.overlay} - 1)`,
    background: vars.color.surfaceMuted,
    boxShadow: `0 -2px 8px rgba(0, 0, 0, 0.08)`,
  },
]);

// The same content, never seen: room at the end of the page as tall as the banner (and the bar
// under it), so the banner never hides the page's last lines.
export const spacer = style([
  box,
  { visibility: 'hidden', paddingBottom: `calc(${vars.space.sm} + ${offset})` },
]);

// A phone stacks the question over the answers; wider screens put them on one line.
export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '1200px',
  margin: '0 auto',
  '@media': { [tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const message = style({
  margin: 0,
  flex: 1,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  flexShrink: 0,
});
