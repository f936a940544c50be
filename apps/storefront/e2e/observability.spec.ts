import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  COUNTRY_COOKIE,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  signInThroughApi,
  test,
  visit,
} from './fixtures';
import { SANDBOX_SHOP_PORT, startOwnShop } from './shops';

// A shop of its own (its page views and its member's session are counted here, untouched by other
// specs' shoppers), configured as a deployment with a tag manager would be: the container id and
// the tag manager's host (its local stand-in), and a release stage that reports errors. Outside
// production mode, its sandbox reads the reports back.
const PORT = SANDBOX_SHOP_PORT + 2;
const ORIGIN = `http://localhost:${PORT}`;
const CONTAINER_ID = 'GTM-E2E0001';
let shop: ChildProcess | undefined;
/** The local collector's project, which the shop reports to unless configured otherwise. */
const API_KEY = 'c0ffee00000000000000000000000001';
const MEMBER = { email: 'gold.member@example.com', password: 'Beauty#2026' };

type DataLayerEntry = Record<string, unknown>;
interface StoredReport {
  kind: 'event' | 'session';
  errorClass: string | null;
  message: string | null;
  context: string | null;
  unhandled: boolean | null;
  payload: { event?: { breadcrumbs?: { name: string; metaData: Record<string, unknown> }[] } };
}

/**
 * Opens a page of the sandbox shop as a returning shopper in Singapore who accepted cookies (page
 * views wait for that), once hydrated.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.context().addCookies([
    { name: COUNTRY_COOKIE, value: 'sg', url: ORIGIN },
    { name: 'consent', value: 'granted', url: ORIGIN },
  ]);
  await page.goto(`${ORIGIN}${path}`);
  await expectHydrated(page.locator('body'));
}

const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as DataLayerEntry[]);

const pageViews = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => entry.event === 'page_viewed');

async function reports(page: Page): Promise<StoredReport[]> {
  const response = await page.request.get(
    `${ORIGIN}/api/web/v1/sandbox/error-reports?apiKey=${API_KEY}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredReport[] }).data;
}

const hex = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');

test.describe('observability', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    shop = await startOwnShop(PORT, {
      SHOP_RELEASE_STAGE: 'e2e',
      SHOP_TAG_MANAGER_ID: CONTAINER_ID,
      SHOP_TAG_MANAGER_URL: `${ORIGIN}/tag-manager`,
    });
  });
  test.afterAll(() => {
    shop?.kill('SIGTERM');
  });

  test('loads the configured tag manager, deferred, from the host the policy allows', async ({
    page,
  }) => {
    await open(page, '/about');
    const script = page.locator(
      `script[src="${ORIGIN}/tag-manager/gtm.js?id=${CONTAINER_ID}&l=dataLayer"]`,
    );
    await expect(script).toHaveCount(1);
    expect(await script.evaluate((element: HTMLScriptElement) => element.defer)).toBe(true);
    // The container ran: the stand-in's load event is in the data layer, after the start event.
    await expect
      .poll(async () => (await dataLayer(page)).map((entry) => entry.event))
      .toEqual(expect.arrayContaining(['gtm.js', 'gtm.load', 'page_viewed']));
    await expectNoAxeViolations(page);
  });

  test('a signed-in member’s page view carries their hashed email and Beauty Pass, once per page', async ({
    page,
  }) => {
    await open(page, '/about');
    await signInThroughApi(page, MEMBER, 'sg');

    await open(page, '/about');
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    const [view] = await pageViews(page);
    expect(view).toMatchObject({
      event_label: 'Signed In',
      page_url: `${ORIGIN}/about`,
      user: {
        email_sha256: hex('sha256', MEMBER.email),
        email_md5: hex('md5', MEMBER.email),
        loyalty_tier: 'gold',
        is_employee: false,
      },
      site: { locale: 'sg', language: 'en', status: 'Signed In', layout: 'Desktop' },
    });
    const user = view!.user as Record<string, unknown>;
    expect(user.id).toMatch(/^\d+$/);
    expect(typeof user.loyalty_points).toBe('number');
    expect(typeof user.tier_points_counter).toBe('number');
    expect(JSON.stringify(view)).not.toContain(MEMBER.email);

    // A route change is one more page view; the bag has none. Each link is clicked once React
    // owns it: a click before would load the page in full, with a data layer of its own.
    const bag = page.getByRole('link', { name: /^Bag/ }).first();
    await expectHydrated(bag);
    await bag.click();
    await expect(page).toHaveURL(`${ORIGIN}/cart`);
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
    await expectHydrated(about);
    await about.click();
    await expect(page).toHaveURL(`${ORIGIN}/about`);
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    expect((await pageViews(page)).map((entry) => entry.page_url)).toEqual([
      `${ORIGIN}/about`,
      `${ORIGIN}/about`,
    ]);
  });

  test('the bag sends no page view', async ({ page }) => {
    await open(page, '/cart');
    // The analytics has loaded (its data layer exists) and reported nothing for the bag.
    await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThan(0);
    expect(await pageViews(page)).toEqual([]);
  });

  test('an uncaught error and a page that broke reach the collector with breadcrumbs', async ({
    page,
  }) => {
    await open(page, '/brands/dior');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Observability check: uncaught');
      });
    });
    await expect
      .poll(async () => (await reports(page)).map((report) => report.message))
      .toContain('Observability check: uncaught');

    // The product's data is refused: its page shows the error page, and the error is reported.
    await page.route('**/api/web/v1/products/**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'You are not authorized to perform this action',
          statusCode: 403,
          statusMessage: 'Forbidden',
          data: null,
        }),
      }),
    );
    await page.locator('main a[href^="/products/"]').first().click();
    await expect(
      page.getByRole('heading', { name: 'Something went wrong. Please try again.' }),
    ).toBeVisible();
    const refused = async () =>
      (await reports(page)).find(
        (report) => report.message === 'You are not authorized to perform this action',
      );
    await expect.poll(refused).toMatchObject({ kind: 'event', unhandled: true });
    // What the shopper did before it broke: the click on the product.
    const crumbs = (await refused())!.payload.event!.breadcrumbs!;
    expect(crumbs.some((crumb) => crumb.name === 'UI click')).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('fraud prevention loads on checkout pages only; a failing script is reported, not shown', async ({
    page,
  }) => {
    const scripts: string[] = [];
    await page.route('https://cdn4.forter.com/**', (route) => {
      scripts.push(route.request().url());
      return route.abort();
    });
    await open(page, '/about');
    expect(scripts).toEqual([]);

    await open(page, '/sandbox/fraud-prevention');
    await expect.poll(() => scripts).toEqual(['https://cdn4.forter.com/sn/c9f1a2b3d4e5/script.js']);
    await expect
      .poll(async () => (await reports(page)).map((report) => report.context))
      .toContain('/sandbox/fraud-prevention');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The sandbox page says what it is and what it found.
    await expect(page.getByRole('heading', { level: 1, name: 'Fraud prevention' })).toBeVisible();
    await expect(page.getByText('This page counts as a checkout page')).toBeVisible();
    const facts = page.getByRole('main').locator('dl');
    await expect(facts).toContainText('Fraud-prevention scriptDid not load');
    await expect(facts).toContainText('Token (forterToken)No token yet');

    // The provider's token is kept 400 days as `forterToken`.
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('ftr:tokenReady', { detail: 'tok_e2e' })),
    );
    const token = async () =>
      (await page.context().cookies(ORIGIN)).find((c) => c.name === 'forterToken');
    await expect.poll(async () => (await token())?.value).toBe('tok_e2e');
    const expires = (await token())!.expires * 1000;
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(400);
    await expect(facts).toContainText('Token (forterToken)tok_e2e');
    const expiry = new Intl.DateTimeFormat('en-SG', {
      dateStyle: 'long',
      timeZone: 'Asia/Singapore',
    }).format(expires);
    await expect(facts).toContainText(`Expires${expiry}`);
    await expectNoAxeViolations(page);

    // Cleared, for the next try.
    await page.getByRole('button', { name: 'Clear the token' }).click();
    await expect(facts).toContainText('Token (forterToken)No token yet');
    expect(await token()).toBeUndefined();
  });
});

test('without a container id the shop loads no tag manager', async ({ page }) => {
  await visit(page, '/about');
  await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThan(0);
  await expect(page.locator('script[src*="gtm.js"], script[src*="gtag/js"]')).toHaveCount(0);
});

test('the sandbox pages are not served in production mode', async ({ request }) => {
  // The shared e2e server runs in production mode, like a deployment.
  const answer = await request.get('/sandbox/fraud-prevention', {
    headers: { Cookie: `${COUNTRY_COOKIE}=sg` },
  });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('Page Not Found: /sandbox/fraud-prevention');
});
