import { parse } from 'bowser';
import { isbot } from 'isbot';

/** The browsers the shop tells apart. */
export type DeviceBrowser = 'Samsung' | 'Edge' | 'Firefox' | 'Chrome' | 'Safari';

/** What the shop knows about the visitor's device. */
export interface DeviceFlags {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOS: boolean;
  /** `null` for any other browser. */
  browser: DeviceBrowser | null;
  isCrawler: boolean;
}

/** Hints only a browser has, for a sharper answer than the user agent alone. */
export interface DeviceHints {
  /** `navigator.maxTouchPoints`: iPads in desktop mode send a macOS user agent but have touch. */
  maxTouchPoints?: number;
}

const DESKTOP: DeviceFlags = {
  isMobile: false,
  isTablet: false,
  isDesktop: true,
  isIos: false,
  isAndroid: false,
  isWindows: false,
  isMacOS: false,
  browser: null,
  isCrawler: false,
};

const BROWSERS: Readonly<Record<string, DeviceBrowser>> = {
  'Samsung Internet for Android': 'Samsung',
  'Microsoft Edge': 'Edge',
  Firefox: 'Firefox',
  Chrome: 'Chrome',
  Safari: 'Safari',
};

/**
 * Device flags from a user agent, the same on the server (from the request header) and in the
 * browser. Parsing is bowser's; crawler detection is isbot's list.
 */
export function getDeviceFlags(
  userAgent: string | null | undefined,
  hints: DeviceHints = {},
): DeviceFlags {
  const ua = userAgent?.trim() ?? '';
  // Without a user agent (server-side calls, privacy tools) the desktop layout is the safe default.
  if (!ua) return { ...DESKTOP };
  const parsed = parse(ua);
  const os = parsed.os.name ?? '';
  const isCrawler = isbot(ua) || parsed.platform.type === 'bot';
  let platform = parsed.platform.type ?? '';
  // A crawler still renders one layout: the smartphone crawlers must get the phone one.
  if (platform === 'bot' || (isCrawler && platform === ''))
    platform = /\bMobile\b|iPhone/.test(ua) ? 'mobile' : 'desktop';
  const touchMac = os === 'macOS' && (hints.maxTouchPoints ?? 0) > 1;
  const isTablet = platform === 'tablet' || touchMac;
  const isMobile = !isTablet && platform === 'mobile';
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos: os === 'iOS' || touchMac,
    isAndroid: os === 'Android',
    isWindows: os === 'Windows',
    isMacOS: os === 'macOS' && !touchMac,
    browser: BROWSERS[parsed.browser.name ?? ''] ?? null,
    isCrawler,
  };
}

/** The parts of `window` device tracking reads. */
export interface DeviceWindow {
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

/** The shell waits this long after the last resize before refreshing the device flags. */
export const DEVICE_RESIZE_DEBOUNCE_MS = 50;

/** Device flags of the current browser, or of an empty user agent on the server. */
export function readDeviceFlags(
  win: Pick<DeviceWindow, 'navigator'> | undefined = browserWindow(),
): DeviceFlags {
  if (!win) return getDeviceFlags('');
  return getDeviceFlags(win.navigator.userAgent, { maxTouchPoints: win.navigator.maxTouchPoints });
}

/**
 * Refreshes the device flags after resizes (debounced 50 ms: a rotation or a responsive-mode
 * switch fires dozens) and calls `onChange` only when they differ.
 *
 * @returns a function that stops watching.
 */
export function watchDeviceFlags(
  onChange: (flags: DeviceFlags) => void,
  options: { window?: DeviceWindow; delayMs?: number } = {},
): () => void {
  const win = options.window ?? browserWindow();
  if (!win) return () => {};
  let current = readDeviceFlags(win);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    timer = undefined;
    const next = readDeviceFlags(win);
    if (sameDeviceFlags(current, next)) return;
    current = next;
    onChange(next);
  };
  const onResize = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(refresh, options.delayMs ?? DEVICE_RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}

/** Whether two sets of device flags are equal. */
export function sameDeviceFlags(a: DeviceFlags, b: DeviceFlags): boolean {
  return (Object.keys(a) as (keyof DeviceFlags)[]).every((key) => a[key] === b[key]);
}

function browserWindow(): DeviceWindow | undefined {
  const win = (globalThis as { window?: DeviceWindow }).window;
  return win?.navigator ? win : undefined;
}
