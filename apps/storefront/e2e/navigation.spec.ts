import type { Page } from '@playwright/test';
import {
  baseURL,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  markDocument,
  phone,
  sameDocument,
  test,
  visit,
} from './fixtures';

const categoryMenu = (page: Page, name = 'Shop by category') =>
  page.getByRole('navigation', { name });

/** Presses Tab until `name`d control has focus (the drawer's close button and body come first). */
async function tabTo(page: Page, role: 'button' | 'link', name: string) {
  const target = page.getByRole(role, { name, exact: true });
  for (let presses = 0; presses < 6; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('the category menu on a wide screen', () => {
  test('opens by keyboard, moves with the arrows, closes on Escape and leads to a listing', async ({
    page,
  }) => {
    await visit(page, '/');
    const menu = categoryMenu(page);
    const makeup = menu.getByRole('button', { name: 'Makeup' });
    await expectHydrated(makeup);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    await makeup.focus();
    await page.keyboard.press('Enter');
    await expect(makeup).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Shop all Makeup' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Mascara' })).toHaveAttribute(
      'href',
      '/pages/makeup/eyes/mascara',
    );
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(makeup).toHaveAttribute('aria-expanded', 'false');
    await expect(makeup).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(menu.getByRole('button', { name: 'Skincare' })).toBeFocused();

    await markDocument(page);
    await makeup.click();
    await menu.getByRole('link', { name: 'Mascara' }).click();
    await expect(page).toHaveURL(`${baseURL()}/pages/makeup/eyes/mascara`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mascara' })).toBeVisible();
    await expect(makeup).toHaveAttribute('aria-expanded', 'false');
    expect(await sameDocument(page)).toBe(true);
  });

  test('names the categories in the language of the visit, and keeps it in the links', async ({
    page,
  }) => {
    await visit(page, '/', { country: 'hk', language: 'zh' });
    const menu = categoryMenu(page, '按類別購物');
    await expectHydrated(menu.getByRole('button', { name: '彩妝' }));
    await menu.getByRole('button', { name: '彩妝' }).click();
    await expect(menu.getByRole('link', { name: '睫毛膏' })).toHaveAttribute(
      'href',
      '/pages/makeup/eyes/mascara?language=zh',
    );
    await expect(menu.getByRole('link', { name: '選購所有彩妝' })).toBeVisible();
  });
});

// The header and drawer of a phone, in every project.
test.describe('on a phone', () => {
  test.use(phone);

  test('the header is one row of at most 64 px above the search field', async ({ page }) => {
    await visit(page, '/');
    const header = page.getByRole('banner');
    const search = header.getByRole('search');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(search.getByRole('combobox', { name: 'Search' })).toBeVisible();
    await expect(categoryMenu(page)).toBeHidden();
    const headerBox = (await header.boundingBox())!;
    const searchBox = (await search.boundingBox())!;
    expect(headerBox.height - searchBox.height).toBeLessThanOrEqual(64);
    // The search field is on its own row, below the menu button, the logo and the bag.
    const menuBox = (await header.getByRole('button', { name: 'Menu' }).boundingBox())!;
    expect(searchBox.y).toBeGreaterThanOrEqual(menuBox.y + menuBox.height);
  });

  test('the category drawer works by keyboard alone', async ({ page }) => {
    await visit(page, '/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expectHydrated(menuButton);
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Shop by category' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Shop by category' })).toBeVisible();

    await tabTo(page, 'button', 'Makeup');
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('button', { name: 'Makeup' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'Shop all Makeup' })).toBeFocused();
    await expect(drawer.getByRole('link', { name: 'Brands' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Escape closes the drawer, and focus is back on the menu button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Following a link by keyboard closes the drawer on the listing.
    await markDocument(page);
    await page.keyboard.press('Enter');
    await tabTo(page, 'button', 'Skincare');
    await page.keyboard.press('Enter');
    await tabTo(page, 'link', 'Shop all Skincare');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL()}/pages/skincare`);
    await expect(page.getByRole('heading', { level: 1, name: 'Skincare' })).toBeVisible();
    await expect(drawer).toBeHidden();
    expect(await sameDocument(page)).toBe(true);
  });

  test('the drawer is in Thai in Thailand', async ({ page }) => {
    await visit(page, '/', { country: 'th' });
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'เมนู' });
    await expectHydrated(menuButton);
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'เลือกซื้อตามหมวดหมู่' });
    await drawer.getByRole('button', { name: 'เมคอัพ' }).click();
    await expect(drawer.getByRole('link', { name: 'มาสคาร่า' })).toHaveAttribute(
      'href',
      '/pages/makeup/eyes/mascara',
    );
    await expect(drawer.getByRole('link', { name: 'แบรนด์' })).toBeVisible();
  });
});

test.describe('the about page', () => {
  test(
    'tells who the shop is, in every language, with the way on',
    { tag: '@mobile' },
    async ({ page }) => {
      await visit(page, '/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
      await expect(page.getByText('This page is being prepared')).toHaveCount(0);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Find a store' }),
      ).toHaveAttribute('href', '/store-locations');
      await expectNoAxeViolations(page);

      await visit(page, '/about', { country: 'th' });
      await expect(page.getByRole('heading', { level: 2, name: 'แวะมาที่ร้านของเรา' })).toBeVisible();
      await visit(page, '/about', { country: 'hk', language: 'zh' });
      await expect(page.getByRole('main').getByRole('link', { name: '瀏覽品牌' })).toHaveAttribute(
        'href',
        '/brands?language=zh',
      );
    },
  );
});

test.describe('web fonts', () => {
  test('only the faces of the page language are preloaded, from the shop itself', async ({
    page,
  }) => {
    const preloads = () =>
      page
        .locator('head link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

    await visit(page, '/about');
    const english = await preloads();
    expect(english).toHaveLength(1);
    expect(english[0]).toMatch(new RegExp(`^${baseURL()}/.*noto-sans-latin-400-normal.*\\.woff2$`));

    await visit(page, '/about', { country: 'th' });
    const thai = await preloads();
    expect(thai).toHaveLength(2);
    expect(thai.some((href) => href.includes('noto-sans-thai-thai-400-normal'))).toBe(true);
    const font = await page.request.get(thai[1]!);
    expect(font.ok()).toBe(true);
    expect(font.headers()['content-type']).toMatch(/font\/woff2/);
    // The Thai face is declared for Thai letters, and loads.
    const loaded = await page.evaluate(
      async () => (await document.fonts.load('16px "Noto Sans Thai"', 'ก')).length,
    );
    expect(loaded).toBeGreaterThan(0);
  });

  test('the Chinese faces are declared on Chinese pages only, and load there', async ({ page }) => {
    const chineseFaces = () =>
      page.evaluate(
        () => [...document.fonts].filter((face) => face.family.includes('Noto Sans HK')).length,
      );
    await visit(page, '/about');
    expect(await chineseFaces()).toBe(0);

    await visit(page, '/about', { country: 'hk', language: 'zh' });
    expect(await chineseFaces()).toBeGreaterThan(50);
    const loaded = await page.evaluate(
      async () => (await document.fonts.load('16px "Noto Sans HK"', '瀏覽品牌')).length,
    );
    expect(loaded).toBeGreaterThan(0);
  });
});
