import AxeBuilder from '@axe-core/playwright';
import type { CountryCode } from '@beauty/i18n';
import {
  devices,
  expect,
  test as base,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

/**
 * A Pixel 7, for `test.use(phone)` in a describe block of tests about phones: they run as a phone
 * in every project, so they are not tagged `@mobile` (the mobile project would run them again as
 * they are). The browser type is the project's.
 */
export const phone = (({ defaultBrowserType: _browser, ...device }) => device)(devices['Pixel 7']);

/** Name of the cookie that remembers the shopper's country (lower-case code). */
export const COUNTRY_COOKIE = 'locale';

export interface VisitOptions {
  /**
   * The country the shopper chose on an earlier visit (the `locale` cookie): `'sg'` unless told.
   * It takes precedence over `country_code` in the URL.
   */
  country?: CountryCode;
  /** Adds `language={language}` to the URL. */
  language?: string;
  /**
   * A shopper who never chose a country or answered the cookie question: neither cookie (also
   * when an earlier page of the test set them), so the welcome overlay opens.
   */
  firstVisit?: boolean;
  /**
   * The shopper's answer to the cookie question on an earlier visit (the `consent` cookie):
   * `'granted'` unless told; `null` for one who never answered, so the question is asked.
   */
  consent?: 'granted' | 'denied' | null;
}

/** Name of the cookie that keeps the shopper's answer to the cookie question. */
export const CONSENT_COOKIE = 'consent';

/** The server the tests run against. */
export function baseURL(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('The Playwright project has no baseURL');
  return url;
}

/** Remembers a country for the page's browser context, as a visit that chose it would. */
export async function rememberCountry(page: Page, country: CountryCode): Promise<void> {
  await page.context().addCookies([{ name: COUNTRY_COOKIE, value: country, url: baseURL() }]);
}

/**
 * Opens `path` as a returning shopper (the country cookie set, so the welcome overlay stays shut,
 * and the cookie question answered) or, with `firstVisit`, as a new one, waits until the shop has
 * hydrated, and settles the page with a key that does nothing else (Shift).
 */
export async function visit(
  page: Page,
  path: string,
  { country = 'sg', language, firstVisit = false, consent = 'granted' }: VisitOptions = {},
): Promise<Response | null> {
  if (firstVisit) {
    await page.context().clearCookies({ name: COUNTRY_COOKIE });
    await page.context().clearCookies({ name: CONSENT_COOKIE });
  } else {
    await rememberCountry(page, country);
    if (consent) {
      await page.context().addCookies([{ name: CONSENT_COOKIE, value: consent, url: baseURL() }]);
    }
  }
  const url = new URL(path, baseURL());
  if (language) url.searchParams.set('language', language);
  const response = await page.goto(`${url.pathname}${url.search}${url.hash}`);
  await expectHydrated(page.locator('body'));
  // A shopper's first key settles the page at once, as their first touch would: what waits for
  // that or for a few idle seconds after load (the header's search box and language menu, the bag
  // count, analytics) comes now, not after the seconds a test would otherwise spend waiting.
  await page.keyboard.press('Shift');
  await expectSearchHydrated(page);
  return response;
}

/**
 * Signs the page's browser in through the API, as the sign-in form would: the page must be open on
 * the shop (its cookies are the session's).
 */
export async function signInThroughApi(
  page: Page,
  member: { email: string; password: string },
  country: CountryCode,
): Promise<void> {
  const status = await page.evaluate(
    async ({ member, country }) => {
      const response = await fetch('/api/web/v1/auth/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Site-Country': country },
        body: JSON.stringify({ grant_type: 'password', ...member }),
      });
      return response.status;
    },
    { member, country },
  );
  expect(status).toBe(200);
}

/** The header's search box (where the layout has one) hydrates once its own chunk has arrived. */
export async function expectSearchHydrated(page: Page): Promise<void> {
  const search = page.locator('header form[role="search"]');
  if ((await search.count()) > 0) await expectHydrated(search);
}

/**
 * Waits until React owns `locator`'s element, so a click reaches the shop's handlers rather than
 * the browser's defaults. The document is hydrated as one; lazily loaded parts (the language menu,
 * the header's search box) follow when their code arrives.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      // The shop hydrates after the page's load event, in slices that yield to the browser: on a
      // busy CI machine that takes a few seconds. The page checks every 50 ms itself (the default
      // back-off, up to a second between checks, would add half a second to most visits), for a
      // second at a time: one round trip from the test a second, not twenty. A new element in the
      // old one's place is found again on the next round.
      () =>
        locator.evaluate(
          (element) =>
            new Promise<boolean>((resolve) => {
              const started = performance.now();
              const check = () => {
                if (Object.keys(element).some((key) => key.startsWith('__reactProps$')))
                  resolve(true);
                else if (!element.isConnected || performance.now() - started > 1_000)
                  resolve(false);
                else setTimeout(check, 50);
              };
              check();
            }),
        ),
      { timeout: 30_000, intervals: [0] },
    )
    .toBe(true);
}

/** The entries of the page's tag-manager data layer for one event name, oldest first. */
export const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate(
    (event) =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry.event === event,
      ),
    name,
  );

/**
 * Checks the whole page with axe and expects no violation. Axe reads every node: on a long page
 * and a busy machine, call `test.slow()` first.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // `axe.run` in the page and its frames: the default runs axe in each frame, then again in a
  // blank page that it opens to merge the results, which costs twice the CPU (measured: ~2.7 s
  // against ~1.5 s a page) for the same rules and the same findings.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(results.violations).toEqual([]);
}

/**
 * Marks the current document: a client-side route change keeps the mark, a full page load drops
 * it. Read it back with {@link sameDocument}.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { __marker?: number }).__marker = 1;
  });
}

/** Whether the document marked by {@link markDocument} is still the one shown. */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __marker?: number }).__marker === 1);
}

interface Shopper {
  page: Page;
  /** {@link visit} on the test's page. */
  visit: (path: string, options?: VisitOptions) => Promise<Response | null>;
}

interface CspFixtures {
  /**
   * What the pages' Content-Security-Policy refused during the test, in any page or frame of its
   * browser context: the `securitypolicyviolation` events and the browser's console errors about
   * the policy. A test fails at its end if there is any, unless it sets
   * {@link CspFixtures.cspViolationsExpected} to check them itself.
   */
  cspViolations: string[];
  /** `test.use({ cspViolationsExpected: true })` in a test that provokes violations on purpose. */
  cspViolationsExpected: boolean;
}

/** Name of the function the pages of a test call with each violation event. */
const REPORT_BINDING = '__reportCspViolation';

/**
 * Playwright's `test` with a `shopper` (the test's page and {@link visit} bound to it), failing any
 * test during which a page broke the shop's Content-Security-Policy.
 */
export const test = base.extend<{ shopper: Shopper } & CspFixtures>({
  shopper: async ({ page }, use) => {
    await use({ page, visit: (path, options) => visit(page, path, options) });
  },
  cspViolationsExpected: [false, { option: true }],
  cspViolations: [
    // On the test's page (not only its context), so that page is still open when this checks.
    async ({ context, page, cspViolationsExpected }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(REPORT_BINDING, (_source, violation: string) => {
        violations.push(violation);
      });
      // Runs in every document before its own scripts, so nothing the page does escapes it.
      await context.addInitScript((binding) => {
        addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as Record<string, (text: string) => void>)[binding];
            report?.(
              `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} ` +
                `(${event.sourceFile}:${event.lineNumber}) on ${event.documentURI}: ${event.sample}`,
            );
          },
          true,
        );
      }, REPORT_BINDING);
      // The console also tells what no event reaches the page for (a frame refused by the
      // framed page's frame-ancestors) and a policy the browser could not read.
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
      watch(page);
      context.on('page', watch);
      await use(violations);
      // Reports still on their way from the pages arrive before a round trip to each.
      await Promise.all(context.pages().map((page) => page.evaluate(() => 0).catch(() => 0)));
      if (!cspViolationsExpected) {
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
