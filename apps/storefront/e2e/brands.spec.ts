import { expect, expectNoAxeViolations, test } from './fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  // A country is chosen: the welcome overlay stays closed.
  await context.addCookies([{ name: 'locale', value: 'sg', url: baseURL! }]);
});

test('brands A–Z lists the brands of the country from the database, server-rendered', async ({
  page,
  request,
}) => {
  const api = await request.get('/api/web/v1/brands', { headers: { 'X-Site-Country': 'sg' } });
  const { data } = (await api.json()) as { data: { name: string; slug: string }[] };
  expect(data.length).toBeGreaterThan(0);

  const html = await (await request.get('/brands', { headers: { Cookie: 'locale=sg' } })).text();
  expect(html).toContain(data[0]!.name.replace(/&/g, '&amp;'));

  await page.goto('/brands');
  await expect(page).toHaveTitle(/^Brands \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  const main = page.locator('#main');
  await expect(main.getByRole('listitem')).toHaveCount(data.length);
  await expect(main.getByRole('link', { name: data[0]!.name })).toHaveAttribute(
    'href',
    `/brands/${data[0]!.slug}`,
  );
});

test('brands A–Z has no accessibility violations', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/brands');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the API answers unknown paths with the error object', async ({ request }) => {
  const response = await request.get('/api/web/v1/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ message: 'Resource not found!', statusCode: 404 });
});
