import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectHydrated, expectNoAxeViolations, test, visit } from './fixtures';

const LEGACY_BRANDS = [
  ['armani', 'armani-beauty'],
  ['milk', 'milk-makeup'],
  ['thisworks', 'this-works'],
  ['gucci', 'gucci-beauty'],
  ['burberry', 'burberry-beauty'],
  ['beauty-blender', 'beautyblender'],
] as const;

interface Listing {
  data: { product: { name: string } }[];
  meta: { total: number };
}

interface Facet {
  key: string;
  kind: string;
  options?: { value: string; label: string; count: number }[];
}

/** What the API answers for a listing, as the shop would ask for it. */
async function api<T>(request: APIRequestContext, path: string, country = 'sg'): Promise<T> {
  const response = await request.get(`/api/web/v1/${path}`, {
    headers: { 'X-Site-Country': country },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const grid = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const productNames = (page: Page, name: string) =>
  grid(page, name).getByRole('heading', { level: 3 }).allTextContents();
const count = (page: Page) => page.getByRole('heading', { level: 2, name: /products?$/ });

test.describe('legacy brand slugs', () => {
  for (const [legacy, current] of LEGACY_BRANDS) {
    test(`/brands/${legacy} answers a permanent redirect to /brands/${current}`, async ({
      request,
    }) => {
      const response = await request.get(`/brands/${legacy}/makeup?sort=newest`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()['location'] ?? '', 'http://shop').pathname).toBe(
        `/brands/${current}/makeup`,
      );
      expect(response.headers()['location']).toContain('sort=newest');
    });
  }

  test("a shopper following an old link lands on the brand's page", async ({ page }) => {
    const brands = await api<{ data: { slug: string; name: string }[] }>(page.request, 'brands');
    const brand = brands.data.find((candidate) => candidate.slug === 'milk-makeup');
    expect(brand).toBeDefined();
    await visit(page, '/brands/milk');
    await expect(page).toHaveURL(/\/brands\/milk-makeup$/);
    await expect(page.getByRole('heading', { level: 1, name: brand?.name })).toBeVisible();
  });
});

test.describe('brand listing', () => {
  test(
    'filters through the modal, shows chips, clears them',
    { tag: '@mobile' },
    async ({ page }) => {
      const all = await api<Listing>(page.request, 'variants?brands=dior&perPage=1');
      const facets = await api<{ data: Facet[] }>(page.request, 'products/filters?brands=dior');
      const categories = facets.data.find((facet) => facet.key === 'categories')?.options ?? [];
      const chosen = categories.find((option) => option.count > 0 && option.count < all.meta.total);
      if (!chosen) throw new Error('Dior needs a category narrower than the brand');

      await visit(page, '/brands/dior');
      await expect(count(page)).toHaveText(`${all.meta.total} products`);

      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Filters' });
      await modal.getByRole('checkbox', { name: new RegExp(`^${chosen.label}\\s*\\(`) }).click();
      await modal.getByRole('button', { name: 'Apply' }).click();

      await expect(page).toHaveURL(new RegExp(`[?&]categories=${chosen.value}(&|$)`));
      await expect(count(page)).toHaveText(
        `${chosen.count} ${chosen.count === 1 ? 'product' : 'products'}`,
      );
      const chips = page.getByRole('list', { name: 'Active filters' });
      await expect(
        chips.getByRole('button', { name: `Remove filter: ${chosen.label}` }),
      ).toBeVisible();
      await expect(grid(page, 'Dior').getByRole('article')).toHaveCount(chosen.count);

      await chips.getByRole('button', { name: 'Clear all' }).click();
      await expect(page).not.toHaveURL(/categories=/);
      await expect(count(page)).toHaveText(`${all.meta.total} products`);
      await expect(chips).toHaveCount(0);
    },
  );

  test('a chip removes its filter', async ({ page }) => {
    const all = await api<Listing>(page.request, 'variants?brands=dior&perPage=1');
    await visit(page, '/brands/dior?in_stock=true');
    const inStock = await api<Listing>(page.request, 'variants?brands=dior&inStock=true&perPage=1');
    await expect(count(page)).toHaveText(`${inStock.meta.total} products`);
    await page.getByRole('button', { name: 'Remove filter: In stock' }).click();
    await expect(page).not.toHaveURL(/in_stock/);
    await expect(count(page)).toHaveText(`${all.meta.total} products`);
  });

  test('sorts by price', async ({ page }) => {
    const cheapest = await api<Listing>(
      page.request,
      'variants?brands=dior&sort=price_asc&perPage=24',
    );
    await visit(page, '/brands/dior');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(sort).toHaveValue('price_asc');
    await expect
      .poll(() => productNames(page, 'Dior'))
      .toEqual(cheapest.data.map((item) => item.product.name));
  });

  test(
    'show more keeps its pages on reload and when the shopper comes back',
    { tag: '@mobile' },
    async ({ page }) => {
      const first = await api<Listing>(
        page.request,
        'variants?brands=this-works&perPage=24&page=1',
      );
      const second = await api<Listing>(
        page.request,
        'variants?brands=this-works&perPage=24&page=2',
      );
      const expected = [...first.data, ...second.data].map((item) => item.product.name);
      const total = first.meta.total;
      expect(total).toBeGreaterThan(48);

      await visit(page, '/brands/this-works');
      const cards = grid(page, 'This Works').getByRole('article');
      await expect(cards).toHaveCount(24);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
        `Showing 24 of ${total}`,
      );
      const showMore = page.getByRole('button', { name: 'Show more' });
      await showMore.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(cards).toHaveCount(48);
      expect(await productNames(page, 'This Works')).toEqual(expected);
      // A keyboard stays where it was, and the count is announced where it was.
      await expect(showMore).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
        `Showing 48 of ${total}`,
      );

      await page.reload();
      await expectHydrated(page.locator('body'));
      await expect(cards).toHaveCount(48);
      expect(await productNames(page, 'This Works')).toEqual(expected);

      const name = expected[47] ?? '';
      // Scrolls and taps within one frame, before the browser dispatches its scroll event: the
      // position must still be saved for the back button.
      await cards
        .nth(47)
        .getByRole('link', { name })
        .evaluate((link: HTMLAnchorElement) => {
          link.scrollIntoView({ block: 'center' });
          link.click();
        });
      await expect(page).toHaveURL(/\/products\//);
      await page.goBack();
      await expect(page).toHaveURL(/\/brands\/this-works\?page=2$/);
      await expect(cards).toHaveCount(48);
      await expect(cards.nth(47).getByRole('link', { name })).toBeInViewport();
    },
  );

  test("says 'No products found' when nothing matches, and clears the filters", async ({
    page,
  }) => {
    const none = await api<Listing>(
      page.request,
      'variants?brands=jo-malone-london&categories=lipstick&perPage=1',
    );
    expect(none.meta.total).toBe(0);
    await visit(page, '/brands/jo-malone-london?categories=lipstick');
    await expect(page.getByRole('heading', { level: 2, name: 'No products found' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'No products', exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear all' }).last().click();
    await expect(page.getByRole('heading', { name: 'No products found' })).toHaveCount(0);
    await expect(grid(page, 'Jo Malone London').getByRole('article').first()).toBeVisible();
  });

  test('a category under the brand narrows its listing', async ({ page }) => {
    const makeup = await api<Listing>(
      page.request,
      'variants?brands=dior&categories=makeup&perPage=1',
    );
    await visit(page, '/brands/dior/makeup');
    await expect(page.getByRole('heading', { level: 1, name: 'Dior' })).toBeVisible();
    await expect(count(page)).toHaveText(`${makeup.meta.total} products`);
  });

  test('an unknown brand is a 404', async ({ page }) => {
    const response = await visit(page, '/brands/no-such-brand');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /brands/no-such-brand')).toBeVisible();
  });

  test("more than four segments is 'Page Not Found: {path}'", async ({ page }) => {
    const response = await visit(page, '/brands/a/b/c/d/e');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /brands/a/b/c/d/e')).toBeVisible();
  });

  test('has no accessibility violations', { tag: '@mobile' }, async ({ page }) => {
    // Axe reads every card of the listing: slow on a busy machine.
    test.slow();
    await visit(page, '/brands/dior?in_stock=true');
    await expect(grid(page, 'Dior').getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('lists in Thai for Thailand', async ({ page }) => {
    const all = await api<Listing>(page.request, 'variants?brands=dior&perPage=1', 'th');
    await visit(page, '/brands/dior?country_code=th', { firstVisit: true });
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
    await expect(
      page.getByRole('heading', { level: 2, name: `${all.meta.total} รายการ` }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'เรียงตาม' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ตัวกรอง', exact: true })).toBeVisible();
    await expect(grid(page, 'Dior').getByText('฿').first()).toBeVisible();
  });
});

test.describe('content pages', () => {
  test('a landing page shows its content', async ({ page }) => {
    const entry = await api<{ data: { title: string } }>(
      page.request,
      'contentful/content-entries/holiday-gift-guide?type=landing-page',
    );
    const response = await visit(page, '/pages/holiday-gift-guide');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: entry.data.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${entry.data.title} \\|`));
  });

  test('a landing page lists the category that follows it', async ({ page }) => {
    const fragrance = await api<Listing>(page.request, 'variants?categories=fragrance&perPage=1');
    await visit(page, '/pages/holiday-gift-guide/fragrance');
    await expect(count(page)).toHaveText(`${fragrance.meta.total} products`);
  });

  test('a category path lists that category', async ({ page }) => {
    const face = await api<Listing>(page.request, 'variants?categories=makeup/face&perPage=1');
    const response = await visit(page, '/pages/makeup/face');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Face' })).toBeVisible();
    await expect(count(page)).toHaveText(`${face.meta.total} products`);
  });

  test("a missing landing page is 'landing page not found' with a 404", async ({ page }) => {
    const response = await visit(page, '/pages/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('landing page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  test("says 'landing page not found' in Chinese", async ({ page }) => {
    const response = await visit(page, '/pages/no-such-page?country_code=hk&language=zh', {
      firstVisit: true,
    });
    expect(response?.status()).toBe(404);
    await expect(page.getByText('找不到著陸頁')).toBeVisible();
  });

  test('the landing page has no accessibility violations', { tag: '@mobile' }, async ({ page }) => {
    test.slow();
    await visit(page, '/pages/holiday-gift-guide');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
