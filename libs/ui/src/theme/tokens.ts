/** Breakpoints (min-width, px): mobile first, then tablet and desktop. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024 } as const;

/** Latin, Chinese and Thai scripts each need their own fonts; the stack falls through to the right one. */
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
