import type { AccountResponse, VariantListResponse } from '@beauty/commerce-sdk';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInThroughApi, test, visit } from './fixtures';

// A seeded member of Thailand nobody else's tests spend the points of; the pages are read in English.
const MEMBER = { email: 'black.member@example.com', password: 'Beauty#2026' };
const SITE = { country: 'th', language: 'en' } as const;

/** Signs the page's browser in through the API, as the sign-in form would. */
async function signIn(page: Page) {
  await visit(page, '/about', SITE);
  await signInThroughApi(page, MEMBER, SITE.country);
}

/** A notification as shown (the live region repeats it for screen readers, with its name). */
const notification = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The member's Beauty Pass account as the API answers it, read with the page's session. */
const loyaltyOf = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/web/v1/account', { headers: { 'X-Site-Country': 'th' } });
    return ((await response.json()) as AccountResponse).data.loyalty;
  });

// What each state of a Black member says (spec section 4).
const BLACK_MESSAGES = {
  just_upgraded: /You are now a Black member/,
  in_progress: /of the way to Gold/,
  just_downgraded: /Your membership is now Black/,
  downgrade_warning: /to keep your Black membership/,
  keep_tier: /You have kept your Black membership/,
  max_tier: /highest tier/,
} as const;

test('a member follows their account and Beauty Pass and redeems a reward', async ({ page }) => {
  test.slow();
  await signIn(page);

  await visit(page, '/account', SITE);
  // Signed in through the API alone, the header greets the member as after the shop's sign-in.
  await expect(page.getByTestId('member-greeting')).toHaveText('Hi, Somchai');
  const summary = page.getByTestId('account-summary');
  await expect(summary.getByText('Hi, Somchai')).toBeVisible();
  await expect(summary.getByText('Beauty Pass Black')).toBeVisible();
  await expect(summary.getByText(/You have [\d,]+ points/)).toBeVisible();
  await expect(summary.getByRole('link', { name: 'My orders' })).toHaveAttribute(
    'href',
    '/account/orders?language=en',
  );

  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Beauty Pass' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beauty Pass' })).toBeVisible();
  const before = await loyaltyOf(page);
  const points = page.getByTestId('points-summary');
  await expect(
    points.getByText(`${before.pointsBalance.toLocaleString('en')} points`, { exact: true }),
  ).toBeVisible();
  await expect(points.getByText(BLACK_MESSAGES[before.tierMessage.kind])).toBeVisible();
  await expect(points.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(before.tierMessage.progress),
  );
  await expect(page.getByTestId('point-log-entry').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rewards up to 499 points' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rewards from 500 points' })).toBeVisible();
  await expect(page.getByTestId('members-only')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The first reward with no tier condition: 200 points, taken at once.
  await page.getByRole('button', { name: 'Redeem Deluxe concealer mini' }).click();
  const after = before.pointsBalance - 200;
  await expect(
    notification(
      page,
      `You redeemed Deluxe concealer mini. You have ${after.toLocaleString('en')} points left.`,
    ),
  ).toBeVisible();
  await expect(
    points.getByText(`${after.toLocaleString('en')} points`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('point-log-entry').first()).toContainText('Points redeemed');
  await expect(page.getByTestId('point-log-entry').first()).toContainText('-200');
});

test('a guest sees the rewards and is invited to register to redeem @mobile', async ({ page }) => {
  await visit(page, '/account/beauty-pass', SITE);
  const invitation = page.getByTestId('members-only');
  await expect(invitation).toContainText(
    'Only registered Beauty Pass members can redeem rewards. Sign in or register to continue.',
  );
  await expect(invitation.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    /^\/register\?return_to=%2Faccount%2Fbeauty-pass/,
  );
  await expect(page.getByTestId('reward').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Redeem / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The member's own pages send a guest to sign in, and back after.
  await page.goto('/account/notifications?language=en');
  await expect(page).toHaveURL(/\/sign_in\?return_to=%2Faccount%2Fnotifications/);
});

/** An in-stock and an out-of-stock variant sold in Thailand, saved to the member's wish list. */
async function saveTwoVariants(page: Page) {
  return page.evaluate(async () => {
    const headers = { 'Content-Type': 'application/json', 'X-Site-Country': 'th' };
    const listed = (await (
      await fetch('/api/web/v1/variants?perPage=100', { headers })
    ).json()) as VariantListResponse;
    const sellable = listed.data.filter((item) => item.availableInCountry);
    const inStock = sellable.find((item) => item.inventory >= 5 && item.purchaseLimit === null)!;
    const soldOut = sellable.find((item) => !item.inStock)!;
    for (const item of [inStock, soldOut]) {
      await fetch(`/api/web/v1/wishlist/${item.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ saved: true }),
      });
    }
    const name = (item: typeof inStock) => `${item.product.name} · ${item.name}`;
    return { inStock: name(inStock), soldOut: name(soldOut) };
  });
}

test('a member keeps a wish list, a beauty profile and notification settings', async ({ page }) => {
  test.slow();
  await signIn(page);
  const saved = await saveTwoVariants(page);

  await visit(page, '/account/wish-list', SITE);
  await expect(page.getByTestId('wish-list-item')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Move ${saved.inStock} to your bag` }).click();
  await expect(notification(page, `${saved.inStock} was moved to your bag.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Move ${saved.inStock} to your bag` })).toHaveCount(
    0,
  );
  await page
    .getByRole('button', { name: `Notify me when ${saved.soldOut} is back in stock` })
    .click();
  await expect(
    notification(page, `We will email ${MEMBER.email} when ${saved.soldOut} is back in stock.`),
  ).toBeVisible();
  const leave = page.getByRole('button', {
    name: `Stop back-in-stock alerts for ${saved.soldOut}`,
  });
  await expect(leave).toHaveAttribute('aria-pressed', 'true');
  await leave.click();
  await expect(
    notification(page, `You will no longer be told when ${saved.soldOut} is back in stock.`),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Beauty profile' })
    .click();
  const skinType = page.getByRole('radiogroup', { name: 'Skin type' });
  await expect(skinType).toBeVisible();
  const choice = (await skinType.getByRole('radio', { name: 'Oily' }).isChecked()) ? 'Dry' : 'Oily';
  await skinType.getByRole('radio', { name: choice }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notification(page, 'Your changes have been saved.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'Skin type' }).getByRole('radio', { name: choice }),
  ).toBeChecked();
  await expectNoAxeViolations(page);

  await visit(page, '/account/notifications', SITE);
  const sms = page.getByRole('group', { name: 'Promotions and offers' }).getByRole('checkbox', {
    name: 'SMS',
  });
  const wanted = !(await sms.isChecked());
  await sms.setChecked(wanted);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notification(page, 'Your changes have been saved.')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Promotions and offers' })
      .getByRole('checkbox', { name: 'SMS' }),
  ).toBeChecked({ checked: wanted });
  await expectNoAxeViolations(page);
});
