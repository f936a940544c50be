import { useI18n } from '@beauty/i18n/react';
import { NotificationsProvider } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { BuildFreshness } from './BuildFreshness';
import { useInBrowser } from './useInBrowser';

// Analytics and error reporting (device detection, hashing) are not needed to show the page: they
// load after hydration.
const ShopAnalytics = lazy(() => import('./ShopAnalytics'));

/** What every page has around it: analytics and error reports, notifications and the build-freshness watch. */
export function ShellServices({ children }: { children: ReactNode }) {
  const { boot } = useRouteContext({ from: '__root__' });
  const i18n = useI18n();
  const inBrowser = useInBrowser();
  return (
    <NotificationsProvider
      labels={{ region: i18n.text('notification.region'), close: i18n.text('notification.close') }}
    >
      {inBrowser ? (
        <Suspense fallback={null}>
          <ShopAnalytics origin={boot.origin} />
        </Suspense>
      ) : null}
      <BuildFreshness />
      {children}
    </NotificationsProvider>
  );
}
