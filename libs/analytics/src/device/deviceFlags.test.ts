import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_RESIZE_DEBOUNCE_MS,
  getDeviceFlags,
  readDeviceFlags,
  watchDeviceFlags,
  type DeviceFlags,
} from '../index.js';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  samsungPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  windowsFirefox:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsOpera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.60 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  curl: 'curl/8.5.0',
};

const none: DeviceFlags = {
  isMobile: false,
  isTablet: false,
  isDesktop: false,
  isIos: false,
  isAndroid: false,
  isWindows: false,
  isMacOS: false,
  browser: null,
  isCrawler: false,
};

describe('getDeviceFlags', () => {
  it.each<[keyof typeof UA, Partial<DeviceFlags>]>([
    ['iphoneSafari', { isMobile: true, isIos: true, browser: 'Safari' }],
    ['iphoneChrome', { isMobile: true, isIos: true, browser: 'Chrome' }],
    ['ipadSafari', { isTablet: true, isIos: true, browser: 'Safari' }],
    ['samsungPhone', { isMobile: true, isAndroid: true, browser: 'Samsung' }],
    ['androidChrome', { isMobile: true, isAndroid: true, browser: 'Chrome' }],
    ['androidTablet', { isTablet: true, isAndroid: true, browser: 'Chrome' }],
    ['androidFirefox', { isMobile: true, isAndroid: true, browser: 'Firefox' }],
    ['windowsEdge', { isDesktop: true, isWindows: true, browser: 'Edge' }],
    ['windowsFirefox', { isDesktop: true, isWindows: true, browser: 'Firefox' }],
    ['windowsChrome', { isDesktop: true, isWindows: true, browser: 'Chrome' }],
    ['macSafari', { isDesktop: true, isMacOS: true, browser: 'Safari' }],
    ['macChrome', { isDesktop: true, isMacOS: true, browser: 'Chrome' }],
    ['windowsOpera', { isDesktop: true, isWindows: true, browser: null }],
    ['googlebot', { isDesktop: true, isCrawler: true }],
    ['googlebotSmartphone', { isMobile: true, isAndroid: true, isCrawler: true }],
    ['bingbot', { isDesktop: true, isCrawler: true }],
    ['facebook', { isDesktop: true, isCrawler: true }],
    ['curl', { isDesktop: true, isCrawler: true }],
  ])('reads %s', (name, expected) => {
    expect(getDeviceFlags(UA[name])).toEqual({ ...none, ...expected });
  });

  it('treats a touch Mac as an iPad in desktop mode (browser hint)', () => {
    expect(getDeviceFlags(UA.macSafari, { maxTouchPoints: 5 })).toEqual({
      ...none,
      isTablet: true,
      isIos: true,
      browser: 'Safari',
    });
    expect(getDeviceFlags(UA.macSafari, { maxTouchPoints: 0 }).isMacOS).toBe(true);
  });

  it('falls back to a desktop without a user agent (server calls, privacy tools)', () => {
    for (const missing of ['', '   ', null, undefined])
      expect(getDeviceFlags(missing)).toEqual({ ...none, isDesktop: true });
  });
});

describe('watchDeviceFlags', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeWindow(userAgent: string) {
    const events = new EventTarget();
    const navigator = { userAgent, maxTouchPoints: 0 };
    return {
      navigator,
      addEventListener: (type: 'resize', listener: () => void) =>
        events.addEventListener(type, listener),
      removeEventListener: (type: 'resize', listener: () => void) =>
        events.removeEventListener(type, listener),
      resize: () => events.dispatchEvent(new Event('resize')),
    };
  }

  it('refreshes once, 50 ms after the last resize, and only when the flags change', () => {
    vi.useFakeTimers();
    const win = fakeWindow(UA.windowsChrome);
    const onChange = vi.fn();
    const stop = watchDeviceFlags(onChange, { window: win });
    expect(DEVICE_RESIZE_DEBOUNCE_MS).toBe(50);

    win.resize();
    vi.advanceTimersByTime(50);
    expect(onChange).not.toHaveBeenCalled();

    win.navigator.userAgent = UA.iphoneSafari;
    win.resize();
    vi.advanceTimersByTime(30);
    win.resize();
    vi.advanceTimersByTime(49);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ isMobile: true, isIos: true }),
    );

    stop();
    win.navigator.userAgent = UA.windowsChrome;
    win.resize();
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reads a desktop and watches nothing on the server, where there is no window', () => {
    expect(readDeviceFlags()).toEqual({ ...none, isDesktop: true });
    expect(() => watchDeviceFlags(() => {})()).not.toThrow();
  });
});
