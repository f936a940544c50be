import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_DEFAULTS,
  NotificationsProvider,
  preloadNotifications,
  useNotifications,
  type NotificationsApi,
  type NotificationsProviderProps,
} from './Notifications.js';

let api: NotificationsApi;
function Capture() {
  const notifications = useNotifications();
  useEffect(() => {
    api = notifications;
  }, [notifications]);
  return null;
}
const setup = (props: NotificationsProviderProps = {}) =>
  render(
    <NotificationsProvider {...props}>
      <Capture />
    </NotificationsProvider>,
  );
// The titles of the notifications on screen (a destroyed one leaves at once in jsdom: no animation).
const shown = () =>
  [...document.querySelectorAll('li[data-state="open"]')].map(
    (item) => item.firstElementChild?.firstElementChild?.textContent,
  );
const item = (title: string) =>
  [...document.querySelectorAll('li')].find((node) => node.textContent?.includes(title));
const notify = (...args: Parameters<NotificationsApi['notify']>) => {
  let id = 0;
  act(() => {
    id = api.notify(...args);
  });
  return id;
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A provider from a fresh copy of the module, its notification center not loaded yet, and its API. */
async function setupFresh() {
  vi.resetModules();
  const fresh = await import('./Notifications.js');
  let freshApi: NotificationsApi | undefined;
  function FreshCapture() {
    const notifications = fresh.useNotifications();
    useEffect(() => {
      freshApi = notifications;
    }, [notifications]);
    return null;
  }
  render(
    <fresh.NotificationsProvider>
      <FreshCapture />
    </fresh.NotificationsProvider>,
  );
  return { fresh, api: freshApi! };
}

// The renderer loads on demand; loaded up front, the checks below see the screen right after notify.
beforeAll(() => preloadNotifications());
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Notifications', () => {
  it('has the spec defaults', () => {
    expect(NOTIFICATION_DEFAULTS).toEqual({
      width: 300,
      duration: 3000,
      speed: 300,
      position: 'top right',
      max: Infinity,
      closeOnClick: true,
    });
  });

  it('shows a notification and destroys it when its 3000 ms run out, removing it after 300 ms', () => {
    setup();
    notify({ title: 'Added to bag', text: 'Rouge Dior 999', type: 'success' });
    expect(shown()).toEqual(['Added to bag']);
    expect(item('Added to bag')?.getAttribute('data-type')).toBe('success');
    expect(item('Added to bag')?.textContent).toContain('Rouge Dior 999');
    advance(2999);
    expect(shown()).toEqual(['Added to bag']);
    advance(1);
    expect(shown()).toEqual([]);
    advance(300);
    expect(item('Added to bag')).toBeUndefined();
  });

  it('is destroyed on click', () => {
    setup();
    notify({ title: 'Saved' });
    fireEvent.click(item('Saved')!);
    expect(shown()).toEqual([]);
  });

  it('stays when clicked if closeOnClick is false, and closes with its close button', () => {
    setup({ closeOnClick: false });
    notify({ title: 'Saved' });
    fireEvent.click(item('Saved')!);
    expect(shown()).toEqual(['Saved']);
    fireEvent.click(within(item('Saved')!).getByRole('button', { name: 'Close' }));
    expect(shown()).toEqual([]);
  });

  it('is destroyed by a close call, and closeAll empties the stack', () => {
    setup();
    const first = notify({ title: 'One' });
    notify({ title: 'Two' });
    act(() => api.close(first));
    expect(shown()).toEqual(['Two']);
    act(() => api.closeAll());
    expect(shown()).toEqual([]);
  });

  it('destroys the oldest when more than the maximum are shown', () => {
    setup({ max: 2 });
    notify({ title: 'One' });
    notify({ title: 'Two' });
    notify({ title: 'Three' });
    expect(shown()).toEqual(['Two', 'Three']);
  });

  it('has no maximum by default', () => {
    setup();
    act(() => {
      for (let index = 0; index < 12; index += 1) api.notify({ title: `Item ${index}` });
    });
    expect(shown()).toHaveLength(12);
    advance(3000);
    expect(shown()).toEqual([]);
  });

  it('counts duplicates instead of stacking them, and restarts their timer', () => {
    setup();
    const first = notify({ title: 'Out of stock', type: 'error' });
    advance(2000);
    const again = notify({ title: 'Out of stock', type: 'error' });
    expect(again).toBe(first);
    expect(shown()).toEqual(['Out of stock']);
    expect(item('Out of stock')?.textContent).toContain('×2');
    advance(2000);
    expect(shown()).toEqual(['Out of stock']);
    advance(1000);
    expect(shown()).toEqual([]);
  });

  it('takes its own duration and speed, and keeps one with no duration until closed', () => {
    setup();
    notify({ title: 'Quick', duration: 500, speed: 100 });
    notify({ title: 'Sticky', duration: 0 });
    advance(499);
    expect(shown()).toEqual(['Quick', 'Sticky']);
    advance(1);
    expect(shown()).toEqual(['Sticky']);
    advance(60_000);
    expect(shown()).toEqual(['Sticky']);
  });

  it('does not time out while the pointer is over it, then finishes its remaining time', () => {
    setup();
    notify({ title: 'Reading' });
    advance(1000);
    fireEvent.pointerEnter(item('Reading')!);
    advance(10_000);
    expect(shown()).toEqual(['Reading']);
    fireEvent.pointerLeave(item('Reading')!);
    advance(1999);
    expect(shown()).toEqual(['Reading']);
    advance(1);
    expect(shown()).toEqual([]);
  });

  it('lives in a labelled region with the width asked for', () => {
    setup({ position: 'bottom left', width: 360 });
    notify({ title: 'Payment failed', type: 'error' });
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-label')).toContain('Notification');
    const list = within(region).getByRole('list');
    expect(list.style.cssText).toContain('360px');
    expect(within(list).getByText('Payment failed')).toBeTruthy();
  });

  it('refuses to be used outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('NotificationsProvider');
    spy.mockRestore();
  });

  it('counts a notification’s time from when it can be seen, not from before its renderer came', async () => {
    // Its renderer still to load, as on a slow connection.
    const { fresh, api: freshApi } = await setupFresh();
    act(() => {
      freshApi.notify({ title: 'Booked', type: 'success' });
    });
    // Longer than it lasts, while the renderer is on its way.
    advance(5000);
    await act(() => fresh.preloadNotifications());
    expect(shown()).toEqual(['Booked']);
    advance(2999);
    expect(shown()).toEqual(['Booked']);
    advance(1);
    expect(shown()).toEqual([]);
  });

  it('keeps what is raised and closed before its code arrives, in order', async () => {
    // Nothing loaded yet, as on a page that just started.
    const { fresh, api: freshApi } = await setupFresh();
    act(() => {
      freshApi.notify({ title: 'Added to bag' });
      const again = freshApi.notify({ title: 'Added to bag' });
      freshApi.notify({ title: 'Saved' });
      // Closing the second "Added to bag" closes the one it was shown as.
      freshApi.close(again);
    });
    await act(() => fresh.preloadNotifications());
    expect(shown()).toEqual(['Saved']);
    act(() => freshApi.closeAll());
    expect(shown()).toEqual([]);
  });

  it('loads its renderer with the first notification when nobody preloaded it', async () => {
    vi.useRealTimers();
    // Nothing loaded yet, as on a page that just started.
    const { api: freshApi } = await setupFresh();
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      freshApi.notify({ title: 'Added to bag', type: 'success' });
    });
    expect(await screen.findByText('Added to bag')).toBeTruthy();
    expect(screen.getByRole('region')).toBeTruthy();
  });
});
