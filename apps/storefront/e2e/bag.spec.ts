import type { APIRequestContext, Page } from '@playwright/test';
import {
  dataLayerEvents,
  expect,
  expectNoAxeViolations,
  rememberCountry,
  signInThroughApi,
  test,
  visit,
} from './fixtures';

/** What the tests read of the API's product and listing answers. */
interface Variant {
  id: number;
  name: string;
  inventory: number;
  availableInCountry: boolean;
  purchaseLimit: number | null;
}
interface Product {
  slug: string;
  name: string;
  variants: Variant[];
}

const MEMBER = { email: 'gold.member@example.com', password: 'Beauty#2026' };
const api = (country: string) => ({ headers: { 'X-Site-Country': country } });

async function listedSlugs(request: APIRequestContext, country: string): Promise<string[]> {
  const answer = await request.get('/api/web/v1/variants?perPage=100&inStock=true', api(country));
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { product: { slug: string } }[] };
  return [...new Set(data.map((tile) => tile.product.slug))];
}

async function product(request: APIRequestContext, slug: string, country: string) {
  const answer = await request.get(`/api/web/v1/products/${slug}`, api(country));
  return answer.ok() ? ((await answer.json()) as { data: Product }).data : undefined;
}

/** A product with a variant six of which one bag line can hold in Singapore. */
async function sixInStock(request: APIRequestContext) {
  for (const slug of await listedSlugs(request, 'sg')) {
    const found = await product(request, slug, 'sg');
    const variant = found?.variants.find(
      (v) => v.availableInCountry && v.inventory >= 6 && v.purchaseLimit === null,
    );
    if (found && variant) return { product: found, variant };
  }
  throw new Error('No variant with 6 in stock in Singapore');
}

/** A variant in stock in Singapore, sold in Malaysia but sold out there. */
async function soldOutInMalaysia(request: APIRequestContext) {
  for (const slug of await listedSlugs(request, 'sg')) {
    const [sg, my] = [await product(request, slug, 'sg'), await product(request, slug, 'my')];
    const variant = sg?.variants.find((v) => {
      const there = my?.variants.find((other) => other.id === v.id);
      return (
        v.availableInCountry &&
        v.inventory > 0 &&
        there?.availableInCountry &&
        there.inventory === 0
      );
    });
    if (sg && variant) return { product: sg, variant };
  }
  throw new Error('No variant sold out in Malaysia and in stock in Singapore');
}

/** Puts a variant in the bag of the page's shopper (their cookies), through the API. */
async function addToBag(page: Page, variantId: number, quantity = 1, country = 'sg') {
  const answer = await page.request.post('/api/web/v1/cart/line-items', {
    ...api(country),
    data: { variantId, quantity },
  });
  expect(answer.ok()).toBe(true);
}

const bagLink = (page: Page) => page.getByRole('link', { name: /^Bag, / });
const line = (page: Page, product: Product) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('spinbutton', { name: `Quantity of ${product.name}` }) });

test(
  'a guest changes quantities, tries promo codes, picks a sample and empties the bag',
  { tag: '@mobile' },
  async ({ page, request, isMobile }) => {
    test.slow();
    const { product: item, variant } = await sixInStock(request);
    await rememberCountry(page, 'sg');
    await addToBag(page, variant.id);
    await visit(page, '/cart');

    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your bag');
    await expect(page.getByText(variant.name, { exact: true })).toBeVisible();
    await expect(bagLink(page)).toHaveAccessibleName('Bag, 1 item');
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeEnabled();
    // Desktop: the summary beside the lines; phone: below them, the checkout button always in view.
    const lines = (await page.getByRole('region', { name: 'Bag', exact: true }).boundingBox())!;
    const summaryBox = (await page.getByRole('region', { name: 'Order summary' }).boundingBox())!;
    if (isMobile) expect(summaryBox.y).toBeGreaterThan(lines.y + lines.height - 1);
    else expect(summaryBox.x).toBeGreaterThan(lines.x + lines.width - 1);
    await expect(checkout).toBeInViewport();
    await expect(page.getByRole('progressbar', { name: 'Free shipping progress' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The tag manager hears of the bag once, with its line and value.
    await expect.poll(() => dataLayerEvents(page, 'view_cart')).toHaveLength(1);
    expect((await dataLayerEvents(page, 'view_cart'))[0]).toMatchObject({
      ecommerce: { currency: 'SGD', items: [{ item_variant: variant.name, quantity: 1 }] },
    });

    // Up to six, and no more: the stepper says the spec's message.
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${item.name}` });
    await quantity.focus();
    await page.keyboard.press('End');
    await expect(quantity).toHaveAttribute('aria-valuenow', '6');
    await expect(bagLink(page)).toHaveAccessibleName('Bag, 6 items');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('status').filter({ hasText: 'Only a maximum' })).toHaveText(
      'Only a maximum quantity of 6 of the item could be added to your bag',
    );
    await page.reload();
    await expect(
      page.getByRole('spinbutton', { name: `Quantity of ${item.name}` }),
    ).toHaveAttribute('aria-valuenow', '6');

    // Promo codes: case sensitive, refused with the reason, one per order.
    const code = page.getByRole('textbox', { name: 'Promo code' });
    const apply = page.getByRole('button', { name: 'Apply' });
    await code.fill('take5');
    await apply.click();
    await expect(page.getByRole('alert').filter({ hasText: 'promotion' })).toHaveText(
      'Sorry, the promotion is invalid. Promo codes are case sensitive.',
    );
    await code.fill('SUMMER24');
    await apply.click();
    await expect(page.getByRole('alert').filter({ hasText: 'promotion' })).toHaveText(
      'Sorry, the promotion is invalid. This promo code has expired.',
    );
    await code.fill('TAKE5');
    await apply.click();
    await expect(page.getByTestId('applied-promo')).toContainText(
      'Promo code TAKE5 has been applied.',
    );
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('term').filter({ hasText: 'Discount' })).toBeVisible();
    await code.fill('BEAUTY15');
    await apply.click();
    await expect(page.getByRole('alert').filter({ hasText: 'promotion' })).toHaveText(
      'Sorry, the promotion is invalid. Only one promo code can be used per order.',
    );
    await page.getByRole('button', { name: 'Remove promo code TAKE5' }).click();
    await expect(page.getByTestId('applied-promo')).toHaveCount(0);
    await expect(summary.getByRole('term').filter({ hasText: 'Discount' })).toHaveCount(0);

    // A free sample.
    await expect(page.getByTestId('samples-count')).toHaveText('0 of 2 samples selected');
    await page.getByRole('checkbox').first().click();
    await expect(page.getByTestId('samples-count')).toHaveText('1 of 2 samples selected');

    // A guest may see the rewards, and is invited to sign in or register to redeem them.
    await expect(page.getByTestId('members-only')).toContainText(
      'Only registered Beauty Pass members can redeem rewards.',
    );
    await expect(page.getByRole('link', { name: 'Sign in or register' })).toHaveAttribute(
      'href',
      `/sign_in?return_to=${encodeURIComponent('/cart')}`,
    );
    await expect(page.getByRole('button', { name: /^Redeem/ })).toHaveCount(0);

    await page.getByRole('button', { name: `Remove ${item.name} from your bag` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your bag is empty' })).toBeVisible();
    await expect(bagLink(page)).toHaveAccessibleName('Bag, empty');
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  },
);

test('a sold-out line blocks checkout until it is removed', async ({ page, request }) => {
  const soldOut = await soldOutInMalaysia(request);
  const other = await sixInStock(request);
  await rememberCountry(page, 'sg');
  await addToBag(page, soldOut.variant.id);
  await addToBag(page, other.variant.id);
  await visit(page, '/cart', { country: 'my' });

  const blocked = line(page, soldOut.product);
  await expect(blocked.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(page.getByTestId('checkout-blockers')).toHaveText(
    'Please remove out-of-stock items from your bag before checkout.',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Remove ${soldOut.product.name} from your bag` }).click();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await expect(page.getByTestId('checkout-blockers')).toHaveCount(0);
});

test('the bag count stays in step across tabs', async ({ page, context, request }) => {
  const { product: item, variant } = await sixInStock(request);
  await rememberCountry(page, 'sg');
  await addToBag(page, variant.id);
  await visit(page, '/cart');
  const other = await context.newPage();
  await visit(other, '/about');
  await expect(bagLink(other)).toHaveAccessibleName('Bag, 1 item');

  await page
    .getByRole('listitem')
    .filter({ hasText: item.name })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await expect(bagLink(page)).toHaveAccessibleName('Bag, 2 items');
  await expect(bagLink(other)).toHaveAccessibleName('Bag, 2 items');
});

test('a signed-in member redeems a Beauty Pass reward', async ({ page, request }) => {
  const { variant } = await sixInStock(request);
  await visit(page, '/about');
  await signInThroughApi(page, MEMBER, 'sg');
  await addToBag(page, variant.id);
  await visit(page, '/cart');

  await expect(page.getByText(/points available to redeem/)).toBeVisible();
  await expect(page.getByTestId('members-only')).toHaveCount(0);
  const reward = page
    .getByTestId('reward')
    .filter({ has: page.getByRole('button', { name: /^Redeem / }) })
    .filter({ has: page.locator('button:not([disabled])') })
    .first();
  const title = await reward.locator('p').first().innerText();
  await reward.getByRole('button', { name: `Redeem ${title}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Free with your order' }).getByText('Beauty Pass reward'),
  ).toBeVisible();
});

test('the cart playground is not served in production mode', async ({ page }) => {
  const response = await visit(page, '/sandbox/cart');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /sandbox/cart')).toBeVisible();
});
