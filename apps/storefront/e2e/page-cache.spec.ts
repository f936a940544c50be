import type { ChildProcess } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  CONSENT_COOKIE,
  COUNTRY_COOKIE,
  expect,
  expectHydrated,
  signInThroughApi,
  test,
} from './fixtures';
import { guestIn, placeOrder } from './purchases';
import { SANDBOX_SHOP_PORT, startOwnShop } from './shops';

// A shop of its own: its catalogue version moves only with this spec's order, so a page kept here
// stays kept between two requests (another spec's order would make the next page a fresh render).
const PORT = SANDBOX_SHOP_PORT + 3;
const ORIGIN = `http://localhost:${PORT}`;
const VISITOR_COOKIE = 'kameleoonVisitorCode';
/** A seeded member of Singapore. */
const MEMBER = { email: 'gold.member@example.com', password: 'Beauty#2026' };
/** The server's answer header: whether the page was kept (`hit`) or rendered (`miss`). */
const PAGE_CACHE = 'x-shop-page-cache';
let shop: ChildProcess | undefined;

/** The page as a returning Singapore shopper with this visitor code gets it: its parts that differ. */
async function serverPage(request: APIRequestContext, path: string, visitorCode: string) {
  const response = await request.get(`${ORIGIN}${path}`, {
    headers: {
      Cookie: `${COUNTRY_COOKIE}=sg; ${CONSENT_COOKIE}=granted; ${VISITOR_COOKIE}=${visitorCode}`,
    },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const boot = /<script id="shop-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  const policy = response.headers()['content-security-policy'] ?? '';
  return {
    cache: response.headers()[PAGE_CACHE],
    policyNonce: /'nonce-([^']+)'/.exec(policy)?.[1],
    pageNonces: new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1])),
    visitorCode: (JSON.parse(boot!) as { experiments: { visitorCode: string } }).experiments
      .visitorCode,
  };
}

/** A product sold in Singapore with a single variant and 2 to 5 left: the page says how many. */
async function lowStockProduct() {
  const client = guestIn(ORIGIN, 'sg');
  for (let page = 1; page <= 20; page++) {
    const { data } = await client.variants.list({ perPage: 48, page });
    for (const variant of data) {
      if (!variant.availableInCountry || variant.purchaseLimit !== null) continue;
      if (variant.inventory < 2 || variant.inventory > 5) continue;
      const { data: product } = await client.products.get(variant.product.slug);
      if (product.variants.length === 1) return { variant, slug: variant.product.slug };
    }
  }
  throw new Error('The seed has no single-variant product with 2 to 5 left in Singapore');
}

async function open(page: Page, path: string) {
  await page.context().addCookies([
    { name: COUNTRY_COOKIE, value: 'sg', url: ORIGIN },
    { name: CONSENT_COOKIE, value: 'granted', url: ORIGIN },
  ]);
  const response = await page.goto(`${ORIGIN}${path}`);
  await expectHydrated(page.locator('body'));
  return response!;
}

test.describe('pages kept by the server', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    shop = await startOwnShop(PORT);
  });
  test.afterAll(() => {
    shop?.kill('SIGTERM');
  });

  test('a product page is rendered once, then kept: each visitor gets its own nonce and visitor code', async ({
    request,
  }) => {
    const { slug } = await lowStockProduct();
    const path = `/products/${slug}`;
    const first = await serverPage(request, path, 'pagecachevisitor1');
    const again = await serverPage(request, path, 'pagecachevisitor1');
    expect([first.cache, again.cache]).toEqual(['miss', 'hit']);
    for (const answer of [first, again]) {
      // Every script carries the nonce of its own response's policy.
      expect([...answer.pageNonces]).toEqual([answer.policyNonce]);
      expect(answer.visitorCode).toBe('pagecachevisitor1');
    }
    expect(again.policyNonce).not.toBe(first.policyNonce);
    // Another visitor sees the page kept for the variations the engine gives it: once a visitor
    // in the same variations as the first comes, the kept page carries that visitor's code.
    let other: Awaited<ReturnType<typeof serverPage>> | undefined;
    for (let index = 0; index < 40 && other?.cache !== 'hit'; index++) {
      other = await serverPage(request, path, `pagecacheother${index}`);
      expect(other.visitorCode).toBe(`pagecacheother${index}`);
      expect([...other.pageNonces]).toEqual([other.policyNonce]);
    }
    expect(other?.cache).toBe('hit');
  });

  test('a kept page works in the browser, the bag arrives after hydration, and an order taking stock shows on the next page', async ({
    page,
  }) => {
    const { variant, slug } = await lowStockProduct();
    const path = `/products/${slug}`;
    await open(page, path);
    const availability = page.getByTestId('availability');
    await expect(availability).toHaveText(`Only ${variant.inventory} left`);
    // The same page again for this browser's visitor: kept, and still the shopper's own bag.
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await expect(page.getByRole('link', { name: /^Bag, / })).toHaveAccessibleName('Bag, 1 item');
    const kept = await open(page, path);
    expect(kept.headers()[PAGE_CACHE]).toBe('hit');
    await expect(page.getByRole('link', { name: /^Bag, / })).toHaveAccessibleName('Bag, 1 item');
    await expect(availability).toHaveText(`Only ${variant.inventory} left`);

    // Another shopper's order takes one: the next page is rendered from the new stock.
    await placeOrder(guestIn(ORIGIN, 'sg'), 'sg', 'card', 'standard', variant.id);
    const after = await open(page, path);
    expect(after.headers()[PAGE_CACHE]).toBe('miss');
    await expect(availability).toHaveText(`Only ${variant.inventory - 1} left`);
  });

  test('a member’s page holds nothing of theirs: the greeting arrives after hydration, and the kept page others get has none of it', async ({
    page,
    request,
  }) => {
    const { slug } = await lowStockProduct();
    const path = `/products/${slug}`;
    await open(page, '/about');
    await signInThroughApi(page, MEMBER, 'sg');
    const served = await open(page, path);
    const greeting = page.getByTestId('member-greeting');
    await expect(greeting).toHaveText(/^Hi, \S+/);
    const name = (await greeting.innerText()).replace(/^Hi, /, '');
    // Neither the member's own page as served nor the page another visitor then gets names them.
    for (const html of [
      await served.text(),
      await (
        await request.get(`${ORIGIN}${path}`, { headers: { Cookie: `${COUNTRY_COOKIE}=sg` } })
      ).text(),
    ]) {
      expect(html).not.toContain(MEMBER.email);
      expect(html).not.toMatch(new RegExp(`Hi, ${name}\\b`));
      expect(html).not.toContain('member-greeting');
    }
  });
});
