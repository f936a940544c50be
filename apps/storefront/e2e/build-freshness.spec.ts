import {
  expect,
  expectHydrated,
  expectNoAxeViolations,
  markDocument,
  sameDocument,
  test,
  visit,
} from './fixtures';

// A new deployment, as an open tab sees it: `builds/latest.json` names another build, while the
// server still answers this tab's pages (the new build's servers are not all up yet).
test.describe('build freshness', () => {
  test('asks for the latest build with a timestamp, and for its manifest a second after load', async ({
    page,
  }) => {
    const latest = page.waitForRequest(/\/builds\/latest\.json\?t=\d+$/);
    const started = Date.now();
    const meta = page.waitForRequest(/\/builds\/meta\/[^/]+\.json$/);
    await visit(page, '/about');
    await latest;
    await meta;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    // This tab's build is the deployed one: nothing to offer.
    await expect(page.getByText('A new version of the shop is available.')).toHaveCount(0);
  });

  test('a new build reloads the page once at the next route change, never in a loop', async ({
    page,
  }) => {
    await page.route(/\/builds\/latest\.json\?t=\d+$/, (route) =>
      route.fulfill({ json: { id: 'the-next-build', timestamp: Date.now() } }),
    );
    await visit(page, '/about');
    await expect(page.getByRole('status').filter({ hasText: 'A new version' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The next route change is a full page load of the destination.
    await markDocument(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Brands' })
      .click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect.poll(() => sameDocument(page).catch(() => false)).toBe(false);
    await expectHydrated(page.locator('body'));

    // The server still answers the old build, so the tab is stale again: within 10 seconds of the
    // reload, route changes stay in the page.
    await expect(page.getByRole('status').filter({ hasText: 'A new version' })).toBeVisible();
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await sameDocument(page)).toBe(true);
  });
});
