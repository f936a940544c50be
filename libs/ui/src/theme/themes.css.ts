import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';
import { fontStack, motion, scripts, space } from './tokens.js';

const shared = {
  space,
  radius: { none: '0', sm: '2px', md: '4px', full: '9999px' },
  font: { body: fontStack, heading: fontStack },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  // Thai and Chinese glyphs have tall marks: a looser body line height keeps them readable.
  lineHeight: { tight: '1.2', body: '1.6', loose: '1.8' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  motion: { ...motion, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { overlay: '100', notification: '200' },
};

/** The brand's light theme: black on white, as a prestige beauty retailer. */
export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f5f5f5',
    text: '#000000',
    textMuted: '#595959',
    border: '#8c8c8c',
    accent: '#000000',
    accentText: '#ffffff',
    focus: '#0050c8',
    sale: '#c8102e',
    success: '#1e7a34',
    warning: '#8a5a00',
    danger: '#c8102e',
  },
  elevation: {
    none: 'none',
    raised: '0 1px 3px rgba(0, 0, 0, 0.12)',
    overlay: '0 8px 24px rgba(0, 0, 0, 0.18)',
  },
});

/** The dark variant. */
export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#000000',
    surface: '#121212',
    surfaceMuted: '#1f1f1f',
    text: '#ffffff',
    textMuted: '#bdbdbd',
    border: '#8c8c8c',
    accent: '#ffffff',
    accentText: '#000000',
    focus: '#7fb0ff',
    sale: '#ff6b7f',
    success: '#6fdc8c',
    warning: '#f5c86a',
    danger: '#ff6b7f',
  },
  elevation: {
    none: 'none',
    raised: '0 1px 3px rgba(0, 0, 0, 0.6)',
    overlay: '0 8px 24px rgba(0, 0, 0, 0.7)',
  },
});

const themes = [lightTheme, darkTheme].map((theme) => `.${theme}`);
const within = (selector: string) =>
  themes.flatMap((theme) => [`${theme}${selector}`, `${theme} ${selector}`]).join(', ');

globalStyle(themes.join(', '), {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms', [vars.motion.slow]: '0ms' },
    },
  },
});

// Each script gets its fonts and line heights from the nearest `lang` attribute.
for (const [lang, script] of [
  ['zh', scripts.chinese],
  ['th', scripts.thai],
  ['en', scripts.latin],
  ['id', scripts.latin],
] as const) {
  globalStyle(within(`:lang(${lang})`), {
    vars: {
      [vars.font.body]: script.font,
      [vars.font.heading]: script.font,
      [vars.lineHeight.tight]: script.lineHeight.tight,
      [vars.lineHeight.body]: script.lineHeight.body,
      [vars.lineHeight.loose]: script.lineHeight.loose,
    },
  });
}

globalStyle(themes.map((theme) => `${theme} *`).join(', '), {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transitionDuration: '0.01ms !important',
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
    },
  },
});
