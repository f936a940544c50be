import type { CountryCode } from '@beauty/i18n';
import type { Page, Request } from '@playwright/test';
import {
  baseURL,
  CONSENT_COOKIE,
  dataLayerEvents,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  rememberCountry,
  test,
} from './fixtures';
import { REQUIRED_CONSENTS } from './purchases';

// A guest's purchase with every kind of payment method the countries offer (the API's seed: card,
// Apple Pay and Atome in Singapore; KBank and PromptPay in Thailand; a virtual account and Kredivo
// in Indonesia; cash on delivery in the Philippines; card in Hong Kong), in English, Thai and
// Chinese. The bag is filled through the API; the order
// page that follows is the orders helper's: here, where the shopper lands and the order's status.

/** The simulator's test cards (`payment-simulator/cards.ts`). */
const CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
};

/** A postcode and mobile number each country's rules accept. */
const ADDRESSES: Partial<Record<CountryCode, { postalCode: string; mobile: string }>> = {
  sg: { postalCode: '238801', mobile: '91234567' },
  th: { postalCode: '10330', mobile: '812345678' },
  id: { postalCode: '10310', mobile: '81234567890' },
  hk: { postalCode: '', mobile: '51234567' },
  ph: { postalCode: '1226', mobile: '9171234567' },
};

interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** An API call from the page, with its cookies (the guest's device, the member's session). */
function api<T>(page: Page, country: CountryCode, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ country, method, path, body }) => {
      const response = await fetch(`/api/web/v1/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Site-Country': country },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() } as Answer;
    },
    { country, method, path, body },
  ) as Promise<Answer<T>>;
}

/** Opens the shop's origin as a returning shopper of `country`, without rendering a page. */
async function arrive(page: Page, country: CountryCode) {
  await rememberCountry(page, country);
  await page.goto('/api/web/v1/layouts');
}

interface Variant {
  id: number;
  inventory: number;
  availableInCountry: boolean;
  purchaseLimit: number | null;
}

/** Puts an item in the guest's bag: the `pick`-th of the country's well-stocked variants. */
async function fillBag(page: Page, country: CountryCode, pick = 0) {
  const listed = await api<{ data: Variant[] }>(
    page,
    country,
    'GET',
    'variants?perPage=60&inStock=true',
  );
  const stocked = listed.body.data.filter(
    (variant) => variant.availableInCountry && variant.inventory >= 20 && !variant.purchaseLimit,
  );
  const variant = stocked[pick % stocked.length]!;
  const added = await api(page, country, 'POST', 'cart/line-items', {
    variantId: variant.id,
    quantity: 1,
  });
  expect(added.status).toBeLessThan(300);
  return variant;
}

/** Opens the checkout and waits until its form is there. */
async function openCheckout(page: Page, query = '') {
  await page.goto(`/checkout${query}`);
  await expectHydrated(page.locator('body'));
  await expect(page.locator('form input[name="fullName"]')).toBeVisible({ timeout: 30_000 });
}

interface Purchase {
  country: CountryCode;
  /** The payment method's label as the page shows it. */
  method: RegExp;
  card?: string;
  /** Labels in the page's language (English unless told). */
  labels?: Partial<typeof ENGLISH>;
  registrationNumber?: string;
}

const ENGLISH = {
  fullName: 'Full name',
  email: 'Email',
  mobile: 'Mobile number',
  address: 'Address',
  city: 'City',
  postcode: 'Postcode',
  standard: /Standard delivery/,
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code (CVC)',
  consents: [/collection and use/, /disclosure/, /over 14/],
  placeOrder: 'Place order',
};

/** Fills the checkout as a guest (details kept from an earlier order stay), ready to place. */
async function fillCheckout(page: Page, purchase: Purchase) {
  const labels = { ...ENGLISH, ...purchase.labels };
  const { postalCode, mobile } = ADDRESSES[purchase.country]!;
  await page.getByLabel(labels.fullName).fill('Mei Tan');
  await page.getByLabel(labels.email, { exact: true }).fill('mei.tan@example.com');
  await page.getByLabel(labels.mobile).fill(mobile);
  if (purchase.registrationNumber) {
    await page.locator('input[name="registrationNumber"]').fill(purchase.registrationNumber);
  }
  await page.getByRole('radio', { name: labels.standard }).check();
  await page.getByLabel(labels.address, { exact: true }).fill('1 Orchard Road');
  await page.getByLabel(labels.city).fill('Central');
  if (postalCode) await page.getByLabel(labels.postcode).fill(postalCode);
  await page.getByRole('radio', { name: purchase.method }).check();
  if (purchase.card) {
    await page.getByLabel(labels.cardNumber).fill(purchase.card);
    await page.getByLabel(labels.expiry).fill('12/35');
    await page.getByLabel(labels.cvc).fill('123');
  }
  for (const consent of labels.consents) {
    await page.getByRole('checkbox', { name: consent }).check();
  }
}

/** Fills the checkout as a guest and places the order. */
async function checkOut(page: Page, purchase: Purchase) {
  await fillCheckout(page, purchase);
  await page.getByRole('button', { name: { ...ENGLISH, ...purchase.labels }.placeOrder }).click();
}

/** The order a guest landed on, read with the access token of the page's URL. */
async function landedOrder(page: Page, country: CountryCode, alias: string) {
  await expect(page).toHaveURL(new RegExp(`/orders/\\d+${alias}\\?(.*&)?token=`));
  const url = new URL(page.url());
  const id = /\/orders\/(\d+)/.exec(url.pathname)![1];
  const token = url.searchParams.get('token')!;
  const order = await api<{ data: { status: string; paymentMethod: { id: string } } }>(
    page,
    country,
    'GET',
    `orders/${id}?token=${encodeURIComponent(token)}`,
  );
  expect(order.status).toBe(200);
  return order.body.data;
}

/**
 * Safari's Apple Pay for Chromium: an `ApplePaySession` that plays the sheet as a shopper who pays
 * at once would, its card authorised by the shop's payment simulator for the total the sheet shows.
 * Records in the tab's session storage (`applePaySheet`, kept through the navigation that
 * follows) whether it was begun in the click that created it, and what the shop told it.
 */
async function standInApplePay(page: Page) {
  await page.addInitScript(() => {
    const sheet = { begunInClick: false, calls: [] as string[], total: '' };
    const record = (call?: string) => {
      if (call) sheet.calls.push(call);
      sessionStorage.setItem('applePaySheet', JSON.stringify(sheet));
    };
    let clicking = false;
    // A click's own task: what runs during its dispatch, before any awaited answer.
    document.addEventListener('click', () => (clicking = true), true);
    document.addEventListener('click', () => setTimeout(() => (clicking = false)), false);
    class StandInSession {
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      static supportsVersion = () => true;
      static canMakePayments = () => true;
      onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
      onpaymentmethodselected: ((event: unknown) => void) | null = null;
      onpaymentauthorized: ((event: unknown) => void) | null = null;
      oncancel: (() => void) | null = null;
      constructor(
        _version: number,
        readonly request: { currencyCode: string; total: { amount: string } },
      ) {
        sheet.total = request.total.amount;
        record();
      }
      begin() {
        sheet.begunInClick = clicking;
        record('begin');
        this.onvalidatemerchant?.({
          validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        });
      }
      abort() {
        record('abort');
      }
      completeMerchantValidation() {
        record('merchant validated');
        this.onpaymentmethodselected?.({ paymentMethod: { type: 'credit' } });
      }
      async completePaymentMethodSelection(update: { newTotal: { amount: string } }) {
        sheet.total = update.newTotal.amount;
        record('total shown');
        const answer = await fetch('/api/web/v1/payment-simulator/apple-pay/payment-data', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ amount: sheet.total, currencyCode: this.request.currencyCode }),
        });
        const { data } = (await answer.json()) as { data: { paymentData: unknown } };
        this.onpaymentauthorized?.({ payment: { token: { paymentData: data.paymentData } } });
      }
      completePayment(result: { status: number }) {
        record(result.status === 0 ? 'paid' : 'failed');
      }
    }
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = StandInSession;
  });
}

/** Decides on the payment provider's page (3-D Secure, the bank, buy now pay later). */
async function decide(page: Page, heading: string, button: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('button', { name: button }).click();
}

test.describe('checkout', () => {
  test('a guest pays by card with 3-D Secure, the fraud token going with the order @mobile', async ({
    page,
  }) => {
    test.slow();
    // The fraud-prevention provider's script: here a stand-in that issues a token.
    await page.route('https://cdn4.forter.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "document.dispatchEvent(new CustomEvent('ftr:tokenReady', { detail: 'ftr_e2e' }));",
      }),
    );
    await arrive(page, 'sg');
    // Cookies accepted: the tag manager hears of the checkout (held otherwise).
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'granted', url: baseURL() }]);
    // An empty bag has nothing to check out.
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });

    await fillBag(page, 'sg', 0);
    await openCheckout(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect.poll(() => dataLayerEvents(page, 'begin_checkout')).toHaveLength(1);
    // The country's calling code is chosen for the mobile number.
    await expect(page.getByLabel('Calling code')).toHaveValue('+65');
    // Validated as the shopper types: the postcode follows Singapore's rule.
    await page.getByRole('radio', { name: /Standard delivery/ }).check();
    await page.getByLabel('Postcode').fill('1234');
    await page.getByLabel('Postcode').blur();
    await expect(page.getByText('Invalid postcode')).toBeVisible();
    await expectNoAxeViolations(page);
    // The place-order button waits for the compulsory consents.
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    // What a guest accepts here: the order terms.
    await expect(
      page.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)', exact: true }),
    ).toHaveAttribute('href', '/terms?section=orders#section-orders');

    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/api\/web\/v1\/orders$/.test(request.url()),
    );
    await fillCheckout(page, {
      country: 'sg',
      method: /Credit or debit card/,
      card: CARDS.threeDSecure,
    });
    // Pushed when the method is picked, read before placing the order takes the shopper away.
    await expect
      .poll(() => dataLayerEvents(page, 'add_payment_info'))
      .toEqual([
        expect.objectContaining({ ecommerce: expect.objectContaining({ payment_type: 'card' }) }),
      ]);
    await page.getByRole('button', { name: 'Place order' }).click();
    // A guest's consents go with the order: the API refuses it without them.
    expect((await created).postDataJSON()).toMatchObject({
      forterToken: 'ftr_e2e',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/),
      consents: REQUIRED_CONSENTS,
    });
    await decide(page, '3-D Secure check', 'Pass');
    const order = await landedOrder(page, 'sg', '/confirmation');
    expect(order.status).toBe('paid');
  });

  test('a declined card and a failed 3-D Secure check end as failed payments', async ({ page }) => {
    test.slow();
    await arrive(page, 'sg');
    await fillBag(page, 'sg', 1);
    await openCheckout(page);
    await checkOut(page, { country: 'sg', method: /Credit or debit card/, card: CARDS.declined });
    expect((await landedOrder(page, 'sg', '/payment_failed')).status).toBe('payment_failed');

    await fillBag(page, 'sg', 2);
    await openCheckout(page);
    await checkOut(page, {
      country: 'sg',
      method: /Credit or debit card/,
      card: CARDS.threeDSecure,
    });
    await decide(page, '3-D Secure check', 'Fail');
    await expect
      .poll(async () => (await landedOrder(page, 'sg', '/confirmation')).status)
      .toBe('payment_failed');
  });

  test('Apple Pay, and Atome approved then cancelled', async ({ page }) => {
    test.slow();
    await standInApplePay(page);
    await arrive(page, 'sg');
    await fillBag(page, 'sg', 3);
    await openCheckout(page);
    await checkOut(page, { country: 'sg', method: /Apple Pay/ });
    const wallet = await landedOrder(page, 'sg', '/confirmation');
    expect(wallet).toMatchObject({ status: 'paid', paymentMethod: { id: 'apple_pay' } });
    // The sheet was begun in the click itself, validated, showed the saved total, and paid.
    const sheet: unknown = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('applePaySheet'))) ?? 'null',
    );
    expect(sheet).toMatchObject({
      begunInClick: true,
      calls: ['begin', 'merchant validated', 'total shown', 'paid'],
    });

    await fillBag(page, 'sg', 4);
    await openCheckout(page);
    await checkOut(page, { country: 'sg', method: /Atome/ });
    await decide(page, 'Pay later', 'Approve');
    expect((await landedOrder(page, 'sg', '/confirmation')).status).toBe('paid');

    await fillBag(page, 'sg', 5);
    await openCheckout(page);
    await checkOut(page, { country: 'sg', method: /Atome/ });
    await decide(page, 'Pay later', 'Cancel');
    expect((await landedOrder(page, 'sg', '/confirmation')).status).toBe('payment_cancelled');
  });

  test('in Thai: PromptPay shows the instructions, KBank goes to the bank and back', async ({
    page,
  }) => {
    test.slow();
    const thai = {
      fullName: 'ชื่อ-นามสกุล',
      email: 'อีเมล',
      mobile: 'หมายเลขโทรศัพท์มือถือ',
      address: 'ที่อยู่',
      city: 'เมือง',
      postcode: 'รหัสไปรษณีย์',
      standard: /จัดส่งแบบมาตรฐาน/,
      consents: [/เก็บรวบรวม/, /เปิดเผย/, /14 ปี/],
      placeOrder: 'สั่งซื้อ',
    };
    await arrive(page, 'th');
    await fillBag(page, 'th', 0);
    await openCheckout(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ชำระเงิน' })).toBeVisible();
    await expect(page.getByLabel(thai.mobile)).toBeVisible();
    await checkOut(page, { country: 'th', method: /PromptPay/, labels: thai });
    expect((await landedOrder(page, 'th', '/payment_instruction')).status).toBe('payment_pending');

    await fillBag(page, 'th', 1);
    await openCheckout(page);
    await checkOut(page, { country: 'th', method: /KBank/, labels: thai });
    await decide(page, 'KBank payment', 'Approve');
    const order = await landedOrder(page, 'th', '/confirmation');
    expect(order.paymentMethod.id).toBe('kbank');
  });

  test('in Indonesia: the NIK is asked for; a virtual account shows its instructions, Kredivo pays', async ({
    page,
  }) => {
    test.slow();
    await arrive(page, 'id');
    await fillBag(page, 'id', 0);
    await openCheckout(page, '?language=en');
    await checkOut(page, {
      country: 'id',
      method: /virtual account/,
      registrationNumber: '3171234567890123',
    });
    expect((await landedOrder(page, 'id', '/payment_instruction')).status).toBe(
      'bank_transfer_pending',
    );

    await fillBag(page, 'id', 1);
    await openCheckout(page, '?language=en');
    await checkOut(page, {
      country: 'id',
      method: /Kredivo/,
      registrationNumber: '3171234567890123',
    });
    await decide(page, 'Pay later', 'Approve');
    expect((await landedOrder(page, 'id', '/confirmation')).status).toBe('paid');
  });

  test('in the Philippines: cash on delivery confirms the order at once', async ({ page }) => {
    await arrive(page, 'ph');
    await fillBag(page, 'ph', 0);
    await openCheckout(page);
    await checkOut(page, { country: 'ph', method: /Cash on delivery/ });
    expect((await landedOrder(page, 'ph', '/confirmation')).status).toBe('cod');
  });

  test('in Chinese: click and collect from the nearest store, paid by card after 3-D Secure, back in Chinese', async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(['geolocation'], { origin: baseURL() });
    // Near Causeway Bay.
    await context.setGeolocation({ latitude: 22.28, longitude: 114.183 });
    await arrive(page, 'hk');
    await fillBag(page, 'hk', 0);
    await openCheckout(page, '?language=zh');
    await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
    await page.getByLabel('全名').fill('陳美');
    await page.getByLabel('電郵', { exact: true }).fill('mei.chan@example.com');
    await page.getByLabel('手提電話號碼').fill(ADDRESSES.hk!.mobile);
    await page.getByRole('radio', { name: /網購店取/ }).check();
    await page.getByRole('button', { name: '按與我的距離排列分店' }).click();
    const stores = page.getByRole('radiogroup', { name: '取貨分店' }).getByRole('radio');
    await expect(page.getByText(/距離 [\d.]+ 公里/).first()).toBeVisible();
    await stores.first().check();
    await page.getByRole('radio', { name: /信用卡或扣賬卡/ }).check();
    await page.getByLabel('卡號').fill(CARDS.threeDSecure);
    await page.getByLabel('到期日（MM/YY）').fill('12/35');
    await page.getByLabel('安全碼（CVC）').fill('123');
    for (const consent of [/收集及使用/, /第三方/, /14 歲/]) {
      await page.getByRole('checkbox', { name: consent }).check();
    }
    await page.getByRole('button', { name: '確認下單' }).click();
    // The bank's page, then back to the order in the shopper's language (not Hong Kong's first).
    await decide(page, '3-D Secure check', 'Pass');
    await expect(page).toHaveURL(/\/orders\/\d+\/confirmation\?token=[\w-]+&language=zh$/);
    expect((await landedOrder(page, 'hk', '/confirmation')).status).toBe('paid');
    await expect(page.getByRole('heading', { name: '感謝您的訂購！' })).toBeVisible();
  });

  test('a double click and a lost answer still make one order', async ({ page }) => {
    test.slow();
    await arrive(page, 'sg');
    // A member of their own, so their order history counts this test's orders only.
    const email = `checkout.${Date.now()}@example.com`;
    const password = 'Beauty#2026';
    const created = await api(page, 'sg', 'POST', 'user', {
      email,
      password,
      passwordConfirmation: password,
      firstName: 'Mei',
      lastName: 'Tan',
      phone: null,
      birthday: null,
      consents: REQUIRED_CONSENTS,
    });
    expect(created.status).toBeLessThan(300);
    const signedIn = await api(page, 'sg', 'POST', 'auth/token', {
      grant_type: 'password',
      email,
      password,
    });
    expect(signedIn.status).toBe(200);
    await fillBag(page, 'sg', 6);
    await openCheckout(page);

    // The first answer is lost on its way back: the order was placed, the page never heard.
    const creates: Request[] = [];
    let lost = false;
    await page.route('**/api/web/v1/orders', async (route) => {
      creates.push(route.request());
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByLabel('Full name').fill('Mei Tan');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Mobile number').fill('91234567');
    await page.getByRole('radio', { name: /Standard delivery/ }).check();
    await page.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
    await page.getByLabel('City').fill('Singapore');
    await page.getByLabel('Postcode').fill('238801');
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    await page.getByLabel('Card number').fill(CARDS.pays);
    await page.getByLabel('Expiry date (MM/YY)').fill('12/35');
    await page.getByLabel('Security code (CVC)').fill('123');
    // A member gave their consents when joining.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(
      page.getByText('We could not reach our shop to confirm your order.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orders\/\d+\/confirmation/);

    // Both requests were the same attempt, and the member has one order.
    expect(creates).toHaveLength(2);
    expect(creates[1]!.postDataJSON()).toEqual(creates[0]!.postDataJSON());
    const orders = await api<{ meta: { total: number } }>(page, 'sg', 'GET', 'orders');
    expect(orders.body.meta.total).toBe(1);
  });

  test('a bag changed in another tab is read again and the shopper told', async ({ page }) => {
    await arrive(page, 'sg');
    await fillBag(page, 'sg', 7);
    await openCheckout(page);
    await fillBag(page, 'sg', 8);
    await checkOut(page, { country: 'sg', method: /Atome/ });
    await expect(
      page.getByText('Your bag has changed. Please review your order before paying.'),
    ).toBeVisible();
    await expect(page.getByText('The items in your bag have changed.')).toBeVisible();
    await expect(page.getByText(/The total is now/)).toBeVisible();
    // Reviewed, the order goes through.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Pay later' })).toBeVisible();
  });
});
