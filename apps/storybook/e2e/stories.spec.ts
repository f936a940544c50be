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

// Accessibility of every story is checked by the a11y addon in the Storybook test run.
test('a story renders the component in the brand theme', async ({ page }) => {
  await page.goto('/iframe.html?id=actions-button--primary&viewMode=story');
  const button = page.getByRole('button', { name: 'Add to bag' });
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('background-color', 'rgb(0, 0, 0)');
});

test('Thai and Chinese stories render their scripts', async ({ page }) => {
  await page.goto('/iframe.html?id=typography-heading--thai&viewMode=story');
  await expect(page.getByRole('heading', { name: 'แบรนด์ทั้งหมด' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await page.goto('/iframe.html?id=typography-heading--chinese&viewMode=story');
  await expect(page.getByRole('heading', { name: '所有品牌' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
});

test('a docs page keeps each story in its own language', async ({ page }) => {
  await page.goto('/iframe.html?id=typography-heading--docs&viewMode=docs');
  // The nearest element with a lang attribute decides the language of the story's text.
  const langOf = (story: string) =>
    page.locator(`#anchor--typography-heading--${story} h1`).locator('xpath=ancestor::*[@lang][1]');
  await expect(langOf('thai')).toHaveAttribute('lang', 'th');
  await expect(langOf('chinese')).toHaveAttribute('lang', 'zh-Hant-HK');
  await expect(langOf('level-1')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('typography follows the lang attribute: Thai and Chinese get looser line heights', async ({
  page,
}) => {
  await page.goto('/iframe.html?id=foundations-theme--typography-per-script&viewMode=story');
  const lineHeight = (lang: string) =>
    page
      .locator(`[lang="${lang}"] p`)
      .nth(1)
      .evaluate((node) => getComputedStyle(node).lineHeight);
  // 16px body text: Latin 1.5, Chinese 1.7, Thai 1.8.
  await expect.poll(() => lineHeight('en')).toBe('24px');
  await expect.poll(() => lineHeight('zh')).toBe('27.2px');
  await expect.poll(() => lineHeight('th')).toBe('28.8px');
});

test('the theme and language toolbar globals reach the story', async ({ page }) => {
  await page.goto(
    '/iframe.html?id=actions-button--primary&viewMode=story&globals=theme:dark;language:th',
  );
  const button = page.getByRole('button', { name: 'Add to bag' });
  await expect(button).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('every story is in the static build, with a docs page per component', async ({ request }) => {
  const index = (await (await request.get('/index.json')).json()) as StoryIndex;
  const entries = Object.values(index.entries);
  const titles = new Set(entries.map((entry) => entry.title));
  for (const title of [
    'Forms/PasswordField',
    'Forms/QuantityStepper',
    'Navigation/SearchDropdown',
    'Feedback/Notifications',
    'Overlays/FilterModal',
    'Commerce/ProductCard',
    'Booking/TimeSlotPicker',
    'Account/OrderStatusTimeline',
    'Account/PointsSummary',
  ]) {
    expect(titles).toContain(title);
    expect(entries.some((entry) => entry.title === title && entry.type === 'docs')).toBe(true);
  }
});
