import type { Page } from '@playwright/test';
import { REDIRECT_PAYLOADS } from './redirect-payloads';
import { baseURL, expect, expectHydrated, test, visit } from './fixtures';

/** Split so that no test holds every page load. */
const BATCH = 10;
const batches = Array.from({ length: Math.ceil(REDIRECT_PAYLOADS.length / BATCH) }, (_, index) =>
  REDIRECT_PAYLOADS.slice(index * BATCH, (index + 1) * BATCH),
);

/**
 * Opens the sign-in page with `payload` as `return_to` and reads its return link's href twice: as
 * the server's HTML gave it and as the hydrated page shows it.
 */
async function returnHrefs(page: Page, payload: string) {
  const response = await visit(page, `/sign_in?return_to=${encodeURIComponent(payload)}`);
  const html = (await response?.text()) ?? '';
  await expectHydrated(page.getByTestId('return-to'));
  return page.evaluate((served) => {
    const hrefOf = (root: ParentNode) =>
      root.querySelector('[data-testid="return-to"]')?.getAttribute('href') ?? null;
    return [hrefOf(new DOMParser().parseFromString(served, 'text/html')), hrefOf(document)];
  }, html);
}

/** Whether the browser, on the current page, resolves `href` to the page's own origin. */
const staysOnShop = (page: Page, href: string) =>
  page.evaluate((link) => new URL(link, location.href).origin === location.origin, href);

test.describe('sign-in return_to', () => {
  test('the corpus holds at least 25 known payloads', () => {
    expect(REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  for (const [index, batch] of batches.entries()) {
    const first = index * BATCH + 1;
    test(`keeps the return link on the shop, payloads ${first} to ${first + batch.length - 1}`, async ({
      page,
    }) => {
      for (const payload of batch) {
        const label = JSON.stringify(payload);
        for (const href of await returnHrefs(page, payload)) {
          expect(href, label).not.toBeNull();
          expect(href, label).toMatch(/^\/(?![/\\])/);
          expect(await staysOnShop(page, href ?? ''), label).toBe(true);
        }
      }
    });
  }

  test('following the return link of a dot-segment payload stays on the shop', async ({ page }) => {
    for (const payload of ['/.//evil.com', '/%2e%2e//evil.com', '/x/..//evil.com']) {
      await visit(page, `/sign_in?return_to=${encodeURIComponent(payload)}`);
      const link = page.getByTestId('return-to');
      await expectHydrated(link);
      await link.click();
      await expect(page).toHaveURL(`${baseURL()}/`);
    }
  });

  test('still leads back to a page of the shop', async ({ page }) => {
    await visit(page, `/sign_in?return_to=${encodeURIComponent('/brands?a=1#top')}`);
    await expect(page.getByTestId('return-to')).toHaveAttribute('href', '/brands?a=1#top');
  });
});
