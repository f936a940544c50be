import { useI18n } from '@beauty/i18n/react';
import { NotificationsProvider } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { ConsentProvider, ShopConsentBanner } from './consent';
import { useInBrowser } from './useInBrowser';

// Analytics and error reporting (device detection, hashing) are not needed to show the page: they
// load after hydration.
const ShopAnalytics = lazy(() => import('./ShopAnalytics'));
// The build-freshness watch shows nothing until it has polled: it loads after hydration too.
const BuildFreshness = lazy(() =>
  import('./BuildFreshness').then(({ BuildFreshness }) => ({ default: BuildFreshness })),
);
// Every tab's bag count follows the bag changes made in the others: nothing to show before that.
const BagSync = lazy(() =>
  import('../bag/useBagSync').then(({ BagSync }) => ({ default: BagSync })),
);

/**
 * What every page has around it: the cookie question, analytics and error reports, notifications,
 * the build-freshness watch and the bag kept in step across tabs.
 */
export function ShellServices({ children }: { children: ReactNode }) {
  const { boot } = useRouteContext({ from: '__root__' });
  const i18n = useI18n();
  const inBrowser = useInBrowser();
  return (
    <NotificationsProvider
      labels={{ region: i18n.text('notification.region'), close: i18n.text('notification.close') }}
    >
      <ConsentProvider>
        {inBrowser ? (
          <>
            <Suspense fallback={null}>
              <ShopAnalytics origin={boot.origin} />
            </Suspense>
            <Suspense fallback={null}>
              <BuildFreshness />
            </Suspense>
            <Suspense fallback={null}>
              <BagSync />
            </Suspense>
          </>
        ) : null}
        {children}
        <ShopConsentBanner />
      </ConsentProvider>
    </NotificationsProvider>
  );
}
