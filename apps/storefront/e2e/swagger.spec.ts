import { expect, test } from './fixtures';

test('/swagger documents the API from its OpenAPI document, in the blank layout', async ({
  page,
}) => {
  await page.goto('/swagger');
  await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();
  // Swagger UI renders the generated document: its title and the listing operation.
  await expect(page.getByText('Beauty storefront API', { exact: false }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('/api/web/v1/variants', { exact: true }).first()).toBeVisible();
  // Blank layout: no shop header.
  await expect(page.getByRole('banner')).toHaveCount(0);
});
