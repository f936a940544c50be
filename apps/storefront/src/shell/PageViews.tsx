import { buildSiteData, createAnalytics } from '@beauty/analytics';
import { AnalyticsProvider, useDeviceFlags, usePageViews } from '@beauty/analytics/react';
import { useI18n } from '@beauty/i18n/react';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';

/** `page_viewed` with the full URL on every route change, unless the route switches it off. */
export default function PageViews({ origin }: { origin: string }) {
  // The router read the page's CSP nonce when it hydrated: the tag manager's script carries it.
  const { nonce } = useRouter().options.ssr ?? {};
  // No consent banner yet: the tag manager's own consent mode decides what its tags may do.
  const [analytics] = useState(() => createAnalytics({ consent: { required: false }, nonce }));
  return (
    <AnalyticsProvider analytics={analytics}>
      <Reporter origin={origin} />
    </AnalyticsProvider>
  );
}

function Reporter({ origin }: { origin: string }) {
  const { country, language } = useI18n();
  const device = useDeviceFlags();
  const site = useMemo(
    () => buildSiteData({ country, language, device, signedIn: false }),
    [country, language, device],
  );
  usePageViews({ shopper: null, site, origin });
  return null;
}
