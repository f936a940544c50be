import { useI18n } from '@beauty/i18n/react';
import { NotificationsProvider } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { ConsentProvider, ShopConsentBanner } from './consent';
import { useSettled } from './settled';

// Analytics, error reports, the build watch and the bag's tab sync are not needed to show the page:
// they load once it has settled (errors of the first moments wait for the reporter).
const SettledServices = lazy(() => import('./SettledServices'));

/**
 * What every page has around it: the cookie question, analytics and error reports, notifications,
 * the build-freshness watch and the bag kept in step across tabs.
 */
export function ShellServices({ children }: { children: ReactNode }) {
  const { boot } = useRouteContext({ from: '__root__' });
  const i18n = useI18n();
  const settled = useSettled();
  return (
    <NotificationsProvider
      labels={{ region: i18n.text('notification.region'), close: i18n.text('notification.close') }}
    >
      <ConsentProvider>
        {settled ? (
          <Suspense fallback={null}>
            <SettledServices origin={boot.origin} />
          </Suspense>
        ) : null}
        {children}
        <ShopConsentBanner />
      </ConsentProvider>
    </NotificationsProvider>
  );
}
