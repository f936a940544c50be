import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient } from './commerce';
import { createShopRouter } from './router';

const origin = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderShop(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createShopRouter(
    { queryClient, commerce: createShopClient(origin) },
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('home page', () => {
  it('lists the brands the API answers for Singapore', async () => {
    let country: string | null = null;
    server.use(
      http.get(`${origin}/api/web/v1/brands`, ({ request }) => {
        country = request.headers.get('x-site-country');
        return HttpResponse.json({
          data: [
            {
              id: 1,
              slug: 'armani-beauty',
              name: 'Armani Beauty',
              description: 'Italian couture.',
              isOwnBrand: false,
            },
            {
              id: 2,
              slug: 'milk-makeup',
              name: 'Milk Makeup',
              description: null,
              isOwnBrand: false,
            },
          ],
          meta: { total: 2 },
        });
      }),
    );
    renderShop('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brands A-Z' }, { timeout: 25_000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Armani BeautyItalian couture.',
      'Milk Makeup',
    ]);
    expect(screen.getByText('2 brands')).toBeTruthy();
    expect(country).toBe('sg');
  });

  it("shows the API's error message when brands cannot be loaded", async () => {
    server.use(
      http.get(`${origin}/api/web/v1/brands`, () =>
        HttpResponse.json(
          { message: 'Resource not found!', statusCode: 404, statusMessage: 'Not Found' },
          { status: 404 },
        ),
      ),
    );
    renderShop('/');
    expect(await screen.findByText('Resource not found!', {}, { timeout: 25_000 })).toBeTruthy();
  });
});
