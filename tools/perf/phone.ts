// What a phone downloads in a page's first seconds: the page opened in Debian's Chromium as a
// fresh visitor on a phone-sized screen with its CPU slowed 4×, the scripts' bytes as transferred
// (brotli, headers included) counted when they finish within the first 3 s after navigation starts
// (issue 29's budget: at most 130 KB).
import { chromium } from '@playwright/test';
import { chromiumPath } from '../playwright-chromium.js';

export const FIRST_SECONDS_MS = 3_000;
const CPU_SLOWDOWN = 4;
// Long enough for anything loaded once the page has settled to show up (and be left out).
const WATCH_MS = 6_000;

/** Kilobytes of script a fresh visitor's phone has received `FIRST_SECONDS_MS` after navigation. */
export async function scriptKbInFirstSeconds(url: string): Promise<number> {
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
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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
  } finally {
    await browser.close();
  }
}
