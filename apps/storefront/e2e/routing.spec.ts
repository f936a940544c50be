import type { Page } from '@playwright/test';
import {
  baseURL,
  expect,
  expectHydrated,
  markDocument,
  sameDocument,
  test,
  visit,
} from './fixtures';
import { SANDBOX_ORIGIN } from './shops';

const LAYOUTS = ['default', 'blank', 'preview'] as const;
type Layout = (typeof LAYOUTS)[number];

/** Every page of the spec's route tables (one example each) and the layout it must use. */
const ROUTES: readonly (readonly [path: string, layout: Layout])[] = [
  ['/', 'default'],
  ['/about', 'default'],
  ['/cart', 'default'],
  ['/orders/1', 'default'],
  ['/users/unlock', 'default'],
  ['/store-locations', 'default'],
  ['/sign_in', 'default'],
  ['/privacy', 'default'],
  ['/terms?section=orders', 'default'],
  ['/happening/events/1', 'blank'],
  ['/happening/classes/1', 'blank'],
  ['/happening/services/1', 'blank'],
  ['/happening/services', 'blank'],
  ['/happening/events/cancel/1', 'blank'],
  ['/happening/classes/cancel/1', 'blank'],
  ['/happening/services/cancel/1', 'blank'],
  ['/happening/services/reschedule/1', 'blank'],
  ['/happening/services/booxi/cancel', 'blank'],
  ['/happening/services/booxi/success', 'blank'],
  ['/happening/store-events', 'default'],
  ['/happening/beauty-classes', 'default'],
  ['/happening/beauty-services', 'default'],
  ['/preview/layout', 'preview'],
  ['/swagger', 'blank'],
];

const ORDER_VIEWS = ['confirmation', 'payment_pending', 'payment_failed', 'payment_instruction'];

const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/120.0.0.0 Safari/537.36';

/** The `page_viewed` events on the page's data layer, as the URLs they report. */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter(
        (entry): entry is { event: string; page_url: string } =>
          typeof entry === 'object' &&
          entry !== null &&
          (entry as { event?: unknown }).event === 'page_viewed',
      )
      .map((entry) => entry.page_url),
  );

test.describe('unknown routes', () => {
  test('answer 404 with "Page not found: {path}" and a way back home', async ({
    page,
    request,
  }) => {
    expect((await request.get('/no/such/page')).status()).toBe(404);

    const response = await visit(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /no/such/page', { exact: true })).toBeVisible();
    // Inside the shop's frame, so the shopper can carry on.
    await expect(page.getByRole('banner')).toBeVisible();

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${baseURL()}/`);
    await expect(page.getByText('Page not found', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("are also what the build wrote for the server and the engineers: its manifests and the scripts' source maps", async ({
    request,
  }) => {
    const page = await request.get('/');
    const script = /\/assets\/entry-client-[\w-]+\.js/.exec(await page.text())?.[0];
    expect(script).toBeDefined();
    const served = await request.get(script!);
    expect(served.status()).toBe(200);
    // The script does not name its map either.
    expect(await served.text()).not.toContain('sourceMappingURL');
    for (const path of [`${script}.map`, '/.vite/manifest.json', '/.vite/route-components.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(`Page not found: ${path}`);
    }
  });

  test('keep the query in the message', async ({ page }) => {
    const response = await visit(page, '/no/such/page?x=1');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText('Page not found: /no/such/page?x=1', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('order pages', () => {
  test('refuse a view that is not an alias: "Page Not Found: {path}" and 404', async ({
    page,
    request,
  }) => {
    expect((await request.get('/orders/123/bogus')).status()).toBe(404);
    const response = await visit(page, '/orders/123/bogus');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText('Page Not Found: /orders/123/bogus', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order 123' })).toHaveCount(0);
  });

  test('every view alias is the order page', async ({ page }) => {
    for (const view of ORDER_VIEWS) {
      await test.step(view, async () => {
        const response = await visit(page, `/orders/123/${view}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle('Order 123 | Beauty Shop Singapore');
        // The order page asks the API in the browser, which knows no order 123.
        await expect(page.getByRole('heading', { name: 'Resource not found!' })).toBeVisible();
      });
    }
  });
});

test.describe('every route of the spec', () => {
  // One test per layout, its pages visited one after another in one browser: each page is still
  // loaded in full, and the browser's cache spares the suite a cold start per page.
  for (const layout of LAYOUTS) {
    test(`every page of the ${layout} layout answers 200 in it`, async ({ page, request }) => {
      test.slow();
      for (const [path] of ROUTES.filter(([, routeLayout]) => routeLayout === layout)) {
        await test.step(path, async () => {
          // Straight 200: no redirect on the way.
          const direct = await request.get(path, {
            maxRedirects: 0,
            headers: { cookie: 'locale=sg' },
          });
          expect(direct.status(), path).toBe(200);

          const response = await visit(page, path);
          expect(response?.status(), path).toBe(200);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.getByText(/Page not found/i)).toHaveCount(0);
          // The default and preview layouts have the shop's header; the blank layout has none.
          await expect(page.getByRole('banner')).toHaveCount(layout === 'blank' ? 0 : 1);
          await expect(page.getByRole('contentinfo')).toHaveCount(layout === 'blank' ? 0 : 1);
          await expect(page.getByRole('main').first()).toBeVisible();
          await expect(page.getByRole('note').filter({ hasText: 'Preview' })).toHaveCount(
            layout === 'preview' ? 1 : 0,
          );
        });
      }
    });
  }
});

test.describe('navigation guard', () => {
  test('an internal link changes the page without reloading it', async ({ page }) => {
    await visit(page, '/');
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
    await expectHydrated(about);
    await markDocument(page);
    await about.click();
    await expect(page).toHaveURL(`${baseURL()}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('a link to a path the layout config exempts loads the page in full', async ({ page }) => {
    // `/swagger` is exempted as an absolute path in the seeded layout config.
    const layout = page.waitForResponse((response) =>
      response.url().includes('/api/web/v1/layouts'),
    );
    await visit(page, '/sign_in?return_to=%2Fswagger');
    await layout;
    const link = page.getByRole('link', { name: 'Continue shopping' });
    await expect(link).toHaveAttribute('href', '/swagger');
    await expectHydrated(link);
    await markDocument(page);
    await link.click();
    await expect(page).toHaveURL(`${baseURL()}/swagger`);
    await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test('a link to a path the shop has no route for loads it in full and shows the 404', async ({
    page,
  }) => {
    await visit(page, '/sign_in?return_to=%2Fno%2Fsuch%2Fpage');
    const link = page.getByRole('link', { name: 'Continue shopping' });
    await expectHydrated(link);
    await markDocument(page);
    const [response] = await Promise.all([
      page.waitForResponse(`${baseURL()}/no/such/page`),
      link.click(),
    ]);
    // The server answered the navigation: a full page load.
    expect(response.status()).toBe(404);
    await expect(page.getByText('Page not found: /no/such/page', { exact: true })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test('a link to the page the shopper is on does nothing', async ({ page }) => {
    await visit(page, '/about');
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
    await expectHydrated(about);
    await markDocument(page);
    const historyLength = await page.evaluate(() => history.length);
    await about.click();
    await expect(page).toHaveURL(`${baseURL()}/about`);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });
});

test.describe('sign-in return_to', () => {
  test('leads back to the page of this site it names', async ({ page }) => {
    await visit(page, '/sign_in?return_to=%2Fbrands%3Fx%3D1');
    const link = page.getByRole('link', { name: 'Continue shopping' });
    await expect(link).toHaveAttribute('href', '/brands?x=1');
    await expectHydrated(link);
    await link.click();
    await expect(page).toHaveURL(`${baseURL()}/brands?x=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  });

  for (const target of ['https://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)']) {
    test(`leads home instead of ${target}`, async ({ page }) => {
      await visit(page, `/sign_in?return_to=${encodeURIComponent(target)}`);
      await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
        'href',
        '/',
      );
    });
  }
});

test.describe('page views', () => {
  test('one page_viewed with the full URL per route change', async ({ page }) => {
    await visit(page, '/?utm_source=e2e');
    await expect.poll(() => pageViews(page)).toEqual([`${baseURL()}/?utm_source=e2e`]);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(`${baseURL()}/about`);
    await expect
      .poll(() => pageViews(page))
      .toEqual([`${baseURL()}/?utm_source=e2e`, `${baseURL()}/about`]);
  });

  test('none for the bag', async ({ page }) => {
    await visit(page, '/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your bag' })).toBeVisible();
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
    await expectHydrated(about);
    await about.click();
    // The next page's view is the first: the bag reported none.
    await expect.poll(() => pageViews(page)).toEqual([`${baseURL()}/about`]);

    await page.getByRole('link', { name: 'Bag, empty' }).click();
    await expect(page).toHaveURL(`${baseURL()}/cart`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(`${baseURL()}/privacy`);
    await expect
      .poll(() => pageViews(page))
      .toEqual([`${baseURL()}/about`, `${baseURL()}/privacy`]);
  });

  test('none for an order confirmation', async ({ page }) => {
    await visit(page, '/orders/1/confirmation');
    await expect(page).toHaveTitle('Order 1 | Beauty Shop Singapore');
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
    await expectHydrated(about);
    await about.click();
    await expect.poll(() => pageViews(page)).toEqual([`${baseURL()}/about`]);
  });
});

test.describe('crawlers', () => {
  test('get the complete page in one piece', async ({ request }) => {
    for (const path of ['/', '/about', '/brands']) {
      const response = await request.get(path, { headers: { 'user-agent': GOOGLEBOT } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en-SG">/);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toContain('</html>');
      // No streaming placeholders or the scripts that fill them in later.
      expect(html).not.toContain('<template');
      expect(html).not.toContain('<!--$?-->');
      expect(html).not.toContain('$RC(');
    }
  });

  test('get the parts the shop loads on demand too, such as the language menu', async ({
    request,
  }) => {
    const response = await request.get('/?country_code=hk&language=zh', {
      headers: { 'user-agent': GOOGLEBOT },
    });
    const html = await response.text();
    expect(html).toMatch(/<html lang="zh-HK">/);
    expect(html).toMatch(/<label[^>]*>語言<\/label>/);
    expect(html).not.toContain('<template');
  });

  test('get page content, not a loading state', async ({ request }) => {
    const response = await request.get('/about', { headers: { 'user-agent': GOOGLEBOT } });
    const html = await response.text();
    expect(html).toContain('About us | Beauty Shop Singapore');
    expect(html).toMatch(/<h1[^>]*>About us<\/h1>/);
  });
});

test('sandbox pages use the default layout outside production mode', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'sg', url: SANDBOX_ORIGIN }]);
  for (const path of [
    '/sandbox',
    '/sandbox/cart',
    '/sandbox/order-states',
    '/sandbox/fraud-prevention',
  ]) {
    const response = await page.goto(`${SANDBOX_ORIGIN}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
  }
});
