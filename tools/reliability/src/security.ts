// The security suite, against the production server behind nginx: the open-redirect corpus in
// Chromium, cookie flags and lifetimes, authorisation on member, order and booking routes,
// cross-site writes, and the Content-Security-Policy of every page, checkout and payment pages
// included. (Sign-in throttling across instances is in scale-out.)
import { createServer } from 'node:http';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../playwright-chromium.js';
import { REDIRECT_PAYLOADS } from '../../../apps/storefront/e2e/redirect-payloads.js';
import { exactly, holds } from './figures.js';
import { cardToken, guest, ok, orderBody, readyCheckout, variantInStock } from './flows.js';
import type { Harness } from './harness.js';
import { operationsOf } from './fuzz.js';
import { registration, Shopper } from './shopper.js';

const section = 'Security';

/** A returning shopper's cookies: the country chosen (no welcome overlay), cookies answered. */
export async function returningShopper(
  context: BrowserContext,
  base: string,
  country = 'sg',
): Promise<void> {
  await context.addCookies([
    { name: 'locale', value: country, url: base },
    { name: 'consent', value: 'granted', url: base },
  ]);
}

/** Waits until React has hydrated `selector` (its props are on the element): it then handles events. */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return (
        element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'))
      );
    },
    selector,
    { timeout: 30_000 },
  );
}

/** Links of the page (as hydrated) that leave the shop or use a dangerous protocol. */
function offShopLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href], form[action]')]
      .map((element) => element.getAttribute('href') ?? element.getAttribute('action') ?? '')
      .filter((href) => {
        const resolved = new URL(href, location.href);
        return (
          /^(javascript|data|vbscript):/i.test(resolved.protocol) ||
          (resolved.origin !== location.origin && /evil/i.test(resolved.href))
        );
      }),
  );
}

async function openRedirects(
  context: BrowserContext,
  base: string,
  email: string,
  password: string,
  short: boolean,
) {
  const origin = new URL(base).origin;
  const page = await context.newPage();
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const leaks: string[] = [];
  await returningShopper(context, base);
  // Every payload on every page that takes return_to: no link off the shop.
  const checked = short
    ? REDIRECT_PAYLOADS.filter((_, index) => index % 6 === 0)
    : REDIRECT_PAYLOADS;
  for (const path of ['/sign_in', '/register']) {
    for (const payload of checked) {
      await page.goto(`${path}?return_to=${encodeURIComponent(payload)}`);
      await hydrated(page, 'form:has(input[type=password]) button[type=submit]');
      for (const href of await offShopLinks(page))
        leaks.push(`${path} ${JSON.stringify(payload)}: ${href}`);
    }
  }
  // Signing in for real with a payload: the browser lands on the shop.
  const followed = short
    ? REDIRECT_PAYLOADS.filter((_, index) => index % 10 === 1)
    : REDIRECT_PAYLOADS;
  for (const payload of followed) {
    await context.clearCookies();
    await returningShopper(context, base);
    await page.goto(`/sign_in?return_to=${encodeURIComponent(payload)}`);
    const form = page.locator('form:has(input[type=password])');
    await hydrated(page, 'form:has(input[type=password]) button[type=submit]');
    await form.locator('input[type=email]').fill(email);
    await form.locator('input[type=password]').first().fill(password);
    await form.locator('button[type=submit]').click();
    await page
      .waitForURL((url) => !url.pathname.startsWith('/sign_in'), { timeout: 20_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const landed = new URL(page.url());
    if (landed.origin !== origin || landed.pathname.startsWith('/sign_in')) {
      leaks.push(`signed in with ${JSON.stringify(payload)}: landed on ${page.url()}`);
    }
  }
  // The country chooser only ever opens the shop's home page.
  for (const payload of ['//evil.example', 'https://evil.example', 'javascript:alert(1)']) {
    const answer = await fetch(
      `${base}/choose-country?country_code=th&return_to=${encodeURIComponent(payload)}`,
      {
        redirect: 'manual',
      },
    );
    const location = answer.headers.get('location') ?? '';
    if (new URL(location, base).origin !== origin)
      leaks.push(`/choose-country ${payload}: ${location}`);
  }
  await page.close();
  exactly(
    section,
    `open-redirect corpus (${checked.length} payloads on /sign_in and /register, ${followed.length} sign-ins followed): links or landings off the shop`,
    leaks.length,
    0,
    leaks.slice(0, 5).join('\n'),
  );
  exactly(section, 'open-redirect corpus: scripts run (dialogs)', dialogs, 0);
}

/** Attributes of each `Set-Cookie` of an answer, by cookie name. */
function setCookies(headers: Headers): Map<string, Record<string, string | true>> {
  const cookies = new Map<string, Record<string, string | true>>();
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...parts] = line.split(';');
    const attributes: Record<string, string | true> = {};
    for (const part of parts) {
      const [key = '', ...rest] = part.trim().split('=');
      attributes[key.toLowerCase()] = rest.length > 0 ? rest.join('=') : true;
    }
    cookies.set(pair.slice(0, pair.indexOf('=')).trim(), attributes);
  }
  return cookies;
}

async function cookieFlags(
  context: BrowserContext,
  base: string,
  email: string,
  password: string,
  harness: Harness,
) {
  const problems: string[] = [];
  const signIn = await new Shopper(base).call('POST', 'auth/token', {
    body: { grant_type: 'password', email, password },
  });
  const cookies = setCookies(signIn.headers);
  const expect = (name: string, key: string, value: string | true | undefined) => {
    const actual = cookies.get(name)?.[key];
    if (String(actual).toLowerCase() !== String(value).toLowerCase())
      problems.push(`${name} ${key}: ${String(actual)} (expected ${String(value)})`);
  };
  for (const name of ['jwt-data', 'jwt-signature', 'jwt-refresh-token']) {
    expect(name, 'max-age', '5184000');
    expect(name, 'secure', true);
    expect(name, 'samesite', 'Lax');
    expect(name, 'path', '/');
  }
  expect('jwt-signature', 'httponly', true);
  expect('jwt-refresh-token', 'httponly', true);
  expect('jwt-data', 'httponly', undefined);
  // The country cookie (set by the country chooser) and the language cookie (the language menu).
  const chosen = setCookies(
    (await fetch(`${base}/choose-country?country_code=th`, { redirect: 'manual' })).headers,
  );
  if (chosen.get('locale')?.['max-age'] !== String(365 * 86_400))
    problems.push(`locale max-age: ${String(chosen.get('locale')?.['max-age'])}`);
  const page = await context.newPage();
  await context.clearCookies();
  await returningShopper(context, base, 'th');
  await page.goto('/?country_code=th');
  await hydrated(page, 'header button[role=combobox]');
  await page.locator('header button[role=combobox]').first().click();
  // Thai is the default; the other choice is English, named in Thai.
  await page.getByRole('option', { selected: false }).first().click();
  await page.waitForLoadState('networkidle');
  const language = (await context.cookies()).find((cookie) => cookie.name === 'language');
  const days = language ? (language.expires - Date.now() / 1000) / 86_400 : 0;
  if (Math.round(days) !== 365) problems.push(`language cookie lasts ${days.toFixed(1)} days`);
  // The fraud-prevention token on a checkout page: the provider's script (served here in its
  // place, as the network has no provider) hands over a token, which lasts 400 days.
  await context.route('https://cdn4.forter.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: "document.dispatchEvent(new CustomEvent('ftr:tokenReady', { detail: 'reliability-token' }));",
    }),
  );
  const shopper = guest(base);
  await readyCheckout(shopper, await variantInStock(harness.postgres, 500, 8));
  await context.clearCookies();
  await returningShopper(context, base);
  await context.addCookies([
    { name: 'device-id', value: shopper.jar.get('device-id')!, url: base },
  ]);
  await page.goto('/checkout');
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => document.cookie.includes('forterToken'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  const fraud = (await context.cookies()).find((cookie) => cookie.name === 'forterToken');
  const fraudDays = fraud ? (fraud.expires - Date.now() / 1000) / 86_400 : 0;
  if (Math.round(fraudDays) !== 400)
    problems.push(`fraud token cookie lasts ${fraudDays.toFixed(1)} days`);
  await context.unroute('https://cdn4.forter.com/**');
  await page.close();
  exactly(
    section,
    'cookie flags: HttpOnly signature and refresh, Secure, SameSite=Lax, 60 days; locale and language 365 days; fraud token 400 days: deviations',
    problems.length,
    0,
    problems.join('\n'),
  );
}

async function authorisation(harness: Harness, base: string) {
  const { postgres, seed } = harness;
  // 404, or the spec's refusals: 'You are not authorized to perform this action', or that an
  // attribute 'does not belong to the current user'; never the data.
  const refusedProperly = (status: number, text: string, secrets: string[]) =>
    (status === 404 ||
      ((status === 403 || status === 401) &&
        /You are not authorized to perform this action|does not belong to the current user/.test(
          text,
        ))) &&
    !secrets.some((secret) => text.includes(secret));
  const findings: string[] = [];
  let checks = 0;
  const check = (what: string, answer: { status: number; text: string }, secrets: string[]) => {
    checks += 1;
    if (!refusedProperly(answer.status, answer.text, secrets))
      findings.push(`${what}: ${answer.status} ${answer.text.slice(0, 160)}`);
  };

  const owner = new Shopper(base);
  const ownerEmail = `owner.${seed}@example.com`;
  await owner.call('POST', 'user', { body: registration(ownerEmail) });
  await owner.signIn(ownerEmail, registration(ownerEmail).password);
  const intruder = new Shopper(base);
  const intruderEmail = `intruder.${seed}@example.com`;
  await intruder.call('POST', 'user', { body: registration(intruderEmail) });
  await intruder.signIn(intruderEmail, registration(intruderEmail).password);

  // The owner's order, booking and bag line.
  const variantId = await variantInStock(postgres, 500, 9);
  const revision = await readyCheckout(owner, variantId);
  const order = ok(
    await owner.call('POST', 'orders', { body: orderBody(revision, await cardToken(owner)) }),
    'order',
  ).body.data.order;
  ok(
    await owner.call('POST', 'cart/line-items', { body: { variantId, quantity: 2 } }),
    'add to bag',
  );
  const [line] = await postgres.query<{ id: number }>(
    'shop',
    'SELECT l.id FROM cart_lines l JOIN carts c ON c.id = l.cart_id JOIN users u ON u.id = c.user_id WHERE u.email = $1',
    [ownerEmail],
  );
  const [activity] = await postgres.query<{
    id: number;
    store_id: number;
    question_id: number;
    option: string;
  }>(
    'shop',
    `SELECT a.id, s.store_id, q.id AS question_id, q.options->'en'->>0 AS option
     FROM activities a JOIN activity_schedules s ON s.activity_id = a.id
     JOIN booking_questions q ON q.activity_id = a.id AND q.required
     WHERE a.country = 'sg' AND a.slug = 'skin-consultation' ORDER BY s.store_id DESC, q.position LIMIT 1`,
  );
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
  const slots = ok(
    await owner.call(
      'GET',
      `booking-service/time-slots/${activity!.id}?storeId=${activity!.store_id}&date=${day}`,
    ),
    'slots',
  ).body.data.slots;
  const booking = ok(
    await owner.call('POST', 'reservation-service/create', {
      body: {
        activityId: activity!.id,
        storeId: activity!.store_id,
        startsAt: slots[0].startsAt,
        artistId: null,
        fullName: 'Owner Shopper',
        email: ownerEmail,
        phone: { callingCode: '+65', number: '91234567' },
        answers: [{ questionId: activity!.question_id, value: activity!.option }],
      },
    }),
    'booking',
  ).body.data;
  const secrets = [ownerEmail, order.number, booking.confirmationNumber ?? 'BK-none'];

  // Another member, and a guest, at the owner's ids.
  const visitor = guest(base);
  for (const [who, shopper] of [
    ['another member', intruder],
    ['a guest', visitor],
  ] as const) {
    check(`${who}: GET orders/{id}`, await shopper.call('GET', `orders/${order.id}`), secrets);
    check(
      `${who}: POST orders/enquireKbankPayment`,
      await shopper.call('POST', 'orders/enquireKbankPayment', { body: { orderId: order.id } }),
      secrets,
    );
    check(
      `${who}: GET reservation-service/{id}`,
      await shopper.call('GET', `reservation-service/${booking.id}`),
      secrets,
    );
    check(
      `${who}: POST reservation-service/{id}`,
      await shopper.call('POST', `reservation-service/${booking.id}`, {
        body: { startsAt: slots[1]?.startsAt ?? slots[0].startsAt, artistId: null },
      }),
      secrets,
    );
    check(
      `${who}: DELETE reservation-service/{id}`,
      await shopper.call('DELETE', `reservation-service/${booking.id}`),
      secrets,
    );
    check(
      `${who}: PATCH cart/line-items/{id}`,
      await shopper.call('PATCH', `cart/line-items/${line!.id}`, { body: { quantity: 1 } }),
      secrets,
    );
    check(
      `${who}: DELETE cart/line-items/{id}`,
      await shopper.call('DELETE', `cart/line-items/${line!.id}`),
      secrets,
    );
  }
  // Members-only reads, as a guest.
  for (const path of ['user', 'account', 'account/point-log', 'account/beauty-profile', 'orders']) {
    check(`a guest: GET ${path}`, await visitor.call('GET', path), secrets);
  }
  // A guest's order: only with its token.
  const guestShopper = guest(base);
  const guestRevision = await readyCheckout(guestShopper, variantId);
  const guestOrder = ok(
    await guestShopper.call('POST', 'orders', {
      body: orderBody(guestRevision, await cardToken(guestShopper)),
    }),
    'guest order',
  ).body.data;
  const guestSecrets = [guestOrder.order.number];
  check(
    "another guest: GET a guest's order",
    await guest(base).call('GET', `orders/${guestOrder.order.id}`),
    guestSecrets,
  );
  check(
    "a member: GET a guest's order",
    await intruder.call('GET', `orders/${guestOrder.order.id}`),
    guestSecrets,
  );
  check(
    "a wrong token: GET a guest's order",
    await guest(base).call('GET', `orders/${guestOrder.order.id}?token=${'A'.repeat(43)}`),
    guestSecrets,
  );
  check(
    "another order's token: GET a guest's order",
    await guest(base).call('GET', `orders/${order.id}?token=${guestOrder.accessToken}`),
    secrets,
  );
  const withToken = await guest(base).call(
    'GET',
    `orders/${guestOrder.order.id}?token=${guestOrder.accessToken}`,
  );

  const [unchanged] = await postgres.query<{ quantity: number; status: string }>(
    'shop',
    'SELECT (SELECT quantity FROM cart_lines WHERE id = $1) AS quantity, (SELECT status FROM reservations WHERE id = $2) AS status',
    [line!.id, booking.id],
  );
  exactly(
    section,
    `authorisation: another member's or a guest's requests answered with data or without the spec's refusal (of ${checks})`,
    findings.length,
    0,
    findings.slice(0, 6).join('\n'),
  );
  holds(
    section,
    "authorisation: the owner's bag line and booking unchanged",
    unchanged?.quantity === 2 && unchanged.status === 'confirmed',
    JSON.stringify(unchanged),
  );
  exactly(section, "a guest's order read with its own token", withToken.status, 200);
}

async function crossSiteWrites(harness: Harness, context: BrowserContext, base: string) {
  const { cluster } = harness;
  const document = await (await fetch(`${base}/api/web/v1/openapi.json`)).json();
  const writes = operationsOf(document).filter(
    (operation) => operation.method !== 'GET' && operation.path.startsWith('/api/'),
  );
  const member = new Shopper(base);
  const email = `csrf.${harness.seed}@example.com`;
  await member.call('POST', 'user', { body: registration(email) });
  await member.signIn(email, registration(email).password);
  const accepted: string[] = [];
  for (const operation of writes) {
    const path = operation.path.replace(/\{\w+\}/g, '1');
    const forged: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
    ];
    for (const headers of forged) {
      const answer = await member.call(operation.method, path, {
        body: {},
        headers,
        base: cluster.url,
      });
      if (answer.status !== 403)
        accepted.push(`${operation.method} ${path} ${JSON.stringify(headers)}: ${answer.status}`);
    }
    const plain = await member.call(operation.method, path, {
      body: '{}',
      headers: { 'Content-Type': 'text/plain' },
    });
    if (![403, 405, 415].includes(plain.status) && operation.body)
      accepted.push(`${operation.method} ${path} as text/plain: ${plain.status}`);
  }
  exactly(
    section,
    `cross-site writes (${writes.length} write operations × 3 forged origins, and text/plain bodies): accepted`,
    accepted.length,
    0,
    accepted.slice(0, 5).join('\n'),
  );

  // A page of another site posting to the shop in Chromium, with a signed-in shopper's cookies.
  const shopper = guest(base);
  const variantId = await variantInStock(harness.postgres, 500, 10);
  await context.clearCookies();
  await returningShopper(context, base);
  await context.addCookies([
    { name: 'device-id', value: shopper.jar.get('device-id')!, url: base },
  ]);
  const evil = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end(`<!doctype html><title>evil</title>
      <form id="f" method="POST" action="${base}/api/web/v1/cart/line-items" enctype="text/plain">
        <input name='{"variantId":${variantId},"quantity":1,"x":"' value='"}'></form>
      <script>
        fetch('${base}/api/web/v1/cart/line-items', { method: 'POST', mode: 'no-cors', credentials: 'include',
          headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ variantId: ${variantId}, quantity: 1 }) })
          .finally(() => document.getElementById('f').submit());
      </script>`);
  });
  const evilPort = await harness.port();
  await new Promise<void>((resolve) => evil.listen(evilPort, '127.0.0.1', resolve));
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${evilPort}/`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1_000);
    await page.close();
  } finally {
    evil.close();
  }
  const count = ok(await shopper.call('GET', 'cart/items-count'), 'count').body.data.count;
  exactly(
    section,
    "another site's page posting to the shop in Chromium: items it put in the shopper's bag",
    count,
    0,
  );
}

/** Pages of the shop to check, with real ids: every route kind, checkout and payment pages included. */
async function pages(harness: Harness, base: string): Promise<string[]> {
  const { postgres } = harness;
  const [product] = await postgres.query<{ slug: string }>(
    'shop',
    'SELECT slug FROM products ORDER BY id LIMIT 1',
  );
  const [brand] = await postgres.query<{ slug: string }>(
    'shop',
    'SELECT slug FROM brands ORDER BY id LIMIT 1',
  );
  const [store] = await postgres.query<{ slug: string }>(
    'shop',
    'SELECT slug FROM stores ORDER BY id LIMIT 1',
  );
  const [activity] = await postgres.query<{ id: number; kind: string }>(
    'shop',
    "SELECT id, kind FROM activities WHERE country = 'sg' AND kind = 'class' ORDER BY id LIMIT 1",
  );
  // A guest's order paid by 3-D Secure: its order page and the provider's challenge page.
  const shopper = guest(base);
  const revision = await readyCheckout(shopper, await variantInStock(postgres, 500, 11));
  const token = ok(
    await shopper.call('POST', 'payment-simulator/tokens', {
      body: { number: '4000000000003220', expiry: '12/34', cvc: '123' },
    }),
    'card',
  ).body.data.token;
  const placed = ok(
    await shopper.call('POST', 'orders', { body: orderBody(revision, token) }),
    'order',
  ).body.data;
  const order = `/orders/${placed.order.id}`;
  const query = `?token=${placed.accessToken}`;
  const challenge = placed.redirectUrl
    ? new URL(placed.redirectUrl, base).pathname + new URL(placed.redirectUrl, base).search
    : undefined;
  return [
    '/',
    '/about',
    '/swagger',
    '/search?q=serum',
    '/cart',
    '/checkout',
    '/sign_in',
    '/register',
    '/reset-password',
    '/users/unlock',
    '/sign_out',
    '/account',
    '/account/beauty-pass',
    '/account/orders',
    '/account/wish-list',
    '/account/beauty-profile',
    '/account/notifications',
    '/brands/',
    `/brands/${brand!.slug}`,
    '/pages/clean-beauty',
    `/products/${product!.slug}`,
    '/store-locations/',
    `/store-locations/${store!.slug}`,
    '/happening/beauty-classes',
    '/happening/beauty-services',
    '/happening/store-events',
    '/happening/services/',
    `/happening/classes/${activity!.id}`,
    `${order}${query}`,
    `${order}/confirmation${query}`,
    `${order}/payment_pending${query}`,
    `${order}/payment_failed${query}`,
    `${order}/payment_instruction${query}`,
    '/no-such-page',
    ...(challenge ? [challenge] : []),
  ];
}

const CSP_RULES: [string, (policy: string) => boolean][] = [
  [
    "script-src without 'unsafe-inline' or 'unsafe-eval', with a nonce",
    (p) =>
      /script-src [^;]*'nonce-[^']+'/.test(p) && !/script-src [^;]*'unsafe-(inline|eval)'/.test(p),
  ],
  ["object-src 'none'", (p) => /object-src 'none'/.test(p)],
  ["frame-ancestors 'none'", (p) => /frame-ancestors 'none'/.test(p)],
  ["base-uri 'self'", (p) => /base-uri 'self'/.test(p)],
  ["form-action 'self'", (p) => /form-action 'self'/.test(p)],
];

async function contentSecurityPolicy(harness: Harness, context: BrowserContext, base: string) {
  const paths = await pages(harness, base);
  const problems: string[] = [];
  for (const path of paths) {
    const answer = await fetch(`${base}${path}`, { redirect: 'manual' });
    await answer.arrayBuffer();
    const policy = answer.headers.get('content-security-policy');
    if (!policy) {
      problems.push(`${path}: no Content-Security-Policy (${answer.status})`);
      continue;
    }
    for (const [rule, holdsFor] of CSP_RULES)
      if (!holdsFor(policy)) problems.push(`${path}: ${rule}`);
  }
  exactly(
    section,
    `Content-Security-Policy on ${paths.length} pages (every route kind, checkout, order and payment pages): missing or weak`,
    problems.length,
    0,
    problems.slice(0, 6).join('\n'),
  );

  // In Chromium: no page breaks its own policy (each violation would be logged and reported).
  await context.clearCookies();
  await returningShopper(context, base);
  const violations: string[] = [];
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text().slice(0, 200)}`);
  });
  const visited = harness.short
    ? paths.filter((path) => /^\/($|checkout|orders\/\d+\/confirmation|api)/.test(path))
    : paths;
  for (const path of visited) {
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  await page.close();
  exactly(
    section,
    `CSP violations in Chromium on ${visited.length} pages`,
    violations.length,
    0,
    violations.slice(0, 5).join('\n'),
  );
}

export async function security(harness: Harness): Promise<void> {
  console.log('\n5. Security');
  const base = harness.cluster.url;
  const email = `security.${harness.seed}@example.com`;
  await new Shopper(base).call('POST', 'user', { body: registration(email) });
  const password = registration(email).password;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: base });
    await openRedirects(context, base, email, password, harness.short);
    await cookieFlags(context, base, email, password, harness);
    await authorisation(harness, base);
    await crossSiteWrites(harness, context, base);
    await contentSecurityPolicy(harness, context, base);
  } finally {
    await browser.close();
  }
}
