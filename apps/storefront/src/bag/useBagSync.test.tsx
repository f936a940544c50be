import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { bagCountQuery } from '../queries/bag';
import { testQueryContext } from '../test/renderInShop';
import { useBagSync } from './useBagSync';

/** A tab of the shop: its own query cache, with the bag sync mounted as the header mounts it. */
function openTab() {
  const queryClient = new QueryClient();
  const context = testQueryContext();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useBagSync(context), { wrapper });
  const key = bagCountQuery(context).queryKey;
  return {
    count: () => queryClient.getQueryData(key)?.data.count,
    setCount: (count: number) => queryClient.setQueryData(key, { data: { count } }),
    close: () => view.unmount(),
  };
}

describe('useBagSync', () => {
  it('gives every open tab the count another tab’s bag change brought', async () => {
    const first = openTab();
    const second = openTab();
    first.setCount(3);
    await waitFor(() => expect(second.count()).toBe(3));
    second.setCount(5);
    await waitFor(() => expect(first.count()).toBe(5));
    first.close();
    second.close();
  });

  it('stops listening once the tab’s header is gone', async () => {
    const first = openTab();
    const second = openTab();
    second.close();
    first.setCount(2);
    const third = openTab();
    first.setCount(4);
    await waitFor(() => expect(third.count()).toBe(4));
    expect(second.count()).toBeUndefined();
    first.close();
    third.close();
  });
});
