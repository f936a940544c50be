/** Breakpoints (min-width, px): mobile first, then tablet and desktop. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024 } as const;

const latin = '"Helvetica Neue", Helvetica, Arial';

/**
 * Font stacks and line heights per script. Chinese and Thai glyphs are taller than Latin ones
 * (Thai stacks vowels and tone marks above and below), so they get looser line heights. The
 * theme switches to them with `:lang(zh)` / `:lang(th)`, so a `lang` attribute is all it takes.
 */
export const scripts = {
  latin: {
    font: `${latin}, sans-serif`,
    lineHeight: { tight: '1.2', body: '1.5', loose: '1.7' },
  },
  chinese: {
    font: `${latin}, "PingFang HK", "PingFang TC", "Noto Sans HK", "Noto Sans TC", "Microsoft JhengHei", sans-serif`,
    lineHeight: { tight: '1.35', body: '1.7', loose: '1.9' },
  },
  thai: {
    font: `${latin}, "Noto Sans Thai", "Noto Sans Thai UI", Thonburi, "Leelawadee UI", Tahoma, sans-serif`,
    lineHeight: { tight: '1.5', body: '1.8', loose: '2' },
  },
} as const;

/** The Latin stack with every script's fallback, for text whose language is not marked. */
export const fontStack =
  '"Helvetica Neue", Helvetica, Arial, "PingFang HK", "Noto Sans HK", "Microsoft JhengHei", "Noto Sans Thai", "Leelawadee UI", Thonburi, sans-serif';

export const space = {
  none: '0',
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
} as const;

/** Motion durations; all of them drop to zero when the user prefers reduced motion. */
export const motion = { fast: '120ms', normal: '240ms', slow: '300ms' } as const;
