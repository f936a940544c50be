import type { VariantListResponse } from '@beauty/commerce-sdk';
import { ServerMessages } from '@beauty/commerce-sdk/contract';
import { NotificationsProvider, preloadNotifications } from '@beauty/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testVariant } from '../product/testProduct';
import { renderInShop, testOrigin } from '../test/renderInShop';
import { CartPlayground } from './CartPlayground';
import { testBag, testLine } from './testBag';

// The playground calls the API of the page's own origin, in the country chosen.
const api = `${window.location.origin}/api/web/v1`;
const server = setupServer(
  http.get(`${testOrigin}/api/web/v1/layouts`, () =>
    HttpResponse.json({ message: 'Layout not found', statusCode: 404 }, { status: 404 }),
  ),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await preloadNotifications();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const variants: VariantListResponse = {
  data: [
    {
      ...testVariant({ id: 7, name: 'Rosewood' }),
      product: {
        id: 1,
        slug: 'milk-makeup-matte-velvet-lipstick',
        name: 'Matte Velvet Lipstick',
        brand: { id: 1, slug: 'milk-makeup', name: 'Milk Makeup' },
        rating: { average: 4.5, count: 12 },
        badges: [],
        variantsCount: 1,
      },
    },
  ],
  meta: { total: 1, page: 1, perPage: 12, nextCursor: null },
};

describe('CartPlayground', () => {
  it('adds a seeded variant in the chosen country, applies an offer’s code and shows the raw bag', async () => {
    const countries: string[] = [];
    const bag = testBag([testLine({ id: 1 })], {
      offers: [
        {
          id: 4,
          kind: 'coupon',
          title: '20% off Milk Makeup',
          description: 'Enter MILK20 in your bag.',
          minimumSpend: null,
          validTill: null,
          couponCode: 'MILK20',
          eligible: true,
          remainingSpend: null,
          gifts: [],
        },
      ],
    });
    server.use(
      http.get(`${api}/cart/bag`, () => HttpResponse.json(bag)),
      http.get(`${api}/variants`, () => HttpResponse.json(variants)),
      http.post(`${api}/cart/line-items`, ({ request }) => {
        countries.push(request.headers.get('X-Site-Country') ?? '');
        return HttpResponse.json({ data: bag.data.cart });
      }),
      http.post(`${api}/cart/discount-coupon`, () =>
        HttpResponse.json(
          {
            message: ServerMessages.promotionInvalid,
            statusCode: 400,
            statusMessage: 'Bad Request',
            data: { reason: 'not_applicable_to_bag' },
          },
          { status: 400 },
        ),
      ),
    );
    await renderInShop(() => (
      <NotificationsProvider>
        <CartPlayground />
      </NotificationsProvider>
    ));
    await waitFor(() =>
      expect(screen.getByTestId('raw-bag').textContent).toContain('"Matte Velvet Lipstick"'),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'my');
    await userEvent.click(await screen.findByRole('button', { name: 'Add variant 7 to the bag' }));
    expect(await screen.findByText('Variant 7 was added to your bag.')).toBeTruthy();
    expect(countries).toEqual(['my']);

    await userEvent.click(screen.getByRole('button', { name: 'Apply MILK20' }));
    expect(
      await screen.findByText(
        'Sorry, the promotion is invalid. This promo code only applies to selected products or brands.',
      ),
    ).toBeTruthy();
  });
});
