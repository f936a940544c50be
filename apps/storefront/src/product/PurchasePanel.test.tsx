import { CONSENT_COOKIE, consentCookie } from '@beauty/analytics';
import { createCommerceClient, type Product, type Variant } from '@beauty/commerce-sdk';
import { ServerMessages } from '@beauty/commerce-sdk/contract';
import { fixtureVariants } from '@beauty/commerce-sdk/msw';
import { createTranslator, formatPrice, importCatalogue } from '@beauty/i18n';
import { I18nProvider } from '@beauty/i18n/react';
import { NotificationsProvider, preloadNotifications } from '@beauty/ui';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
  useRouteContext,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { bagCountQuery } from '../queries/bag';
import { commerceAccess } from '../queries/scope';
import type { ShopExperiments } from '../experiments/shopExperiments';
import type { RouterContext } from '../router';
import { PurchasePanel } from './PurchasePanel';
import { testProduct, testVariant } from './testProduct';
import { readAnalyticsConfig } from '../../server/analytics';
import { shopSite } from '../shopSite';

const english = await importCatalogue('en');
const baseUrl = 'https://shop.test';
const api = `${baseUrl}/api/web/v1`;
const server = setupServer(
  http.get(`${api}/layouts`, () =>
    HttpResponse.json(
      { message: 'Layout not found', statusCode: 404, statusMessage: 'Not Found' },
      { status: 404 },
    ),
  ),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The "added to bag" notification must be on screen when the bag count is.
  await preloadNotifications();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The header's bag count, as the shopper would read it. */
function BagCount() {
  const context = useRouteContext({ from: '__root__' });
  const { data } = useQuery(bagCountQuery(context));
  return <p data-testid="bag-count">{data?.data.count ?? '…'}</p>;
}

function Page({ product }: { product: Product }) {
  const [variant, setVariant] = useState<Variant>(product.variants[0]!);
  return (
    <>
      <BagCount />
      <PurchasePanel product={product} variant={variant} onVariantChange={setVariant} />
    </>
  );
}

const flagsService = `${baseUrl}/flags-service`;

/** A visitor in no experiment: nothing to track. */
const noExperiments: ShopExperiments = {
  visitorCode: null,
  variations: {},
  consent: 'pending',
  service: { url: flagsService, siteCode: 'beautyshop', environment: 'test' },
};

/** The panel on a product page of the Singapore shop, in a router like the shop's. */
function renderPanel(product: Product, experiments = noExperiments) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const site = shopSite({ country: 'sg', language: 'en' });
  const commerce = commerceAccess(() =>
    createCommerceClient({ baseUrl, country: 'sg', language: 'en' }),
  );
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <I18nProvider country="sg" language="en" catalogue={english}>
        <NotificationsProvider>
          <Page product={product} />
        </NotificationsProvider>
      </I18nProvider>
    ),
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [`/products/${product.slug}`] }),
    context: {
      queryClient,
      commerce,
      previewCommerce: () => commerce,
      boot: {
        site,
        origin: baseUrl,
        buildId: 'test',
        visitorCountry: null,
        firstVisit: false,
        analytics: readAnalyticsConfig({ NODE_ENV: 'test' }),
        experiments,
        sandbox: false,
      },
      catalogue: english,
      messages: createTranslator('en', english, { country: 'sg' }),
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A bag on the server side: counts what was added, refuses past 6 like the API. */
function bagApi() {
  const added: { variantId: number; quantity: number }[] = [];
  const count = () => added.reduce((sum, line) => sum + line.quantity, 0);
  server.use(
    http.get(`${api}/cart/items-count`, () => HttpResponse.json({ data: { count: count() } })),
    http.post(`${api}/cart/line-items`, async ({ request }) => {
      const line = (await request.json()) as { variantId: number; quantity: number };
      if (count() + line.quantity > 6)
        return HttpResponse.json(
          {
            message: ServerMessages.maxQuantity,
            statusCode: 400,
            statusMessage: 'Bad Request',
            data: { maxQuantity: 6 },
          },
          { status: 400 },
        );
      added.push(line);
      const money = (amount: number) => ({ amount, currency: 'SGD' as const });
      return HttpResponse.json({
        data: {
          id: 1,
          lines: [],
          extras: [],
          itemsCount: count(),
          coupon: null,
          totals: {
            subtotal: money(0),
            discount: money(0),
            shipping: null,
            freeShippingThreshold: money(35),
            remainingForFreeShipping: money(35),
            total: money(0),
          },
          canCheckout: true,
        },
      });
    }),
  );
  return added;
}

const ruby = testVariant({ id: 11, name: 'Ruby', shade: { name: 'Ruby', hex: '#a4161a' } });
const coral = testVariant({
  id: 12,
  name: 'Coral',
  shade: { name: 'Coral', hex: '#ef6f61' },
  inventory: 3,
  price: { amount: 30, currency: 'SGD' },
  originalPrice: { amount: 40, currency: 'SGD' },
});

describe('the purchase panel', () => {
  it('shows a variant not sold in the country as unavailable, with no way to add it', async () => {
    bagApi();
    renderPanel(testProduct([testVariant({ id: 21, name: 'Ruby', availableInCountry: false })]));
    expect(await screen.findByText('Not available in Singapore')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to bag' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('chooses a shade from the swatches and shows its price and stock', async () => {
    bagApi();
    const user = userEvent.setup();
    renderPanel(testProduct([ruby, coral]));
    const shades = await screen.findByRole('group', { name: /Shade/ });
    expect(within(shades).getByRole('radio', { name: 'Ruby' })).toHaveProperty('checked', true);
    expect(screen.getByText('In stock')).toBeTruthy();
    await user.click(within(shades).getByRole('radio', { name: 'Coral' }));
    expect(within(shades).getByRole('radio', { name: 'Coral' })).toHaveProperty('checked', true);
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    const price = screen.getByText(formatPrice(30, 'sg', 'en'), { exact: false });
    expect(price.textContent).toBe(`Sale price ${formatPrice(30, 'sg', 'en')}`);
    expect(screen.getByText(formatPrice(40, 'sg', 'en'), { exact: false }).textContent).toBe(
      `Original price ${formatPrice(40, 'sg', 'en')}`,
    );
  });

  it('labels the button as the add-to-bag experiment says and tracks its goal on adding', async () => {
    bagApi();
    const tracked: string[] = [];
    server.use(
      http.get(`${flagsService}/v3/beautyshop`, () =>
        HttpResponse.json({
          configuration: { realTimeUpdate: false, consentType: 'REQUIRED', dataApiDomain: 'd.io' },
          featureFlags: [],
        }),
      ),
      http.post(`${flagsService}/visit/events`, async ({ request }) => {
        tracked.push(...(await request.text()).split('\n'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    // The shopper consented (the consent banner's cookie): the conversion is tracked in full.
    document.cookie = consentCookie('granted');
    onTestFinished(() => {
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    });
    const user = userEvent.setup();
    renderPanel(testProduct([ruby, coral]), {
      ...noExperiments,
      visitorCode: 'visitor1',
      consent: 'granted',
      variations: { 'add-to-bag-label': { key: 'add-now', variables: {} } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to bag now' }));
    await waitFor(
      () =>
        expect(tracked).toContainEqual(
          expect.stringMatching(/^eventType=conversion&goalId=301&.*&visitorCode=visitor1$/),
        ),
      // The engine's code loads with this first conversion.
      { timeout: 10_000 },
    );
  });

  it('adds the chosen quantity to the bag, updates the bag count and says so', async () => {
    const added = bagApi();
    const user = userEvent.setup();
    renderPanel(testProduct([ruby, coral]));
    await waitFor(() => expect(screen.getByTestId('bag-count').textContent).toBe('0'));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(screen.getByTestId('bag-count').textContent).toBe('2'));
    expect(added).toEqual([{ variantId: ruby.id, quantity: 2 }]);
    expect(await screen.findByText('Added to bag')).toBeTruthy();
  });

  it('shows the maximum-quantity message when the bag refuses more than 6', async () => {
    bagApi();
    const user = userEvent.setup();
    renderPanel(testProduct([ruby]));
    const stepper = await screen.findByRole('spinbutton', { name: 'Quantity' });
    stepper.focus();
    await user.keyboard('{End}');
    expect(stepper.getAttribute('aria-valuenow')).toBe('6');
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(screen.getByTestId('bag-count').textContent).toBe('6'));
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    // The alert is always in the page (so it is announced): its text comes with the refusal.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Only a maximum quantity of 6 of the item could be added to your bag',
      ),
    );
  });

  it('lets a member save the variant to the wish list and take it off again', async () => {
    bagApi();
    document.cookie = 'jwt-data=signed-in; path=/';
    onTestFinished(() => {
      document.cookie = 'jwt-data=; max-age=0; path=/';
    });
    let saved = false;
    const wishList = () => ({
      data: saved
        ? [
            {
              variant: { ...fixtureVariants('sg')[0]!, id: ruby.id },
              createdAt: '2026-11-30T00:00:00.000Z',
            },
          ]
        : [],
      meta: { total: saved ? 1 : 0 },
    });
    server.use(
      http.get(`${api}/wishlist`, () => HttpResponse.json(wishList())),
      http.patch(`${api}/wishlist/${ruby.id}`, async ({ request }) => {
        saved = ((await request.json()) as { saved: boolean }).saved;
        return HttpResponse.json(wishList());
      }),
    );
    const user = userEvent.setup();
    renderPanel(testProduct([ruby]));
    // The member's button comes once its code has loaded: busy until then.
    const add = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Add to wish list', pressed: false });
      expect(button.getAttribute('aria-busy')).toBeNull();
      return button;
    });
    await user.click(add);
    expect(await screen.findByText('Added to your wish list')).toBeTruthy();
    await user.click(
      await screen.findByRole('button', { name: 'Remove from wish list', pressed: true }),
    );
    expect(
      await screen.findByRole('button', { name: 'Add to wish list', pressed: false }),
    ).toBeTruthy();
    expect(saved).toBe(false);
  });

  it('invites a guest to sign in for a wish list, coming back to this page', async () => {
    bagApi();
    const user = userEvent.setup();
    renderPanel(testProduct([ruby]));
    await user.click(await screen.findByRole('button', { name: 'Add to wish list' }));
    const link = await screen.findByRole('link', { name: 'Sign in to keep a wish list' });
    expect(link.getAttribute('href')).toBe(
      `/sign_in?return_to=${encodeURIComponent('/products/milk-makeup-matte-velvet-lipstick')}`,
    );
  });
});
