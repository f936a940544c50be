import type { APIRequestContext, Page } from '@playwright/test';
import {
  COUNTRY_COOKIE,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  markDocument,
  sameDocument,
  test,
  visit,
} from './fixtures';

const api = (country: string, language = 'en') => ({
  headers: { 'X-Site-Country': country, 'Accept-Language': language },
});

async function popularSearches(request: APIRequestContext, country: string, language?: string) {
  const answer = await request.get('/api/web/v1/search/popular-queries', api(country, language));
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { query: string }[] }).data.map((entry) => entry.query);
}

async function resultCount(
  request: APIRequestContext,
  q: string,
  country = 'sg',
  language?: string,
) {
  const answer = await request.get(
    `/api/web/v1/search?q=${encodeURIComponent(q)}`,
    api(country, language),
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { meta: { total: number } }).meta.total;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const group = (page: Page, name: string) => page.getByRole('listbox').getByRole('group', { name });

test.describe('in Singapore', () => {
  test(
    'searches from the header: popular, suggestions, results, then recent',
    { tag: '@mobile' },
    async ({ page, request }) => {
      const popular = await popularSearches(request, 'sg');
      const [term] = popular;
      expect(term).toBeTruthy();
      await visit(page, '/');

      await searchBox(page).focus();
      await expect(group(page, 'Popular searches').getByRole('option')).toHaveText(popular);

      // The suggestions for a prefix of a popular search include that search.
      const prefix = term!.slice(0, 4);
      await searchBox(page).pressSequentially(prefix);
      // Matched by text: the typed part is highlighted in its own element.
      await expect(
        group(page, 'Suggestions')
          .getByRole('option')
          .filter({ hasText: new RegExp(`^${term}$`) }),
      ).toBeVisible();

      await searchBox(page).fill(term!);
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(`/search?q=${encodeURIComponent(term!)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${term}”`);
      const total = await resultCount(request, term!);
      expect(total).toBeGreaterThan(0);
      await expect(page.getByText(total === 1 ? '1 product' : `${total} products`)).toBeVisible();
      const first = page.getByRole('region', { name: 'Products' }).getByRole('listitem').first();
      await expect(first.getByRole('link')).toHaveAttribute('href', /^\/products\//);

      await page.reload();
      await expectHydrated(page.locator('body'));
      await expectHydrated(searchBox(page));
      await searchBox(page).fill('');
      await expect(group(page, 'Recent searches').getByRole('option')).toHaveText([term!]);
    },
  );

  test("the search box is in the server's page, before its code arrives", async ({ request }) => {
    const answer = await request.get('/', { headers: { cookie: `${COUNTRY_COOKIE}=sg` } });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<form[^>]*role="search"/);
    expect(html).toMatch(/<input[^>]*role="combobox"/);
  });

  test('the search button runs a search too', async ({ page, request }) => {
    const [term] = await popularSearches(request, 'sg');
    await visit(page, '/');
    await searchBox(page).fill(term!);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${term}”`);
  });

  test(
    'a popular search is chosen with the keyboard, and a result opens in the shop',
    { tag: '@mobile' },
    async ({ page, request }) => {
      const popular = await popularSearches(request, 'sg');
      const second = popular[1];
      await visit(page, '/');
      await searchBox(page).focus();
      await expect(group(page, 'Popular searches').getByRole('option')).toHaveText(popular);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(searchBox(page)).toHaveAttribute(
        'aria-activedescendant',
        (await group(page, 'Popular searches').getByRole('option').nth(1).getAttribute('id'))!,
      );
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${second}”`);

      await markDocument(page);
      const card = page.getByRole('region', { name: 'Products' }).getByRole('listitem').first();
      const name = (await card.getByRole('heading').textContent())!;
      await card.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
    },
  );

  test('recent searches can be cleared', async ({ page, request }) => {
    const [first, second] = await popularSearches(request, 'sg');
    await visit(page, '/');
    for (const term of [first!, second!]) {
      await searchBox(page).fill(term);
      await searchBox(page).press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${term}”`);
    }
    await searchBox(page).fill('');
    await expect(group(page, 'Recent searches').getByRole('option')).toHaveText([second!, first!]);
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(group(page, 'Recent searches')).toHaveCount(0);
  });

  test('a search for nothing the shop sells says so', async ({ page, request }) => {
    const nonsense = 'zzxqv';
    expect(await resultCount(request, nonsense)).toBe(0);
    await visit(page, `/search?q=${nonsense}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${nonsense}”`);
    await expect(page.getByRole('heading', { name: `No results for “${nonsense}”` })).toBeVisible();
    await expect(page.getByText('No products')).toBeVisible();
  });

  test(
    'the results page has no accessibility violations',
    { tag: '@mobile' },
    async ({ page, request }) => {
      // Axe checks a full page of product cards: slow on a busy machine.
      test.slow();
      const [term] = await popularSearches(request, 'sg');
      await visit(page, `/search?q=${encodeURIComponent(term!)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
});

/** Searches for a popular search of the country that has results, from the header. */
async function searchPopularTerm(
  page: Page,
  request: APIRequestContext,
  { country, language, script }: { country: string; language: string; script: RegExp },
) {
  let term: string | undefined;
  for (const candidate of await popularSearches(request, country, language)) {
    if (script.test(candidate) && (await resultCount(request, candidate, country, language)) > 0) {
      term = candidate;
      break;
    }
  }
  expect(term, `a popular search in ${script} with results`).toBeDefined();
  const box = page.getByRole('search').getByRole('combobox');
  await box.fill(term!);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(term!);
  // In the page: the header's category menu has lists of its own.
  await expect(
    page.getByRole('main').getByRole('listitem').first().getByRole('link').first(),
  ).toBeVisible();
  return term!;
}

test('searches in Thai in the Thai shop', async ({ page, request }) => {
  await visit(page, '/', { country: 'th' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  const term = await searchPopularTerm(page, request, {
    country: 'th',
    language: 'th',
    script: /\p{Script=Thai}/u,
  });
  expect(new URL(page.url()).searchParams.get('q')).toBe(term);
});

test('searches in Chinese in the Hong Kong shop', async ({ page, request }) => {
  await visit(page, '/', { country: 'hk', language: 'zh' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  const term = await searchPopularTerm(page, request, {
    country: 'hk',
    language: 'zh',
    script: /\p{Script=Han}/u,
  });
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe(term);
  // Chinese is not Hong Kong's default language: the results page keeps it.
  expect(url.searchParams.get('language')).toBe('zh');
});

test.describe('misspelt searches', () => {
  const misspellings = [
    { typed: 'mascra', meant: /Mascara/, country: 'sg', language: undefined, products: 'Products' },
    { typed: 'lipstik', meant: /Lipstick/, country: 'th', language: undefined, products: 'สินค้า' },
    { typed: 'serun', meant: /Serum/, country: 'hk', language: 'zh', products: '產品' },
  ] as const;

  for (const { typed, meant, country, language, products } of misspellings) {
    test(`"${typed}" finds ${meant.source} in ${country}, ${language ?? 'default language'}`, async ({
      page,
    }) => {
      await visit(page, `/search?q=${typed}`, { country, language });
      const first = page.getByRole('region', { name: products }).getByRole('listitem').first();
      // The best match comes first: the product meant, not one sharing a few letters.
      await expect(first.getByRole('heading')).toHaveText(meant);
    });
  }

  test(
    'the suggestions forgive a typo too, and lead to the product meant',
    { tag: '@mobile' },
    async ({ page }) => {
      await visit(page, '/');
      await searchBox(page).pressSequentially('mascra');
      const suggestion = group(page, 'Suggestions')
        .getByRole('option', { name: /Mascara/ })
        .first();
      await expect(suggestion).toBeVisible();
      await expectNoAxeViolations(page);
      await suggestion.click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Mascara');
      const first = page.getByRole('region', { name: 'Products' }).getByRole('listitem').first();
      await expect(first.getByRole('heading')).toHaveText(/Mascara/);
    },
  );
});
