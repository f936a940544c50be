import { useI18n } from '@beauty/i18n/react';
import { NotificationsProvider } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { BuildFreshness } from './BuildFreshness';
import { useInBrowser } from './useInBrowser';

// Analytics (device detection, hashing) is not needed to show the page: it loads after hydration.
const PageViews = lazy(() => import('./PageViews'));

/** What every page has around it: analytics, notifications and the build-freshness watch. */
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
          <PageViews origin={boot.origin} />
        </Suspense>
      ) : null}
      <BuildFreshness />
      {children}
    </NotificationsProvider>
  );
}
