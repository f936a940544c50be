import { commerceQueryPolicy, createCommerceClient } from '@beauty/commerce-sdk';
import { I18nProvider } from '@beauty/i18n/react';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiScope, commerceAccess } from '../queries/scope';
import { HeaderSearch } from './HeaderSearch';

const baseUrl = 'https://shop.test';
const api = `${baseUrl}/api/web/v1`;

/** Suggestions answers wait until the test opens the gate, asked before or after. */
function closedGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
let gate = closedGate();
const release = () => gate.open();
const server = setupServer(
  http.get(`${api}/search/popular-queries`, () =>
    HttpResponse.json({ data: [{ query: 'sunscreen', rank: 1 }], meta: { total: 1 } }),
  ),
  http.get(`${api}/components/search-input-dropdown`, async ({ request }) => {
    await gate.opened;
    await delay(0);
    const q = new URL(request.url).searchParams.get('q');
    return HttpResponse.json({
      data: {
        products: [],
        brands: [],
        categories: [],
        queries: q === 'rouge' ? ['rouge dior', 'rouge allure'] : [],
      },
    });
  }),
  http.get(`${api}/layouts`, () =>
    HttpResponse.json({
      data: { layout: 'default', config: { forterSiteId: 'x', smartLinkExemptedPaths: [] } },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  gate = closedGate();
});
afterAll(() => server.close());

function renderSearch() {
  const site = { country: 'SG', language: 'en' } as const;
  const queryClient = new QueryClient({ defaultOptions: { queries: commerceQueryPolicy } });
  const context = {
    commerce: commerceAccess(() => createCommerceClient({ baseUrl, ...apiScope(site) })),
    boot: { site },
    queryClient,
  };
  const rootRoute = createRootRouteWithContext<typeof context>()({ component: HeaderSearch });
  const router = createRouter({
    routeTree: rootRoute,
    context,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider country="SG" language="en">
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('HeaderSearch', () => {
  it('says the suggestions are loading while they are, then shows them', async () => {
    renderSearch();
    const box = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'rouge');
    // Typed, and the answer not in yet: never 'No results'.
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(screen.queryByText(/No results/)).toBeNull();
    release();
    expect(await screen.findByRole('option', { name: 'rouge dior' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing matches only once the answer is in', async () => {
    renderSearch();
    const box = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'zzz');
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    release();
    expect(await screen.findByText('No results for “zzz”')).toBeDefined();
  });
});
