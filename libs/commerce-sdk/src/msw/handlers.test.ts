import { setupServer } from 'msw/node';
import { safeParse, summarize, type GenericSchema } from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CountryCodeSchema,
  ServerMessages,
  endpoints,
  type OperationName,
} from '../contract/index.js';
import { CommerceError, createCommerceClient, type CountryCode } from '../index.js';
import { exampleOf } from './example.js';
import {
  FIXTURE_PROMO_CODE,
  commerceError,
  commerceHandler,
  commerceHandlers,
  fixtureAccount,
  fixtureBrands,
  fixtureCategories,
  fixtureProduct,
  fixtureStores,
  fixtureUser,
  fixtureVariants,
} from './index.js';

const baseUrl = 'https://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const countries = CountryCodeSchema.options as readonly CountryCode[];

function expectValid(schema: GenericSchema, value: unknown, what: string) {
  const result = safeParse(schema, value);
  expect(result.success, `${what}: ${result.success ? '' : summarize(result.issues)}`).toBe(true);
}

describe('the fixtures', () => {
  it.each(countries)('pass the response schemas in %s', (country) => {
    expectValid(
      endpoints['brands.list'].response,
      { data: fixtureBrands, meta: { total: 4 } },
      'brands',
    );
    expectValid(
      endpoints['categories.list'].response,
      { data: fixtureCategories, meta: { total: fixtureCategories.length } },
      'categories',
    );
    for (const slug of ['lip-glow-oil', 'lip-sleeping-mask', 'protini-polypeptide-cream'])
      expectValid(
        endpoints['products.get'].response,
        { data: fixtureProduct(slug, country) },
        slug,
      );
    expectValid(
      endpoints['variants.list'].response,
      {
        data: fixtureVariants(country),
        meta: { total: 5, page: 1, perPage: 24, nextCursor: null },
      },
      'variants',
    );
    expectValid(
      endpoints['storeLocations.list'].response,
      { data: fixtureStores, meta: { total: 3 } },
      'stores',
    );
    expectValid(endpoints['user.list'].response, { data: fixtureUser(country) }, 'user');
    expectValid(endpoints['account.list'].response, { data: fixtureAccount(country) }, 'account');
  });

  it.each(Object.keys(endpoints) as OperationName[])('make a valid example of %s', (operation) => {
    const { response } = endpoints[operation];
    expectValid(response, exampleOf(response), operation);
  });
});

/** Arguments of each client method, from its endpoint: path parameter, then query or body. */
function argumentsOf(operation: OperationName): unknown[] {
  if (operation === 'pages.payload.get') return ['brands/milk-makeup', 'build-20261125'];
  if (operation === 'builds.meta.get') return ['build-20261125'];
  if (operation === 'builds.latest.get') return [];
  if (operation === 'cart.lineItems.create') return [{ variantId: 102, quantity: 1 }];
  const endpoint = endpoints[operation];
  const args: unknown[] = [];
  if (endpoint.path.includes(':')) args.push(operation === 'products.get' ? 'lip-glow-oil' : 1);
  if (endpoint.query) args.push(exampleOf(endpoint.query));
  else if (endpoint.body) args.push(exampleOf(endpoint.body));
  return args;
}

type AnyMethod = (...args: unknown[]) => Promise<unknown>;
function methodOf(client: object, operation: string): AnyMethod {
  const path = operation.split('.');
  const owner = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>(
      (node, key) => node[key] as Record<string, unknown>,
      client as Record<string, unknown>,
    );
  return (owner[path.at(-1)!] as AnyMethod).bind(owner);
}

describe('the handlers', () => {
  const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
  beforeEach(() => server.use(...commerceHandlers({ baseUrl })));

  it.each(Object.keys(endpoints) as OperationName[])(
    'answer %s with what the client accepts',
    async (operation) => {
      // A line in the bag (line 1), for the calls that change or remove one.
      await client.cart.lineItems.create({ variantId: 101, quantity: 1 });
      await expect(methodOf(client, operation)(...argumentsOf(operation))).resolves.toBeDefined();
    },
  );

  it('answer in the country of the request', async () => {
    const thai = createCommerceClient({ baseUrl, country: 'th', language: 'th' });
    const { data: product } = await thai.products.get('lip-glow-oil');
    expect(product.variants[0]!.price).toEqual({ amount: 790, currency: 'THB' });
    const { data: stores } = await thai.storeLocations.list();
    expect(stores.map((store) => store.slug)).toEqual(['siam-paragon']);
    const { data: mask } = await createCommerceClient({
      baseUrl,
      country: 'nz',
      language: 'en',
    }).products.get('lip-sleeping-mask');
    expect(mask.variants[0]!.availableInCountry).toBe(false);
  });

  it('answer on any origin without a base URL', async () => {
    server.resetHandlers(...commerceHandlers());
    const elsewhere = createCommerceClient({
      baseUrl: 'http://localhost:3000',
      country: 'sg',
      language: 'en',
    });
    await expect(elsewhere.brands.list()).resolves.toMatchObject({ meta: { total: 4 } });
  });

  it('answer 404 as the API does for an unknown product', async () => {
    await expect(client.products.get('no-such-thing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_not_found',
    });
  });
});

describe('the bag', () => {
  const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });
  beforeEach(() => server.use(...commerceHandlers({ baseUrl })));

  it('adds, changes and removes lines, and counts them', async () => {
    await client.cart.lineItems.create({ variantId: 101, quantity: 2 });
    const { data: bag } = await client.cart.lineItems.create({ variantId: 301, quantity: 1 });
    expect(bag.lines.map((line) => [line.variant.id, line.quantity])).toEqual([
      [101, 2],
      [301, 1],
    ]);
    expect(bag.totals.subtotal).toEqual({ amount: 162, currency: 'SGD' });
    expect((await client.cart.itemsCount.list()).data.count).toBe(3);

    const lipOil = bag.lines[0]!.id;
    await client.cart.lineItems.update(lipOil, { quantity: 1 });
    const { data: after } = await client.cart.lineItems.delete(bag.lines[1]!.id);
    expect(after.lines.map((line) => [line.variant.id, line.quantity])).toEqual([[101, 1]]);
    expect((await client.cart.list()).data.itemsCount).toBe(1);
    expect((await client.cart.bag.list()).data.cart.itemsCount).toBe(1);
  });

  it('refuses more than 6 of an item, and an unknown line', async () => {
    const refusal = await client.cart.lineItems
      .create({ variantId: 101, quantity: 7 })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CommerceError);
    expect(refusal).toMatchObject({ statusCode: 400, code: 'max_quantity' });
    await expect(client.cart.lineItems.delete(999)).rejects.toMatchObject({ statusCode: 404 });
  });

  it(`takes 10% off with ${FIXTURE_PROMO_CODE} and refuses other codes`, async () => {
    await client.cart.lineItems.create({ variantId: 301, quantity: 1 });
    const { data: bag } = await client.cart.discountCoupon.create({ code: FIXTURE_PROMO_CODE });
    expect(bag.totals.discount.amount).toBe(9.8);
    expect(bag.totals.total.amount).toBe(88.2);
    await expect(client.cart.discountCoupon.create({ code: 'glow10' })).rejects.toMatchObject({
      code: 'promotion_invalid',
    });
  });

  it('starts empty for each set of handlers', async () => {
    expect((await client.cart.itemsCount.list()).data.count).toBe(0);
  });
});

describe('overrides', () => {
  const client = createCommerceClient({ baseUrl, country: 'sg', language: 'en' });

  it('answer an operation with the given payload or error', async () => {
    server.use(
      ...commerceHandlers({
        baseUrl,
        overrides: {
          'brands.list': { data: [fixtureBrands[0]!], meta: { total: 1 } },
          'wishlist.list': commerceError(401, ServerMessages.notAuthorized),
          'cart.itemsCount.list': ({ country }) => ({ data: { count: country === 'sg' ? 9 : 0 } }),
        },
      }),
    );
    expect((await client.brands.list()).data.map((brand) => brand.slug)).toEqual(['milk-makeup']);
    await expect(client.wishlist.list()).rejects.toMatchObject({
      statusCode: 401,
      statusMessage: 'Unauthorized',
      code: 'not_authorized',
    });
    expect((await client.cart.itemsCount.list()).data.count).toBe(9);
  });

  it('put one handler in front of the others for a test', async () => {
    server.use(...commerceHandlers({ baseUrl }));
    server.use(commerceHandler('cart.list', commerceError(503, 'Try again'), { baseUrl }));
    await expect(client.cart.list()).rejects.toMatchObject({
      statusCode: 503,
      code: 'server_error',
    });
    await expect(client.brands.list()).resolves.toMatchObject({ meta: { total: 4 } });
  });
});
