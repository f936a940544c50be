import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the home page lists brands that come from the database', async ({ page, request }) => {
  const api = await request.get('/api/web/v1/brands', { headers: { 'X-Site-Country': 'sg' } });
  const { data } = (await api.json()) as { data: { name: string }[] };
  expect(data.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Brands A-Z' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Armani Beauty' })).toBeVisible();
  await expect(page.getByText(`${data.length} brands`)).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(data.length);
});

test('the home page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('the API answers unknown paths with the error object', async ({ request }) => {
  const response = await request.get('/api/web/v1/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ message: 'Resource not found!', statusCode: 404 });
});
