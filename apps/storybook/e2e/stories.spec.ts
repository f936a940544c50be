import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

interface StoryIndex {
  entries: Record<string, { id: string; type: 'story' | 'docs'; title: string }>;
}

test('every @beauty/ui component used by the home page has stories', async ({ request }) => {
  const index = (await (await request.get('/index.json')).json()) as StoryIndex;
  const titles = new Set(Object.values(index.entries).map((entry) => entry.title));
  for (const title of [
    'Actions/Button',
    'Actions/Link',
    'Typography/Heading',
    'Typography/Text',
    'Layout/Stack',
    'Layout/Box',
  ]) {
    expect(titles).toContain(title);
  }
});

test('a story renders the component, accessible, in the brand theme', async ({ page }) => {
  await page.goto('/iframe.html?id=actions-button--primary&viewMode=story');
  const button = page.getByRole('button', { name: 'Add to bag' });
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  const results = await new AxeBuilder({ page }).include('#storybook-root').analyze();
  expect(results.violations).toEqual([]);
});

test('Thai and Chinese stories render their scripts', async ({ page }) => {
  await page.goto('/iframe.html?id=typography-heading--thai&viewMode=story');
  await expect(page.getByRole('heading', { name: 'แบรนด์ทั้งหมด' })).toBeVisible();
  await page.goto('/iframe.html?id=typography-heading--chinese&viewMode=story');
  await expect(page.getByRole('heading', { name: '所有品牌' })).toBeVisible();
});
