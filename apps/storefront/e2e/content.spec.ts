import type { APIRequestContext } from '@playwright/test';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';

interface Entry {
  title: string;
  seo: { title: string; description: string };
  blocks: (
    | { type: 'hero'; title: string; image: { alt: string }; cta: { label: string } | null }
    | {
        type: 'product-carousel';
        title: string;
        source: { kind: string; category?: string };
        limit: number;
      }
    | { type: 'brand-grid'; title: string; brands: { slug: string; name: string }[] }
    | { type: 'rich-text'; markdown: string }
    | { type: 'banner'; title: string | null; text: string | null }
  )[];
}
interface Store {
  slug: string;
  name: string;
  phone: { callingCode: string; number: string } | null;
}

/** What the seeded API answers, read the way the shop reads it (country and language headers). */
async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  { country = 'sg', language = 'en', preview = false } = {},
): Promise<T> {
  const response = await request.get(`/api/web/v1/${path}`, {
    headers: {
      'X-Site-Country': country,
      'Accept-Language': language,
      ...(preview && { 'X-Preview-Mode': 'true' }),
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const homepage = (request: APIRequestContext, country = 'sg', language = 'en') =>
  apiGet<Entry>(request, 'contentful/content-entries/homepage?type=homepage', {
    country,
    language,
  });

const blockOf = <T extends Entry['blocks'][number]['type']>(entry: Entry, type: T) => {
  const block = entry.blocks.find((candidate) => candidate.type === type);
  if (!block) throw new Error(`The seeded home page has no ${type} block`);
  return block as Extract<Entry['blocks'][number], { type: T }>;
};

test.describe('the home page', () => {
  test(
    'shows the seeded hero, carousels, brand grid and Beauty Pass text, titled from its SEO fields',
    { tag: '@mobile' },
    async ({ shopper: { page, visit }, request }) => {
      const entry = await homepage(request);
      const hero = blockOf(entry, 'hero');
      const carousel = blockOf(entry, 'product-carousel');
      const grid = blockOf(entry, 'brand-grid');
      const featured = await request.post('/api/web/v1/featured-products', {
        headers: { 'X-Site-Country': 'sg', 'Content-Type': 'application/json' },
        data: { category: carousel.source.category, limit: carousel.limit },
      });
      const products = (
        (await featured.json()) as { data: { product: { slug: string; name: string } }[] }
      ).data;
      expect(products.length).toBeGreaterThan(0);

      await visit('/');
      await expect(page).toHaveTitle(`${entry.seo.title} | Beauty Shop Singapore`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        entry.seo.description,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
      const heroImage = page.getByRole('img', { name: hero.image.alt });
      await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
      await expect(heroImage).not.toHaveAttribute('loading', 'lazy');
      await expect(page.getByRole('link', { name: hero.cta?.label })).toHaveAttribute(
        'href',
        '/pages/holiday-gift-guide',
      );

      const shelf = page.getByRole('list', { name: carousel.title });
      await expect(shelf.getByRole('listitem')).toHaveCount(products.length);
      const first = products[0]!.product;
      await expect(shelf.getByRole('link', { name: first.name }).first()).toHaveAttribute(
        'href',
        `/products/${first.slug}`,
      );

      const brands = page.getByRole('region', { name: grid.title });
      await expect(brands.getByRole('link')).toHaveCount(grid.brands.length);
      await expect(brands.getByRole('link', { name: grid.brands[0]!.name })).toHaveAttribute(
        'href',
        `/brands/${grid.brands[0]!.slug}`,
      );
      await expect(page.getByText(blockOf(entry, 'rich-text').markdown)).toBeVisible();
      await expect(page.getByText(blockOf(entry, 'banner').text ?? '')).toBeVisible();
    },
  );

  test("sends the carousels' products in the server's HTML", async ({ request }) => {
    const entry = await homepage(request);
    const carousel = blockOf(entry, 'product-carousel');
    const html = await (await request.get('/')).text();
    expect(html).toContain(`>${carousel.title}</h2>`);
    expect(html).toMatch(/<a [^>]*href="\/products\/[a-z0-9-]+"/);
  });

  test(
    'has no accessibility violations',
    { tag: '@mobile' },
    async ({ shopper: { page, visit } }) => {
      test.slow();
      await visit('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test('is in Thai for Thailand', async ({ page, request }) => {
    const entry = await homepage(request, 'th', 'th');
    // A fresh context: no remembered country, the URL chooses Thailand.
    await page.goto('/?country_code=th');
    await expectHydrated(page.locator('body'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blockOf(entry, 'hero').title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0e00-\u0e7f]/);
    await expect(
      page.getByRole('list', { name: blockOf(entry, 'product-carousel').title }),
    ).toBeVisible();
    await expect(page.getByText('฿500')).toBeVisible();
  });
});

test.describe('the about page', () => {
  test('opens from the footer with its words, which load with it, and on a reload', async ({
    shopper: { page, visit },
  }) => {
    await visit('/');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'About us' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByRole('heading', { level: 2, name: 'Brands you love' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a store' })).toHaveAttribute(
      'href',
      '/store-locations',
    );

    await page.reload();
    await expectHydrated(page.locator('body'));
    await expect(page.getByRole('heading', { level: 2, name: 'Brands you love' })).toBeVisible();
  });
});

test.describe('the store finder', () => {
  test(
    "lists the country's stores with count, address, phone and opening hours",
    { tag: '@mobile' },
    async ({ shopper: { page, visit }, request }) => {
      const stores = await apiGet<Store[]>(request, 'store-locations');
      expect(stores.length).toBeGreaterThan(1);
      await visit('/store-locations');
      await expect(page).toHaveTitle('Store locations | Beauty Shop Singapore');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store locations');
      await expect(page.getByText(`${stores.length} stores`)).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(stores.length);
      const store = stores.find((candidate) => candidate.phone)!;
      const card = page.getByRole('article', { name: store.name });
      await expect(card.getByRole('link', { name: store.name })).toHaveAttribute(
        'href',
        `/store-locations/${store.slug}`,
      );
      await expect(card.getByRole('link', { name: store.phone!.callingCode })).toHaveAttribute(
        'href',
        `tel:${store.phone!.callingCode}${store.phone!.number}`,
      );
      await expect(card.getByRole('term')).toHaveCount(7);
      await expect(card.getByRole('term').first()).toHaveText('Monday');
    },
  );

  test('finds stores by text, and says when none match', async ({ shopper: { page, visit } }) => {
    await visit('/store-locations');
    const search = page.getByRole('searchbox', { name: 'Find a store' });
    await search.fill('changi');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/store-locations\?q=changi$/);
    await expect(page.getByText('1 store', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Jewel Changi Airport' })).toBeVisible();

    await search.fill('no such mall');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'No stores found' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('link', { name: 'All stores' }).click();
    await expect(page).toHaveURL(/\/store-locations$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test("opens a store's page from the list", async ({ shopper: { page, visit }, request }) => {
    const [store] = await apiGet<Store[]>(request, 'store-locations?slug=ion-orchard');
    await visit('/store-locations');
    await page.getByRole('link', { name: store!.name }).click();
    await expect(page).toHaveURL(/\/store-locations\/ion-orchard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store!.name);
    await expect(page).toHaveTitle(`${store!.name} | Beauty Shop Singapore`);
    await expect(page.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    await expect(page.getByRole('link', { name: 'All stores' })).toHaveAttribute(
      'href',
      '/store-locations',
    );
  });

  test('answers an unknown store with the 404 page', async ({ shopper: { page, visit } }) => {
    const response = await visit('/store-locations/nowhere-mall');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /store-locations/nowhere-mall')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  test(
    'the list has no accessibility violations',
    { tag: '@mobile' },
    async ({ shopper: { page, visit } }) => {
      test.slow();
      await visit('/store-locations');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test(
    "a store's page has no accessibility violations",
    { tag: '@mobile' },
    async ({ shopper: { page, visit } }) => {
      test.slow();
      await visit('/store-locations/ion-orchard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test('is in Chinese for Hong Kong in Chinese', async ({ page, request }) => {
    const stores = await apiGet<Store[]>(request, 'store-locations', {
      country: 'hk',
      language: 'zh',
    });
    await page.goto('/store-locations?country_code=hk&language=zh');
    await expectHydrated(page.locator('body'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('門市地點');
    await expect(page.getByText(`${stores.length} 間門市`)).toBeVisible();
    const card = page.getByRole('article', { name: stores[0]!.name });
    await expect(card.getByRole('term').first()).toHaveText('星期一');
    await expect(card.getByRole('link', { name: stores[0]!.name })).toHaveAttribute(
      'href',
      `/store-locations/${stores[0]!.slug}?language=zh`,
    );
  });
});

test.describe('preview', () => {
  test("shows the 'gold' segment's home page draft, and the published one without it", async ({
    shopper: { page, visit },
    request,
  }) => {
    const gold = await apiGet<Entry>(
      request,
      'contentful/preview/content-entries/homepage?type=homepage&user_segments=gold',
      { preview: true },
    );
    const published = await homepage(request);
    expect(gold.title).not.toBe(published.title);

    await visit('/preview/homepage?user_segments=gold');
    await expect(page.getByRole('note')).toHaveText('Preview');
    await expect(page.getByText('User segments: gold')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gold.title);
    await expect(page).toHaveTitle(`${gold.seo.title} | Beauty Shop Singapore`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: blockOf(gold, 'hero').title }),
    ).toBeVisible();

    await visit('/preview/homepage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);
  });

  test('shows landing and brand pages, and a missing landing page as a 404', async ({
    shopper: { page, visit },
  }) => {
    await visit('/preview/pages/holiday-gift-guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday gift guide');
    await visit('/preview/brands/milk-makeup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Milk Makeup');

    const response = await visit('/preview/pages/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('landing page not found')).toBeVisible();
  });

  test('shows an overlay and the layout config', async ({ shopper: { page, visit } }) => {
    await visit('/preview/overlay/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Beauty Singapore');
    await expect(page.getByText(/we do not ship to every country/)).toBeVisible();

    await visit('/preview/layout?user_segments=gold,black');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Layout configuration');
    await expect(page.getByRole('definition').filter({ hasText: 'gold, black' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'en-SG' })).toBeVisible();
  });
});
