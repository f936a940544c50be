import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';

// The privacy policy and the terms: content entries of the API, one section per block, linked from
// the consent texts of registration and checkout and from the footer.

/** Whether the element is inside the window's visible height. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom > 0 && top < window.innerHeight;
  });

test('the privacy policy and the terms are real pages, reached from the footer', async ({
  page,
}) => {
  await visit(page, '/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page).toHaveTitle(/^Privacy policy \| /);
  for (const section of [
    'Collection and use of your personal data',
    'Disclosure to third parties',
    'News and offers',
    'Your rights',
    'Cookies',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Beauty Pass' })).toBeVisible();
  await expect(page.getByText('Each item can be added up to 6 at a time')).toBeVisible();
  await expect(page.locator('[data-current="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the terms open at the section asked for, and say so when there is no such section @mobile', async ({
  page,
}) => {
  await visit(page, '/terms?section=bookings');
  const bookings = page.locator('#section-bookings');
  await expect(bookings).toHaveAttribute('data-current', 'true');
  await expect(bookings).toBeFocused();
  await expect.poll(() => inView(page, '#section-bookings')).toBe(true);
  await expect(
    bookings.getByRole('heading', { level: 2, name: 'Services, classes and events' }),
  ).toBeVisible();
  expect(await inView(page, 'h1')).toBe(false);
  await expectNoAxeViolations(page);

  // A section the terms do not have: the whole page, and a word that the part was not found.
  await visit(page, '/terms?section=refunds');
  await expect(
    page.getByRole('status').filter({
      hasText: 'We could not find that part of this page, so here it is in full.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(page.locator('[data-current="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the terms in Thai and Chinese', async ({ page }) => {
  await visit(page, '/terms?section=orders', { country: 'th', language: 'th' });
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
  await expect(page.locator('#section-orders')).toBeFocused();
  await expect(page.locator('#section-orders')).toContainText('สูงสุดครั้งละ 6 ชิ้น');
  await expect(page.locator('html')).toHaveAttribute('lang', /^th/);

  await visit(page, '/privacy?section=nothing-here', { country: 'hk', language: 'zh' });
  await expect(page.getByRole('heading', { level: 1, name: '私隱政策' })).toBeVisible();
  await expect(page.getByText('找不到此頁面的相關部分，以下為完整內容。')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the consent texts link the privacy policy and the part of the terms they accept', async ({
  page,
  context,
}) => {
  await visit(page, '/register');
  const privacy = page.getByRole('link', {
    name: 'Privacy Policy (opens in a new tab)',
    exact: true,
  });
  await expect(privacy).toHaveCount(2);
  await expect(privacy.first()).toHaveAttribute('href', '/privacy');
  const terms = page.getByRole('link', {
    name: 'Terms and Conditions (opens in a new tab)',
    exact: true,
  });
  await expect(terms).toHaveAttribute('href', '/terms?section=beauty-pass#section-beauty-pass');
  await expect(terms).toHaveAttribute('target', '_blank');

  // Beside the form, which keeps what was typed.
  await page.getByLabel('First name').fill('Mei');
  const opened = context.waitForEvent('page');
  await terms.click();
  const termsPage = await opened;
  await termsPage.waitForLoadState();
  await expect(termsPage.locator('#section-beauty-pass')).toHaveAttribute('data-current', 'true');
  await expect.poll(() => inView(termsPage, '#section-beauty-pass')).toBe(true);
  await termsPage.close();
  await expect(page.getByLabel('First name')).toHaveValue('Mei');
});
