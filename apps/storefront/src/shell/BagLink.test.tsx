import { act, cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { renderInShop, testOrigin } from '../test/renderInShop';
import { BagLink } from './BagLink';

// The page's settling, told by the test (when a real page settles is `settled.test.tsx`'s).
const page = vi.hoisted(() => {
  let settled = false;
  const listeners = new Set<() => void>();
  return {
    isSettled: () => settled,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    settle: () => {
      settled = true;
      for (const listener of listeners) listener();
    },
  };
});
vi.mock('./settled', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useSettled: () => useSyncExternalStore(page.subscribe, page.isSettled, () => false),
  };
});

let count = 2;
let asked = 0;
const server = setupServer(
  http.get(`${testOrigin}/api/web/v1/cart/items-count`, () => {
    asked++;
    return HttpResponse.json({ data: { count } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

// In order: before the page has settled, then after.
it('says just "Bag" and asks for no count until the page settles, then shows the bag’s count', async () => {
  await renderInShop(BagLink);
  const bag = await screen.findByRole('link', { name: 'Bag' });
  expect(bag.getAttribute('href')).toBe('/cart');
  expect(screen.getByTestId('bag-count').textContent).toBe('');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toBe(0);

  act(() => page.settle());
  expect(await screen.findByRole('link', { name: 'Bag, 2 items' })).toBe(bag);
  expect(screen.getByTestId('bag-count').textContent).toBe('2');
  expect(asked).toBe(1);
});

it('reads an empty bag as empty once the page has settled, in the visit’s language', async () => {
  count = 0;
  await renderInShop(BagLink, { country: 'th', language: 'th' });
  const bag = await screen.findByRole('link', { name: 'ถุงช้อปปิ้ง ไม่มีสินค้า' });
  expect(bag.getAttribute('href')).toBe('/cart');
  expect(screen.getByTestId('bag-count').textContent).toBe('0');
});
