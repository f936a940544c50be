import type { APIRequestContext, Page } from '@playwright/test';
import { COUNTRY_COOKIE, expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { SANDBOX_ORIGIN } from './shops';
import { REQUIRED_CONSENTS } from './purchases';

// Reset and unlock links are read from the API's outbox (`sandbox/mail`), and Google is played by
// the API's OIDC stand-in: both exist outside production mode only, so these tests run on the
// sandbox shop.
const ORIGIN = SANDBOX_ORIGIN;
const API = `${ORIGIN}/api/web/v1`;
const PASSWORD = 'Blossom#2026';

/** A fresh address per test and run: registration refuses one taken. */
const newEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/** Opens a page of the accounts shop as a returning shopper in Singapore, once hydrated. */
async function open(page: Page, path: string): Promise<void> {
  await page.context().addCookies([{ name: COUNTRY_COOKIE, value: 'sg', url: ORIGIN }]);
  await page.goto(`${ORIGIN}${path}`);
  await expectHydrated(page.locator('body'));
}

/** Registers a member through the API (set-up, not what is tested). */
async function registerMember(request: APIRequestContext, email: string, firstName = 'Nadia') {
  const answer = await request.post(`${API}/user`, {
    headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en' },
    data: {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      firstName,
      lastName: 'Rahman',
      phone: null,
      birthday: null,
      consents: REQUIRED_CONSENTS,
    },
  });
  expect(answer.status()).toBe(201);
}

/** The link of the newest email of a kind queued for an address, from the API's outbox. */
async function mailedLink(request: APIRequestContext, to: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`${API}/sandbox/mail?to=${encodeURIComponent(to)}`);
      const mails = ((await answer.json()) as { data: { kind: string; data: { link: string } }[] })
        .data;
      link = mails.filter((mail) => mail.kind === kind).at(-1)?.data.link;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Calls the API from the page, as its own script would: the browser's cookies (the session's are
 * `Secure`, which the browser sends to localhost) and its client address.
 */
function callFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(`/api/web/v1/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Site-Country': 'sg' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answer.status;
    },
    { method, path, body },
  );
}

/** Waits until a form of the page works: its button is enabled once the page is interactive. */
async function formReady(page: Page, button: string) {
  await expect(page.getByRole('button', { name: button, exact: true })).toBeEnabled();
}

async function signInWithForm(page: Page, email: string, password: string) {
  await formReady(page, 'Sign in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('accounts', () => {
  test('register with the consents and the live checklist, sign out, sign in where return_to says', async ({
    page,
  }) => {
    test.slow();
    const email = newEmail('mei');
    await open(page, `/register?return_to=${encodeURIComponent('/brands')}`);
    await formReady(page, 'Create account');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('Mei');
    await page.getByLabel('Last name').fill('Tan');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    const password = page.getByLabel('Password', { exact: true });
    const rule = (code: string) => page.locator(`[data-code="${code}"]`);
    await password.fill('blossom');
    await expect(rule('AUTH_MS_PV_001')).toHaveAttribute('data-met', 'false');
    await expect(rule('AUTH_MS_PV_004')).toHaveAttribute('data-met', 'false');
    await password.fill(PASSWORD);
    for (const code of ['001', '002', '003', '004', '005']) {
      await expect(rule(`AUTH_MS_PV_${code}`)).toHaveAttribute('data-met', 'true');
    }
    await page.getByLabel('Confirm password').fill('Blossom#2025');
    await expect(page.getByText('Password does not match.', { exact: true })).toBeVisible();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await expect(page.getByText('Password does not match.', { exact: true })).toHaveCount(0);

    // The consents are enforced: nothing is sent until the three required ones are ticked.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please tick this box to continue.', { exact: true })).toHaveCount(
      3,
    );
    await expect(page).toHaveURL(/\/register/);
    await expect(
      page.getByRole('link', { name: 'Privacy Policy (opens in a new tab)', exact: true }).first(),
    ).toHaveAttribute('href', '/privacy');
    await expect(
      page.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)', exact: true }),
    ).toHaveAttribute('href', '/terms?section=beauty-pass#section-beauty-pass');
    await page.getByRole('checkbox', { name: /collection and use/ }).click();
    await page.getByRole('checkbox', { name: /third parties/ }).click();
    await page.getByRole('checkbox', { name: /over 14/ }).click();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(`${ORIGIN}/brands`);
    await expect(page.getByText('Welcome to Beauty Pass, Mei!', { exact: true })).toBeVisible();
    await expect(page.getByTestId('member-greeting')).toHaveText('Hi, Mei');
    const cookies = await page.context().cookies(ORIGIN);
    expect(cookies.find((cookie) => cookie.name === 'jwt-signature')?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === 'jwt-refresh-token')?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === 'luxola-account')?.value).toContain('Mei');

    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByText('You have been signed out.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}/`);
    await expect(page.getByTestId('member-greeting')).toHaveCount(0);

    // Another site as return_to: the member lands on the home page instead.
    await open(page, `/sign_in?return_to=${encodeURIComponent('https://evil.example/')}`);
    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByText('Welcome back, Mei!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}/`);
    expect(await callFromPage(page, 'DELETE', 'sessions')).toBe(200);

    // A page of the shop as return_to is kept; a wrong password says only that it failed.
    await open(page, `/sign_in?return_to=${encodeURIComponent('/brands?a=1')}`);
    await expectNoAxeViolations(page);
    await signInWithForm(page, email, 'Wrong#2026');
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'Authentication failed.' }),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${ORIGIN}/brands?a=1`);
  });

  test('password reset by the emailed link, refused as expired once used', async ({
    page,
    request,
  }) => {
    const email = newEmail('reset');
    await registerMember(request, email);
    await open(page, '/sign_in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await formReady(page, 'Send reset link');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const neutral = `If an account exists for ${email}, you will receive an email with a link to reset your password.`;
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: neutral }),
    ).toBeVisible();
    // An unknown email gets the very same answer.
    const unknown = newEmail('nobody');
    await page.getByRole('textbox', { name: 'Email' }).fill(unknown);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: unknown }),
    ).toBeVisible();

    const link = await mailedLink(request, email, 'password_reset');
    expect(link).toMatch(/^\/reset-password\?token=/);
    await open(page, link);
    await formReady(page, 'Change password');
    const password = page.getByLabel('New password');
    await password.fill(PASSWORD);
    await expect(page.locator('[data-code="AUTH_MS_PV_006"]')).toHaveAttribute('data-met', 'true');
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    // The API holds a new password to rule 006: not the current one.
    await expect(
      page.getByText('Please check the highlighted fields.', { exact: true }),
    ).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill('Orchid#2027');
    await page.getByLabel('Confirm password').fill('Orchid#2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password has been changed. Please sign in with your new password.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}/sign_in`);

    await open(page, link);
    await formReady(page, 'Change password');
    await page.getByLabel('New password').fill('Lotus#2028');
    await page.getByLabel('Confirm password').fill('Lotus#2028');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'has expired' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

    await open(page, '/sign_in');
    await signInWithForm(page, email, 'Orchid#2027');
    await expect(page.getByTestId('member-greeting')).toHaveText('Hi, Nadia');
  });

  test('a blocked attempt shows its reference ID; the emailed unlock link lifts the block', async ({
    page,
    request,
  }) => {
    const email = newEmail('blocked');
    await registerMember(request, email, 'Siti');
    await open(page, '/sign_in');
    // Five wrong passwords from this browser (the API's limit per email and client).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const body = { grant_type: 'password', email, password: 'Wrong#2026' };
      expect(await callFromPage(page, 'POST', 'auth/token', body)).toBe(401);
    }
    await signInWithForm(page, email, PASSWORD);
    const blocked = page
      .getByRole('alert')
      .filter({ hasText: 'This sign-in attempt was blocked.' });
    await expect(blocked).toContainText(/quote this reference ID: SI-[0-9A-F]{10}/);
    await expect(blocked.getByRole('link', { name: 'contact customer support' })).toBeVisible();

    await blocked.getByRole('link', { name: 'Unlock your account' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/users/unlock`);
    await formReady(page, 'Send unlock link');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send unlock link' }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: `If an account exists for ${email}` }),
    ).toBeVisible();
    const link = await mailedLink(request, email, 'account_unlock');
    await open(page, link);
    await formReady(page, 'Unlock my account');
    await page.getByRole('button', { name: 'Unlock my account' }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Your account is unlocked.' }),
    ).toBeVisible();

    await open(page, '/sign_in');
    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByTestId('member-greeting')).toHaveText('Hi, Siti');
  });

  test('sign out everywhere ends the member’s session on their other devices', async ({
    page,
    browser,
    request,
  }) => {
    const email = newEmail('everywhere');
    await registerMember(request, email, 'Ploy');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await open(otherPage, '/');
    const body = { grant_type: 'password', email, password: PASSWORD };
    expect(await callFromPage(otherPage, 'POST', 'auth/token', body)).toBe(200);
    expect(await callFromPage(otherPage, 'GET', 'user')).toBe(200);

    await open(page, '/sign_in');
    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByTestId('member-greeting')).toHaveText('Hi, Ploy');
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await expect(
      page.getByText('You have been signed out of all devices.', { exact: true }),
    ).toBeVisible();
    expect(await callFromPage(otherPage, 'GET', 'user')).toBe(401);
    await other.close();
  });

  test('Google through the stand-in: an unlinked account registers and links, then signs in', async ({
    page,
  }) => {
    test.slow();
    const email = newEmail('google');
    const subject = `google-${Date.now()}`;
    const chooseGoogleAccount = async () => {
      await formReady(page, 'Continue with Google');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page.getByRole('heading', { name: /local stand-in/ })).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByLabel(/Subject/).fill(subject);
      await page.getByRole('button', { name: 'Continue' }).click();
    };

    await open(page, `/sign_in?return_to=${encodeURIComponent('/brands')}`);
    await chooseGoogleAccount();
    await expect(page).toHaveURL(/\/register\?return_to=%2Fbrands/);
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: 'Google account not yet linked, please register.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await page.getByLabel('First name').fill('Gita');
    await page.getByLabel('Last name').fill('Sari');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /collection and use/ }).click();
    await page.getByRole('checkbox', { name: /third parties/ }).click();
    await page.getByRole('checkbox', { name: /over 14/ }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/brands`);
    expect(await callFromPage(page, 'DELETE', 'sessions')).toBe(200);

    // Linked now: the same Google account signs straight in.
    await open(page, `/sign_in?return_to=${encodeURIComponent('/store-locations')}`);
    await chooseGoogleAccount();
    await expect(page).toHaveURL(`${ORIGIN}/store-locations`);
    await expect(page.getByText('Welcome back, Gita!', { exact: true })).toBeVisible();
  });

  test('a phone signs in from the header and sees the member’s sign-out @mobile', async ({
    page,
    request,
  }) => {
    const email = newEmail('phone');
    await registerMember(request, email, 'Dara');
    await open(page, '/brands');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/sign_in?return_to=%2Fbrands`);
    await expectNoAxeViolations(page);
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(`${ORIGIN}/brands`);
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  });
});
