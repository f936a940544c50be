import { createThemeContract } from '@vanilla-extract/css';

/** The one theme contract: every colour, space, radius, type and motion token of the design system. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentText: null,
    focus: null,
    sale: null,
    success: null,
    warning: null,
    danger: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { none: null, sm: null, md: null, full: null },
  font: { body: null, heading: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  lineHeight: { tight: null, body: null, loose: null },
  fontWeight: { regular: null, medium: null, bold: null },
  elevation: { none: null, raised: null, overlay: null },
  motion: { fast: null, normal: null, slow: null, easing: null },
  zIndex: { overlay: null, notification: null },
});
