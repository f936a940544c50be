import { createMemoryCookieStore } from '@beauty/commerce-sdk';
import type { CountryCode, Language } from '@beauty/i18n';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  baseURL,
  CONSENT_COOKIE,
  COUNTRY_COOKIE,
  dataLayerEvents,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  test,
} from './fixtures';
import { guestIn, placeOrder, type Placed } from './purchases';
import { SANDBOX_ORIGIN } from './shops';

/**
 * Opens a shop page as a returning shopper of the country who accepted cookies (unless `consent`
 * says otherwise), once hydrated.
 */
async function open(page: Page, url: string, country: CountryCode, consent = true) {
  await page
    .context()
    .addCookies([
      { name: COUNTRY_COOKIE, value: country, url },
      ...(consent ? [{ name: CONSENT_COOKIE, value: 'granted', url }] : []),
    ]);
  const response = await page.goto(url);
  await expectHydrated(page.locator('body'));
  return response;
}

const orderUrl = (origin: string, placed: Placed, view?: string, language?: Language) => {
  const url = new URL(`/orders/${placed.order.id}${view ? `/${view}` : ''}`, origin);
  if (placed.accessToken) url.searchParams.set('token', placed.accessToken);
  if (language) url.searchParams.set('language', language);
  return url.href;
};

/**
 * Brings `locator` to the middle of the window, clear of what is fixed at its edges (the consent
 * banner), once React owns it (parts of the order page hydrate when their messages arrive).
 */
async function centre(locator: Locator) {
  await expectHydrated(locator);
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return locator;
}

/** The label of the order's status, as the page shows it. */
const statusBadge = (page: Page) => page.locator('[data-status]').first();

test('a paid click-and-collect order: thanks, labels, cost and history, one purchase event, and nobody else sees it', async ({
  page,
}) => {
  test.slow();
  const origin = baseURL();
  const placed = await placeOrder(guestIn(origin, 'sg'), 'sg', 'card', 'click_and_collect');
  expect(placed.order.status).toBe('paid');

  // A first visit: the cookie question is still open.
  const response = await open(page, orderUrl(origin, placed, 'confirmation'), 'sg', false);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${placed.order.number}`);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(statusBadge(page)).toContainText('Paid');
  await expect(statusBadge(page)).toContainText('Thank you, your payment was successful');
  // Click and collect: the pickup note of a paid order, and the store instead of an address.
  await expect(statusBadge(page)).toContainText('held for 7 days');
  await expect(page.getByText('Collection store')).toBeVisible();
  await expect(page.getByRole('link', { name: placed.order.collectionStore!.name })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Price before GST');
  await expect(summary).toContainText(/GST \(9%\)/);
  await expect(page.getByRole('list', { name: 'Order history' })).toContainText('Paid');

  // The purchase waits for the shopper's consent, then is reported once, with the order's
  // figures; the alias has no page view.
  await (await centre(page.getByRole('button', { name: 'Accept cookies' }))).click();
  await expect.poll(() => dataLayerEvents(page, 'purchase')).toHaveLength(1);
  const [purchase] = await dataLayerEvents(page, 'purchase');
  expect(purchase).toMatchObject({
    ecommerce: {
      transaction_id: placed.order.number,
      currency: 'SGD',
      value: placed.order.costSummary.total.amount,
      items: [{ quantity: 1, item_name: placed.order.lines[0]!.variant.productName }],
    },
  });
  expect(await dataLayerEvents(page, 'page_viewed')).toEqual([]);
  await expectNoAxeViolations(page);
  // Back to the order (its own page, which reports a page view): not a purchase again.
  await open(page, orderUrl(origin, placed), 'sg');
  await expect(statusBadge(page)).toContainText('Paid');
  // The page view follows the analytics' start, which sends what waited for them.
  await expect.poll(() => dataLayerEvents(page, 'page_viewed')).toHaveLength(1);
  expect(await dataLayerEvents(page, 'purchase')).toEqual([]);

  // Another token, or none: refused, and nothing of the order shown.
  const refused = await page.goto(`/orders/${placed.order.id}?token=${'x'.repeat(43)}`);
  expect(refused?.status()).toBe(403);
  const notYours = page.getByRole('heading', {
    name: 'You are not authorized to perform this action',
  });
  await expect(notYours).toBeVisible();
  await open(page, `${origin}/orders/${placed.order.id}`, 'sg');
  await expect(notYours).toBeVisible();
  await expect(page.getByText(placed.order.recipient.email)).toHaveCount(0);
  await expect(page.getByText(placed.order.number)).toHaveCount(0);
});

test('PromptPay in Thai: the QR code scans as the API’s payload and the page turns paid once it is paid @mobile', async ({
  page,
}) => {
  test.slow();
  const origin = baseURL();
  const client = guestIn(origin, 'th');
  const placed = await placeOrder(client, 'th', 'qr_code');
  const payload = placed.order.paymentInstructions!.qrCode!;
  expect(placed.redirectUrl).toContain('/payment_instruction');

  await open(page, orderUrl(origin, placed, 'payment_instruction'), 'th');
  await expect(page.getByText('โปรดชำระเงินตามขั้นตอนด้านล่าง')).toBeVisible();
  const amount = placed.order.paymentInstructions!.amount.amount;
  const qr = page.getByRole('img', { name: /QR Code พร้อมเพย์สำหรับชำระ/ });
  await expect(qr).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('QR Code นี้จะหมดอายุใน');
  await expect(page.getByText(/^ยอดที่ต้องชำระ: ฿/)).toContainText(
    amount.toLocaleString('en', { minimumFractionDigits: 2 }),
  );
  await expectNoAxeViolations(page);

  // What a banking app's camera reads off the screen.
  const png = PNG.sync.read(await (await centre(qr)).screenshot());
  const scanned = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(scanned?.data).toBe(payload);

  await client.paymentSimulator.qrPayments.create({ payload });
  await expect(statusBadge(page)).toContainText('ชำระเงินแล้ว', { timeout: 20_000 });
  await expect(qr).toHaveCount(0);
});

test('a virtual account in Indonesia: the number copies with a visible confirmation', async ({
  page,
  context,
}) => {
  const origin = baseURL();
  const placed = await placeOrder(guestIn(origin, 'id'), 'id', 'virtual_account');
  expect(placed.order.status).toBe('bank_transfer_pending');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

  await open(page, orderUrl(origin, placed, undefined, 'en'), 'id');
  const number = placed.order.paymentInstructions!.virtualAccountNumber!;
  await expect(page.getByTestId('virtual-account-number')).toHaveText(number);
  // DOKU's own words for the transfer it waits for, with the account's expiry.
  await expect(statusBadge(page)).toContainText(
    'Please transfer the total amount to the virtual account',
  );
  await expectNoAxeViolations(page);
  await (
    await centre(page.getByRole('button', { name: 'Copy the virtual account number' }))
  ).click();
  await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
    'Virtual account number copied.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
});

test('KBank: the page verifies the payment with the bank until it is paid', async ({ page }) => {
  test.slow();
  const origin = baseURL();
  const placed = await placeOrder(guestIn(origin, 'th'), 'th', 'bank_enquiry');
  expect(placed.order.status).toBe('payment_pending');

  // Back from the bank's page before paying there: verifying.
  await open(page, orderUrl(origin, placed, 'payment_pending', 'en'), 'th');
  await expect(statusBadge(page)).toContainText('We are verifying your payment with KBank');
  await expect(page.getByText('Checking your payment with the bank…')).toBeVisible();

  // The shopper approves on the bank's page (its form, from its own origin).
  const bankPage = new URL(placed.redirectUrl!, origin);
  const approved = await fetch(bankPage, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: bankPage.origin,
      'Sec-Fetch-Site': 'same-origin',
    },
    body: 'decision=approve',
  });
  expect(approved.status).toBe(303);
  await expect(statusBadge(page)).toContainText('Paid', { timeout: 20_000 });
  await expect(page.getByText('Checking your payment with the bank…')).toHaveCount(0);
});

test('a member’s orders list: signed out, sign in first; signed in, their orders link to the order', async ({
  page,
}) => {
  const origin = baseURL();
  await open(page, `${origin}/account/orders`, 'my');
  await expect(page).toHaveURL(`${origin}/sign_in?return_to=%2Faccount%2Forders`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');

  const cookies = createMemoryCookieStore();
  const member = guestIn(origin, 'my', cookies);
  await member.auth.token.create({
    grant_type: 'password',
    email: 'white.member@example.com',
    password: 'Beauty#2026',
  });
  const placed = await placeOrder(member, 'my', 'card');
  await page.context().addCookies(
    Object.entries(cookies.getAll()).map(([name, value]) => ({
      name,
      // As the browser's own store writes them (the account cookie is JSON).
      value: encodeURIComponent(value),
      url: origin,
    })),
  );

  await open(page, `${origin}/account/orders`, 'my');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders');
  const row = page.locator(`tr[data-order="${placed.order.number}"]`);
  await expect(row).toContainText('Paid');
  await (
    await centre(row.getByRole('link', { name: `View order ${placed.order.number}` }))
  ).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${placed.order.id}$`));
  await expect(statusBadge(page)).toContainText('Paid');
});

// The sandbox (order states moved by the API) exists outside production mode only: the sandbox
// shop.
test.describe('order states in the sandbox', () => {
  test('an expired QR code paid again with a new one, as the sandbox moves a real order @mobile', async ({
    page,
  }) => {
    test.slow();
    const placed = await placeOrder(guestIn(SANDBOX_ORIGIN, 'th'), 'th', 'qr_code');

    await open(page, `${SANDBOX_ORIGIN}/sandbox/order-states?language=en`, 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order states');
    await (await centre(page.getByLabel('Order id'))).fill(String(placed.order.id));
    await page.getByRole('button', { name: 'Show its next statuses' }).click();
    await (await centre(page.getByRole('checkbox', { name: 'QR code expired' }))).click();
    await (await centre(page.getByRole('button', { name: 'payment_failed', exact: true }))).click();
    const moved = page.getByRole('region', { name: 'Move the order to' });
    await expect(moved.locator('[data-status="payment_failed"]')).toContainText(
      'The QR code has expired',
    );

    // The order page's payment-failed alias: the QR-expired state, and paying again.
    await open(page, orderUrl(SANDBOX_ORIGIN, placed, 'payment_failed', 'en'), 'th');
    await expect(page.getByTestId('qr-expired')).toContainText(
      'The QR code has expired. Please retry your payment.',
    );
    await expectNoAxeViolations(page);
    const firstPayload = placed.order.paymentInstructions!.qrCode!;
    await (await centre(page.getByRole('button', { name: 'Retry payment' }))).click();
    // A new QR code to scan, in the shopper's language, with its own countdown.
    await expect(page).toHaveURL(/\/payment_instruction\?token=[\w-]+&language=en$/);
    const qr = page.getByRole('img', { name: /PromptPay QR code to pay/ });
    await expect(qr).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('This QR code expires in');
    const token = new URL(page.url()).searchParams.get('token')!;
    const client = guestIn(SANDBOX_ORIGIN, 'th');
    const { data: retried } = await client.orders.get(placed.order.id, { token });
    const payload = retried.paymentInstructions!.qrCode!;
    expect(payload).not.toBe(firstPayload);
    const png = PNG.sync.read(await (await centre(qr)).screenshot());
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(payload);
    await client.paymentSimulator.qrPayments.create({ payload });
    await expect(statusBadge(page)).toContainText('Paid', { timeout: 20_000 });
  });

  test('a blocked payment: contact customer support', async ({ page }) => {
    test.slow();
    const placed = await placeOrder(guestIn(SANDBOX_ORIGIN, 'th'), 'th', 'qr_code');
    await open(page, `${SANDBOX_ORIGIN}/sandbox/order-states?language=en`, 'th');
    await (await centre(page.getByLabel('Order id'))).fill(String(placed.order.id));
    await page.getByRole('button', { name: 'Show its next statuses' }).click();
    await (
      await centre(page.getByRole('button', { name: 'payment_blocked', exact: true }))
    ).click();
    await expect(
      page.getByRole('button', { name: 'payment_cancelled', exact: true }),
    ).toBeVisible();
    await open(page, orderUrl(SANDBOX_ORIGIN, placed, undefined, 'en'), 'th');
    await expect(statusBadge(page)).toContainText('Payment unsuccessful');
    await expect(
      statusBadge(page).getByRole('link', { name: 'contact customer support' }),
    ).toHaveAttribute('href', /\/store-locations/);
    // Customer service decides a blocked payment: no paying again, on the failure page either.
    await open(page, orderUrl(SANDBOX_ORIGIN, placed, 'payment_failed', 'en'), 'th');
    await expect(
      page.getByText('Your payment was blocked.', { exact: false }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry payment' })).toHaveCount(0);
  });
});
