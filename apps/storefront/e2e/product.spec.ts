import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, phone, test, visit } from './fixtures';

/** What the tests read of the API's product and listing answers. */
interface Variant {
  id: number;
  name: string;
  shade: { name: string } | null;
  size: string | null;
  inStock: boolean;
  inventory: number;
  availableInCountry: boolean;
  purchaseLimit: number | null;
}
interface Product {
  slug: string;
  name: string;
  variants: Variant[];
}
interface Tile {
  product: { slug: string; variantsCount: number };
}

const api = (country: string) => ({ headers: { 'X-Site-Country': country } });

/** Products of the seeded catalogue sold in the country, as its listing shows them. */
async function listedProducts(request: APIRequestContext, country: string): Promise<string[]> {
  const answer = await request.get('/api/web/v1/variants?perPage=100&inStock=true', api(country));
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: Tile[] };
  return data.filter((tile) => tile.product.variantsCount > 1).map((tile) => tile.product.slug);
}

async function product(request: APIRequestContext, slug: string, country = 'sg') {
  const answer = await request.get(`/api/web/v1/products/${slug}`, api(country));
  return answer.ok() ? ((await answer.json()) as { data: Product }).data : undefined;
}

/** A variant one addition of 6 can take: sold here, 6 or more in stock, no lower limit. */
const takesSix = (variant: Variant) =>
  variant.availableInCountry && variant.inventory >= 6 && variant.purchaseLimit === null;

/** The first listed product with a second variant (of the given kind) that takes 6. */
async function findProduct(request: APIRequestContext, kind: 'shade' | 'size') {
  for (const slug of await listedProducts(request, 'sg')) {
    const found = await product(request, slug);
    const choice = found?.variants
      .slice(1)
      .find((variant) => variant[kind] !== null && takesSix(variant));
    if (found && choice) return { product: found, variant: choice };
  }
  throw new Error(`No product with a second ${kind} in the seeded catalogue`);
}

const bagLink = (page: Page) => page.getByRole('link', { name: /^Bag, / });

test(
  'a shade is chosen from its swatches and added to the bag',
  { tag: '@mobile' },
  async ({ page, request }) => {
    const { product: lipstick, variant } = await findProduct(request, 'shade');
    await visit(page, `/products/${lipstick.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: lipstick.name })).toBeVisible();
    await expect(page).toHaveTitle(`${lipstick.name} | Beauty Shop Singapore`);
    await expect(bagLink(page)).toHaveAccessibleName('Bag, empty');

    const shades = page.getByRole('group', { name: /Shade/ });
    await shades.getByRole('radio', { name: variant.shade!.name, exact: true }).check();
    await expect(
      shades.getByRole('radio', { name: variant.shade!.name, exact: true }),
    ).toBeChecked();
    await expect(
      page.getByRole('img', { name: new RegExp(`${variant.name}$`) }).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add to bag' }).click();

    await expect(page.getByText('Added to bag', { exact: true })).toBeVisible();
    await expect(bagLink(page)).toHaveAccessibleName('Bag, 1 item');
  },
);

test('a size is chosen and two of it are added to the bag', async ({ page, request }) => {
  const { product: cream, variant } = await findProduct(request, 'size');
  await visit(page, `/products/${cream.slug}`);
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await sizes.getByRole('radio', { name: variant.size!, exact: true }).click();
  await expect(sizes.getByRole('radio', { name: variant.size!, exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(bagLink(page)).toHaveAccessibleName('Bag, 2 items');
});

test('six of an item may be added, and no more', { tag: '@mobile' }, async ({ page, request }) => {
  const { product: lipstick, variant } = await findProduct(request, 'shade');
  await visit(page, `/products/${lipstick.slug}`);
  await page
    .getByRole('group', { name: /Shade/ })
    .getByRole('radio', { name: variant.shade!.name, exact: true })
    .check();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.focus();
  await page.keyboard.press('End');
  await expect(quantity).toHaveAttribute('aria-valuenow', '6');
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(bagLink(page)).toHaveAccessibleName('Bag, 6 items');

  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Only a maximum quantity of 6 of the item could be added to your bag',
  );
  await expect(bagLink(page)).toHaveAccessibleName('Bag, 6 items');
});

test('a product not sold in the country is not found there', async ({ page, request }) => {
  // The catalogue sells some products in Singapore only: find one the Philippines shop lacks.
  // A product the Philippines lists is sold there: only the others need asking about.
  const listedThere = new Set(await listedProducts(request, 'ph'));
  const candidates = (await listedProducts(request, 'sg')).filter((s) => !listedThere.has(s));
  let slug: string | undefined;
  for (const candidate of candidates) {
    if (!(await product(request, candidate, 'ph'))) {
      slug = candidate;
      break;
    }
  }
  expect(slug, 'a product sold in Singapore but not in the Philippines').toBeDefined();
  const response = await visit(page, `/products/${slug}`, { country: 'ph' });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('button', { name: 'Add to bag' })).toHaveCount(0);
});

test('an unknown product is a 404 page', async ({ page }) => {
  const response = await visit(page, '/products/no-such-product-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /products/no-such-product-anywhere')).toBeVisible();
});

test(
  'a guest is invited to sign in for a wish list',
  { tag: '@mobile' },
  async ({ page, request }) => {
    const { product: lipstick } = await findProduct(request, 'shade');
    await visit(page, `/products/${lipstick.slug}`);
    await page.getByRole('button', { name: 'Add to wish list' }).click();
    await expect(page.getByRole('link', { name: 'Sign in to keep a wish list' })).toHaveAttribute(
      'href',
      `/sign_in?return_to=${encodeURIComponent(`/products/${lipstick.slug}`)}`,
    );
  },
);

test(
  'the product page has no accessibility violations',
  { tag: '@mobile' },
  async ({ page, request }) => {
    const { product: lipstick } = await findProduct(request, 'shade');
    await visit(page, `/products/${lipstick.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: lipstick.name })).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

interface RatedTile {
  product: { slug: string; name: string; rating: { count: number } };
}

/** A product of the Singapore listing nobody has reviewed yet. */
async function unreviewedProduct(request: APIRequestContext) {
  const answer = await request.get('/api/web/v1/variants?perPage=100', api('sg'));
  const { data } = (await answer.json()) as { data: RatedTile[] };
  const tile = data.find((candidate) => candidate.product.rating.count === 0);
  if (!tile) throw new Error('No product without reviews in the seeded catalogue');
  return tile.product;
}

test(
  'a product without reviews says so instead of showing empty stars',
  { tag: '@mobile' },
  async ({ page, request }) => {
    const unreviewed = await unreviewedProduct(request);
    await visit(page, `/products/${unreviewed.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: unreviewed.name })).toBeVisible();
    await expect(page.getByRole('main').getByText('No reviews yet')).toBeVisible();
    await expect(page.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(0);

    // Its tile in the search results says the same.
    await visit(page, `/search?q=${encodeURIComponent(unreviewed.name)}`);
    const tile = page
      .getByRole('region', { name: 'Products' })
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/products/${unreviewed.slug}"]`) });
    await expect(tile.getByText('No reviews yet')).toBeVisible();
    await expectNoAxeViolations(page);

    await visit(page, `/products/${unreviewed.slug}`, { country: 'th' });
    await expect(page.getByRole('main').getByText('ยังไม่มีรีวิว')).toBeVisible();
  },
);

// The product page of a phone, in every project.
test.describe('on a phone', () => {
  test.use(phone);

  test('add to bag is in reach without scrolling, and never covers the end of the page', async ({
    page,
    request,
  }) => {
    const { product: lipstick } = await findProduct(request, 'shade');
    await visit(page, `/products/${lipstick.slug}`);
    const bar = page.getByRole('group', { name: `Buy ${lipstick.name}` });
    const add = bar.getByRole('button', { name: 'Add to bag' });
    await expect(add).toBeInViewport();
    await expectNoAxeViolations(page);

    // At the end of the page the bar is back in its place, above the description and footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const description = (await page
      .getByRole('heading', { level: 2, name: 'Description' })
      .boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(description.y);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(footer.y);

    await add.click();
    await expect(bagLink(page)).toHaveAccessibleName('Bag, 1 item');
  });
});
