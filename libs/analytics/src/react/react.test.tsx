// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAnalytics,
  createErrorReporter,
  FRAUD_TOKEN_EVENT,
  type Analytics,
} from '../index.js';
import {
  AnalyticsProvider,
  useAnalytics,
  useConsentStatus,
  useDeviceFlags,
  useFraudPrevention,
  usePageViews,
} from './index.js';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

function Root() {
  usePageViews({ shopper: null, site: null, origin: 'https://shop.example' });
  const consent = useConsentStatus();
  const device = useDeviceFlags();
  return (
    <>
      <p>consent: {consent}</p>
      <p>mobile: {String(device.isMobile)}</p>
      <Outlet />
    </>
  );
}

function Checkout() {
  const token = useFraudPrevention('a1b2c3');
  return <p>token: {token ?? 'none'}</p>;
}

/** The `/slow` page's data: it loads until the test resolves it. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
let slowPage = deferred();

function renderShop(analytics: Analytics, path = '/') {
  const rootRoute = createRootRoute({ component: Root });
  const page = (routePath: string, staticData = {}) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: routePath,
      staticData,
      component: () => <p>{routePath}</p>,
    });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      page('/'),
      page('/about'),
      page('/bag', { analyticsPageView: false }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/slow',
        loader: () => slowPage.promise,
        component: () => <p>/slow</p>,
      }),
      createRoute({ getParentRoute: () => rootRoute, path: '/checkout', component: Checkout }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/pay-by-link',
        staticData: { fraudPrevention: true },
        component: Checkout,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const reporter = createErrorReporter({ apiKey: undefined });
  render(
    <AnalyticsProvider analytics={analytics} reporter={reporter}>
      <RouterProvider router={router} />
    </AnalyticsProvider>,
  );
  return router;
}

function pageViews(page: Record<string, unknown>) {
  return ((page.dataLayer ?? []) as Record<string, unknown>[])
    .filter((entry) => entry.event === 'page_viewed')
    .map((entry) => entry.page_url);
}

describe('React binding', () => {
  it('reports a page view for the first page and every route change, skipping disabled routes', async () => {
    const page: Record<string, unknown> = {};
    const analytics = createAnalytics({ target: page, consent: { status: 'granted' } });
    const router = renderShop(analytics, '/?language=en');
    await waitFor(() => expect(pageViews(page)).toEqual(['https://shop.example/?language=en']));

    await act(() => router.navigate({ to: '/about' }));
    await act(() => router.navigate({ to: '/bag' }));
    await act(() => router.navigate({ to: '/about', search: { tab: 'story' } }));
    await waitFor(() =>
      expect(pageViews(page)).toEqual([
        'https://shop.example/?language=en',
        'https://shop.example/about',
        'https://shop.example/about?tab=story',
      ]),
    );
    expect(await screen.findByText('/about')).toBeTruthy();
  });

  it('counts coming back to a page before the page left for has loaded, and not reloading its data', async () => {
    slowPage = deferred();
    const page: Record<string, unknown> = {};
    const analytics = createAnalytics({ target: page, consent: { status: 'granted' } });
    const router = renderShop(analytics, '/about');
    await waitFor(() => expect(pageViews(page)).toEqual(['https://shop.example/about']));

    const leaving = router.navigate({ to: '/slow' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/slow'));
    await act(() => router.navigate({ to: '/about' }));
    slowPage.resolve();
    await act(() => leaving);
    await waitFor(() =>
      expect(pageViews(page)).toEqual(['https://shop.example/about', 'https://shop.example/about']),
    );

    await act(() => router.invalidate());
    await act(() => router.navigate({ to: '/about' }));
    expect(pageViews(page)).toEqual(['https://shop.example/about', 'https://shop.example/about']);
  });

  it('re-renders on a consent change and releases held page views at once', async () => {
    const page: Record<string, unknown> = {};
    const analytics = createAnalytics({ target: page });
    renderShop(analytics);
    expect(await screen.findByText('consent: pending')).toBeTruthy();
    await waitFor(() => expect(analytics.consent.status).toBe('pending'));
    expect(pageViews(page)).toEqual([]);
    act(() => analytics.consent.setStatus('granted'));
    expect(screen.getByText('consent: granted')).toBeTruthy();
    await waitFor(() => expect(pageViews(page)).toEqual(['https://shop.example/']));
  });

  it('refreshes device flags 50 ms after a resize', async () => {
    const analytics = createAnalytics({ target: {} });
    renderShop(analytics);
    expect(await screen.findByText('mobile: false')).toBeTruthy();
    const desktopAgent = navigator.userAgent;
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    try {
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(await screen.findByText('mobile: true')).toBeTruthy();
    } finally {
      Object.defineProperty(navigator, 'userAgent', { configurable: true, value: desktopAgent });
    }
  });

  it('starts fraud prevention on checkout and shows the token it issues', async () => {
    const analytics = createAnalytics({ target: {} });
    renderShop(analytics, '/checkout');
    expect(await screen.findByText('token: none')).toBeTruthy();
    expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual([
      'https://cdn4.forter.com/sn/a1b2c3/script.js',
    ]);
    act(() => {
      document.dispatchEvent(new CustomEvent(FRAUD_TOKEN_EVENT, { detail: 'tok_9' }));
    });
    expect(screen.getByText('token: tok_9')).toBeTruthy();
  });

  it('starts fraud prevention on a route its meta makes a checkout page', async () => {
    const analytics = createAnalytics({ target: {} });
    renderShop(analytics, '/pay-by-link');
    // The token may be the cookie an earlier test's checkout kept.
    expect(await screen.findByText(/^token: /)).toBeTruthy();
    expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual([
      'https://cdn4.forter.com/sn/a1b2c3/script.js',
    ]);
  });

  it('explains a hook used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useAnalytics();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(
      'useAnalytics must be used inside <AnalyticsProvider>.',
    );
    spy.mockRestore();
  });
});
