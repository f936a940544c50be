// What a phone downloads in a page's first seconds: the page opened in Debian's Chromium as a
// fresh visitor on a phone-sized screen with its CPU slowed 4×, the scripts' bytes as transferred
// (brotli, headers included) counted when they finish within the first 3 s after navigation starts
// (issue 29's budget: at most 130 KB).
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { chromiumPath } from '../playwright-chromium.js';

export const FIRST_SECONDS_MS = 3_000;
const CPU_SLOWDOWN = 4;
// Long enough for anything loaded once the page has settled to show up (and be left out).
export const WATCH_MS = 6_000;

/**
 * Runs `visit` with a fresh visitor's tab in Debian's full Chromium, phone-sized, its CPU slowed
 * 4× through the DevTools protocol session it is given; the browser is closed afterwards.
 */
export async function asPhone<T>(visit: (page: Page, cdp: CDPSession) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await visit(page, cdp);
  } finally {
    await browser.close();
  }
}

/** Kilobytes of script a fresh visitor's phone has received `FIRST_SECONDS_MS` after navigation. */
export function scriptKbInFirstSeconds(url: string): Promise<number> {
  return asPhone(async (page, cdp) => {
    await cdp.send('Network.enable');
    const scripts = new Set<string>();
    let start: number | undefined;
    let bytes = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      start ??= event.timestamp;
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (!scripts.has(event.requestId) || start === undefined) return;
      if ((event.timestamp - start) * 1000 <= FIRST_SECONDS_MS) bytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WATCH_MS);
    return bytes / 1024;
  });
}
