import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInShop, testOrigin } from '../test/renderInShop';
import { HeaderSearch } from './HeaderSearch';

const api = `${testOrigin}/api/web/v1`;

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

const renderSearch = () => renderInShop(HeaderSearch);

describe('HeaderSearch', () => {
  it('says the suggestions are loading while they are, then shows them', async () => {
    await renderSearch();
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
    await renderSearch();
    const box = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'zzz');
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    release();
    expect(await screen.findByText('No results for “zzz”')).toBeDefined();
  });
});
