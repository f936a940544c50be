import { ServerMessages } from '@beauty/commerce-sdk/contract';
import { NotificationsProvider, preloadNotifications } from '@beauty/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInShop, testOrigin } from '../test/renderInShop';
import { BagPage } from './BagPage';
import { testBag, testLine } from './testBag';

const api = `${testOrigin}/api/web/v1`;
const server = setupServer(
  http.get(`${api}/layouts`, () =>
    HttpResponse.json({ message: 'Layout not found', statusCode: 404 }, { status: 404 }),
  ),
  http.get(`${api}/cart/items-count`, () => HttpResponse.json({ data: { count: 1 } })),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await preloadNotifications();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const refused = (message: string, data: Record<string, unknown>) =>
  HttpResponse.json(
    { message, statusCode: 400, statusMessage: 'Bad Request', data },
    { status: 400 },
  );

const Page = () => (
  <NotificationsProvider>
    <BagPage />
  </NotificationsProvider>
);

describe('BagPage', () => {
  it('shows a change at once and rolls it back with the server’s reason when refused', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${api}/cart/bag`, () => HttpResponse.json(testBag([testLine({ id: 1 })]))),
      http.patch(`${api}/cart/line-items/1`, async () => {
        await held;
        return refused('Only 1 of this item left in stock', { inventory: 1 });
      }),
    );
    await renderInShop(Page);
    const quantity = await screen.findByRole('spinbutton', {
      name: 'Quantity of Matte Velvet Lipstick',
    });
    expect(quantity.getAttribute('aria-valuenow')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    // Optimistic: the new quantity and line price before the server answers.
    expect(quantity.getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getAllByText('$60.00').length).toBeGreaterThan(0);

    release();
    expect(await screen.findByText('Only 1 left')).toBeTruthy();
    await waitFor(() => expect(quantity.getAttribute('aria-valuenow')).toBe('1'));
  });

  it('says the spec’s message when the server refuses a seventh', async () => {
    server.use(
      http.get(`${api}/cart/bag`, () =>
        HttpResponse.json(testBag([testLine({ id: 1, quantity: 5 })])),
      ),
      http.patch(`${api}/cart/line-items/1`, () =>
        refused(ServerMessages.maxQuantity, { maxQuantity: 6 }),
      ),
    );
    await renderInShop(Page);
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText(ServerMessages.maxQuantity)).toBeTruthy();
    await waitFor(() =>
      expect(
        screen
          .getByRole('spinbutton', { name: 'Quantity of Matte Velvet Lipstick' })
          .getAttribute('aria-valuenow'),
      ).toBe('5'),
    );
  });

  it('marks a sold-out line and keeps checkout shut with the reason', async () => {
    server.use(
      http.get(`${api}/cart/bag`, () =>
        HttpResponse.json(
          testBag([
            testLine({
              id: 1,
              inventory: 0,
              warnings: [{ code: 'out_of_stock', message: ServerMessages.outOfStock }],
            }),
            testLine({
              id: 2,
              warnings: [
                { code: 'unavailable_in_country', message: ServerMessages.unavailableInCountry },
              ],
            }),
          ]),
        ),
      ),
    );
    await renderInShop(Page);
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    expect((checkout as HTMLButtonElement).disabled).toBe(true);
    const reasons = screen.getByTestId('checkout-blockers');
    expect(
      within(reasons).getByText('Please remove out-of-stock items from your bag before checkout.'),
    ).toBeTruthy();
    expect(
      within(reasons).getByText(
        'Please remove items not sold in your country from your bag before checkout.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('Not available in Singapore')).toBeTruthy();
  });

  it('shows the empty bag with a way back to the shop', async () => {
    server.use(http.get(`${api}/cart/bag`, () => HttpResponse.json(testBag([]))));
    await renderInShop(Page);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your bag is empty' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });
});
