import type { Page } from '@playwright/test';
import {
  baseURL,
  CONSENT_COOKIE,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  rememberCountry,
  test,
  visit,
} from './fixtures';
import { SETTLE_AFTER_MS } from '../src/shell/settled';

const SG_DESCRIPTION =
  'Shop makeup, skincare, hair and fragrance from the brands you love, with free shipping over $35 and Beauty Pass rewards.';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

const head = (page: Page) => page.locator('head');

/** The country cookie the browser holds for the shop, if any. */
async function countryCookie(page: Page) {
  const cookies = await page.context().cookies(baseURL());
  return cookies.find((cookie) => cookie.name === 'locale')?.value;
}

/** The header's navigation, whose name and links are in the visit's language. */
const mainNavigation = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('navigation', { name });

test.describe('head tags', () => {
  test("title '{page} | {site title}', language, description and social card", async ({
    page,
    request,
  }) => {
    await visit(page, '/about');
    await expect(page).toHaveTitle('About us | Beauty Shop Singapore');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG');
    await expect(head(page).locator('meta[name="description"]')).toHaveAttribute(
      'content',
      SG_DESCRIPTION,
    );
    await expect(head(page).locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      'width=device-width, initial-scale=1',
    );
    await expect(head(page).locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#000000',
    );
    await expect(head(page).locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL()}/social-card.png`,
    );
    // The social card is there to be shared.
    const socialCard = await request.get('/social-card.png');
    expect(socialCard.status()).toBe(200);
    expect(socialCard.headers()['content-type']).toBe('image/png');
    await expect(head(page).locator('meta[property="og:site_name"]')).toHaveAttribute(
      'content',
      'Beauty Shop Singapore',
    );
    await expect(head(page).locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL()}/about`,
    );
    // One of each: the page's own tags replace the site's, they are not added twice.
    await expect(head(page).locator('title')).toHaveCount(1);
    await expect(head(page).locator('meta[name="description"]')).toHaveCount(1);
  });

  test('html lang follows the country and language of the visit', async ({ page }) => {
    await visit(page, '/about?country_code=th', { firstVisit: true });
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  });

  test('Hong Kong in Chinese: zh-HK, and an alternate per language with x-default', async ({
    page,
  }) => {
    await visit(page, '/about?country_code=hk&language=zh', { firstVisit: true });
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page).toHaveTitle(/ \| Beauty Shop 香港$/);
    const alternates = head(page).locator('link[rel="alternate"]');
    await expect(alternates).toHaveCount(3);
    await expect(alternates.and(page.locator('[hreflang="en-HK"]'))).toHaveAttribute(
      'href',
      `${baseURL()}/about?country_code=hk`,
    );
    await expect(alternates.and(page.locator('[hreflang="zh-HK"]'))).toHaveAttribute(
      'href',
      `${baseURL()}/about?country_code=hk&language=zh`,
    );
    await expect(alternates.and(page.locator('[hreflang="x-default"]'))).toHaveAttribute(
      'href',
      `${baseURL()}/about?country_code=hk`,
    );
    await expect(head(page).locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL()}/about?country_code=hk&language=zh`,
    );
  });
});

test.describe('country and language', () => {
  test('country_code=th opens the Thai shop, in Thai, and remembers the country', async ({
    page,
  }) => {
    await visit(page, '/about?country_code=th', { firstVisit: true });
    const nav = mainNavigation(page, 'เมนูหลัก');
    await expect(nav.getByRole('link', { name: 'แบรนด์' })).toBeVisible();
    expect(await countryCookie(page)).toBe('th');
    // A country in the URL is a choice: no welcome overlay, once the page has settled.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Remembered: the next page without the parameter is still the Thai shop.
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  });

  test('a country chosen before wins over country_code', async ({ page }) => {
    await visit(page, '/about?country_code=th', { country: 'sg' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG');
    await expect(
      mainNavigation(page, 'Main navigation').getByRole('link', { name: 'Brands' }),
    ).toBeVisible();
    expect(await countryCookie(page)).toBe('sg');
  });

  for (const parameter of ['language', 'language_code']) {
    test(`${parameter}=zh picks Chinese in Hong Kong`, async ({ page }) => {
      await visit(page, `/about?${parameter}=zh`, { country: 'hk' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
      await expect(
        mainNavigation(page, '主選單').getByRole('link', { name: '品牌' }),
      ).toBeVisible();
    });
  }

  test("a language the country does not offer falls back to the country's default", async ({
    page,
  }) => {
    await visit(page, '/about', { country: 'sg', language: 'zh' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG');
    await expect(
      mainNavigation(page, 'Main navigation').getByRole('link', { name: 'Brands' }),
    ).toBeVisible();

    await visit(page, '/about', { country: 'hk', language: 'th' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-HK');
  });

  test('internal links keep language=zh in Hong Kong, and have none in English', async ({
    page,
  }) => {
    await visit(page, '/about', { country: 'hk', language: 'zh' });
    const nav = mainNavigation(page, '主選單');
    await expect(nav.getByRole('link', { name: '品牌' })).toHaveAttribute(
      'href',
      '/brands?language=zh',
    );
    await expect(page.getByRole('link', { name: '購物袋' })).toHaveAttribute(
      'href',
      '/cart?language=zh',
    );
    const brands = nav.getByRole('link', { name: '品牌' });
    await expectHydrated(brands);
    await brands.click();
    await expect(page).toHaveURL(`${baseURL()}/brands?language=zh`);
    await expect(page.getByRole('heading', { level: 1, name: '品牌' })).toBeVisible();

    await visit(page, '/about', { country: 'hk' });
    await expect(
      mainNavigation(page, 'Main navigation').getByRole('link', { name: 'Brands' }),
    ).toHaveAttribute('href', '/brands');
  });

  test(
    'switching to English in Hong Kong replaces the URL without the language',
    { tag: '@mobile' },
    async ({ page }) => {
      await visit(page, '/about?x=1', { country: 'hk', language: 'zh' });
      const historyLength = await page.evaluate(() => history.length);
      const menu = page.getByRole('combobox', { name: '語言' });
      await expectHydrated(menu);
      await menu.click();
      await page.getByRole('option', { name: 'English' }).click();
      await expect(page).toHaveURL(`${baseURL()}/about?x=1`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-HK');
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English');
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
    },
  );

  test(
    'switching to Chinese in Hong Kong adds language=zh and is remembered',
    { tag: '@mobile' },
    async ({ page }) => {
      await visit(page, '/about', { country: 'hk' });
      const historyLength = await page.evaluate(() => history.length);
      const menu = page.getByRole('combobox', { name: 'Language' });
      await expectHydrated(menu);
      await menu.click();
      await page.getByRole('option', { name: '中文' }).click();
      await expect(page).toHaveURL(`${baseURL()}/about?language=zh`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
      expect(await page.evaluate(() => history.length)).toBe(historyLength);

      // The language cookie keeps Chinese on a page opened without the parameter.
      await page.goto('/cart');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    },
  );

  test('countries with one language have no language menu', async ({ page }) => {
    await visit(page, '/about', { country: 'sg' });
    await expect(page.getByRole('link', { name: 'Bag, empty' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  });
});

test.describe('welcome overlay', () => {
  const welcome = (page: Page) => page.getByRole('dialog', { name: 'Welcome' });

  test(
    'opens on a first visit, and Stay keeps it away on the next page',
    { tag: '@mobile' },
    async ({ page }) => {
      await visit(page, '/', { firstVisit: true });
      await expect(welcome(page)).toBeVisible();
      await expect(welcome(page).getByText('Sorry, this site does not ship')).toHaveCount(0);

      await welcome(page).getByRole('button', { name: 'Stay on this site' }).click();
      await expect(welcome(page)).toHaveCount(0);
      expect(await countryCookie(page)).toBe('sg');

      const about = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
      await about.click();
      await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
      await page.reload();
      await expectHydrated(page.locator('body'));
      await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(welcome(page)).toHaveCount(0);
    },
  );

  test('choosing Thailand opens the Thai home page', { tag: '@mobile' }, async ({ page }) => {
    await visit(page, '/about', { firstVisit: true });
    const thailand = welcome(page).getByRole('link', { name: 'Thailand' });
    await expect(thailand).toHaveAttribute('href', '/choose-country?country_code=th');
    await thailand.click();
    await expect(page).toHaveURL(`${baseURL()}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
    // The header's home link: the main navigation is in the menu drawer on a phone.
    await expect(page.getByRole('banner').getByRole('link', { name: 'หน้าแรก' })).toBeVisible();
    expect(await countryCookie(page)).toBe('th');
    await expectHydrated(page.locator('body'));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('opens again from the footer', { tag: '@mobile' }, async ({ page }) => {
    await visit(page, '/about');
    await page.waitForLoadState('networkidle');
    await expect(welcome(page)).toHaveCount(0);
    const change = page.getByRole('button', { name: 'Change country' });
    await expectHydrated(change);
    await change.click();
    await expect(welcome(page)).toBeVisible();
    await welcome(page).getByRole('button', { name: 'Close' }).click();
    await expect(welcome(page)).toHaveCount(0);
  });

  test.describe('for a visitor where the site does not ship', () => {
    test.use({ extraHTTPHeaders: { 'x-visitor-country': 'US' } });

    test('says the site does not ship to their country', async ({ page }) => {
      await visit(page, '/', { firstVisit: true });
      await expect(
        welcome(page).getByText('Sorry, this site does not ship to your country.'),
      ).toBeVisible();
    });
  });

  test.describe('for a visitor in a country of the shop', () => {
    test.use({ extraHTTPHeaders: { 'x-visitor-country': 'TH' } });

    test('offers the other sites without a warning', async ({ page }) => {
      await visit(page, '/', { firstVisit: true });
      await expect(welcome(page).getByRole('link', { name: 'Thailand' })).toBeVisible();
      await expect(welcome(page).getByText('Sorry, this site does not ship')).toHaveCount(0);
      // This site is not offered as another one.
      await expect(welcome(page).getByRole('link', { name: 'Singapore' })).toHaveCount(0);
    });
  });
});

test.describe('build freshness', () => {
  test('a newer build offers a refresh', { tag: '@mobile' }, async ({ page }) => {
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    );
    await visit(page, '/about');
    const banner = page.getByRole('status').filter({
      hasText: 'A new version of the shop is available.',
    });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Refresh' })).toBeVisible();

    // Refreshing loads the deployed build, which is current again.
    await page.unroute('**/builds/latest.json*');
    const latest = page.waitForResponse((response) =>
      response.url().includes('/builds/latest.json'),
    );
    await banner.getByRole('button', { name: 'Refresh' }).click();
    await latest;
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByText('A new version of the shop is available.')).toHaveCount(0);
  });

  test('the current build shows no banner', async ({ page }) => {
    const latest = page.waitForResponse((response) =>
      response.url().includes('/builds/latest.json'),
    );
    await visit(page, '/about');
    expect((await latest).status()).toBe(200);
    await expect(page.getByText('A new version of the shop is available.')).toHaveCount(0);
  });

  /** Full page loads of the main frame, as their URLs. */
  function countDocuments(page: Page): string[] {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documents.push(request.url());
      }
    });
    return documents;
  }

  test('a page whose code is gone reloads once on the way there, not in a loop', async ({
    page,
  }) => {
    await visit(page, '/');
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
    await expectHydrated(about);
    // The about page's code is gone, as after a deploy.
    await page.route('**/assets/about-*.js', (route) => route.abort());
    const reloads = countDocuments(page);

    await about.click();
    // Once the reload guard holds, the page settles on the error page instead of reloading.
    await expect(page.getByRole('heading', { level: 1, name: SOMETHING_WENT_WRONG })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reloads).toEqual([`${baseURL()}/about`]);
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  test('a page whose code is gone as it loads reloads once, not in a loop', async ({ page }) => {
    await rememberCountry(page, 'sg');
    const documents = countDocuments(page);
    // The sign-in page's code is gone, as after a deploy.
    await page.route('**/assets/*sign_in*.js', (route) => route.abort());

    await page.goto('/sign_in?return_to=%2Fabout');
    await expect(page.getByRole('heading', { level: 1, name: SOMETHING_WENT_WRONG })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(documents).toEqual([
      `${baseURL()}/sign_in?return_to=%2Fabout`,
      `${baseURL()}/sign_in?return_to=%2Fabout`,
    ]);
  });
});

test.describe('bag', () => {
  test("a new visitor's bag is empty", { tag: '@mobile' }, async ({ page }) => {
    const count = page.waitForResponse((response) =>
      response.url().includes('/api/web/v1/cart/items-count'),
    );
    await visit(page, '/about');
    await count;
    const bag = page.getByRole('banner').getByRole('link', { name: 'Bag, empty' });
    await expect(bag).toBeVisible();
    await expect(bag).toHaveAttribute('href', '/cart');
  });

  test('untouched, a page asks for the bag count only once it has settled', async ({ page }) => {
    // A returning shopper who answered the cookie question: nothing on the page asks for a touch.
    await rememberCountry(page, 'sg');
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'granted', url: baseURL() }]);
    await page.goto('/about');
    const bag = page.getByRole('banner').getByRole('link', { name: /^Bag/ });
    await expect(bag).toHaveAccessibleName('Bag, empty', { timeout: 30_000 });
    const askedAt = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/api/web/v1/cart/items-count'))?.startTime,
    );
    expect(askedAt).toBeGreaterThanOrEqual(SETTLE_AFTER_MS);
  });
});

test.describe('hydration', () => {
  // One browser for the five pages (each loaded in full): a cold start per page costs the suite more
  // than what it checks.
  test('every kind of page hydrates without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [name, path, firstVisit] of [
      ['the home page', '/', false],
      ['a first visit', '/about', true],
      ['a page in Chinese', '/about?country_code=hk&language=zh', true],
      ['the bag', '/cart', false],
      ['a page in the blank layout', '/happening/events/1', false],
    ] as const) {
      await test.step(name, async () => {
        await visit(page, path, { firstVisit });
        await page.waitForLoadState('networkidle');
        // A mismatch between the server's HTML and the first client render throws here.
        expect(errors, name).toEqual([]);
      });
    }
  });
});

test.describe('accessibility', { tag: '@mobile' }, () => {
  for (const [name, path] of [
    ['the 404 page', '/no/such/page'],
    ['sign-in', '/sign_in?return_to=%2Fabout'],
    ['the bag', '/cart'],
    ['a happening page in the blank layout', '/happening/events/1'],
  ] as const) {
    test(`${name} has no violations`, async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the welcome overlay has no violations', async ({ page }) => {
    await visit(page, '/about', { firstVisit: true });
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a Chinese page of Hong Kong, with its language menu, has no violations', async ({
    page,
  }) => {
    await visit(page, '/about', { country: 'hk', language: 'zh' });
    await expectHydrated(page.getByRole('combobox', { name: '語言' }));
    await expectNoAxeViolations(page);
  });
});
