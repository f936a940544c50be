import {
  buildSiteData,
  createAnalytics,
  createErrorReporter,
  watchPageErrors,
  type AnalyticsShopper,
} from '@beauty/analytics';
import {
  AnalyticsProvider,
  useDeviceFlags,
  useFraudPrevention,
  usePageViews,
} from '@beauty/analytics/react';
import type { CommerceClient } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useSignedIn } from '../account/session';
import { layoutQuery } from '../queries/content';
import { accountQuery, profileQuery } from '../queries/member';
import { useShopConsent } from './consent';
import { setErrorReporter } from './errorReports';
import { setShopAnalytics } from './shopEvents';

/**
 * What the shop reports about a visit, loaded once the page has settled: the tag manager and
 * `page_viewed` with the member's data on every route change (unless the route switches it off),
 * the error reporter (uncaught errors, unhandled rejections, click breadcrumbs) and fraud
 * prevention on checkout pages.
 */
export default function ShopAnalytics({ origin }: { origin: string }) {
  const router = useRouter();
  const { boot } = useRouteContext({ from: '__root__' });
  const consent = useShopConsent();
  const [services] = useState(() => {
    const { tagManager, errorReporting } = boot.analytics;
    // The router read the page's CSP nonce when it hydrated: the tag manager's script carries it.
    const { nonce } = router.options.ssr ?? {};
    const preview = router.state.matches.some((match) =>
      String(match.routeId).startsWith('/_preview'),
    );
    return {
      // Shopper events wait for the answer to the cookie question (the consent banner).
      analytics: createAnalytics({
        consent: { status: consent.status },
        preview,
        ...(tagManager && { containerId: tagManager.containerId, origin: tagManager.origin }),
        ...(nonce && { nonce }),
      }),
      reporter: createErrorReporter({
        apiKey: errorReporting.apiKey,
        releaseStage: errorReporting.releaseStage,
        endpoints: errorReporting.endpoints,
        appVersion: boot.buildId,
        appType: 'client',
      }),
    };
  });
  const { analytics, reporter } = services;

  useEffect(() => {
    setErrorReporter(reporter);
    setShopAnalytics(analytics);
    void reporter.startSession();
    analytics.start();
    return watchPageErrors(reporter);
  }, [analytics, reporter]);

  // An answer releases the page views held so far, or drops them.
  useEffect(() => analytics.consent.setStatus(consent.status), [analytics, consent.status]);

  return (
    <AnalyticsProvider analytics={analytics} reporter={reporter}>
      <MemberPageViews origin={origin} />
      <FraudPrevention />
    </AnalyticsProvider>
  );
}

type Account = Awaited<ReturnType<CommerceClient['account']['list']>>['data'];
type Profile = Awaited<ReturnType<CommerceClient['user']['list']>>['data'];

/** The analytics shopper of a member: their account, and their profile when it answered. */
function memberShopper(account: Account, profile: Profile | undefined): AnalyticsShopper {
  return {
    id: account.id,
    email: account.email,
    loyaltyTier: account.tier,
    loyaltyPoints: account.loyalty.pointsBalance,
    tierPointsCounter: account.loyalty.tierPointsCounter,
    cardNumber: account.loyalty.cardNumber,
    ...(profile && {
      isEmployee: profile.isEmployee,
      dateOfBirth: profile.birthday,
      mobileNumber: profile.phone ? `${profile.phone.callingCode}${profile.phone.number}` : null,
    }),
  };
}

/** Page views wait for a member's account, so the first one already says who is signed in. */
function MemberPageViews({ origin }: { origin: string }) {
  const context = useRouteContext({ from: '__root__' });
  const signedIn = useSignedIn();
  const account = useQuery({ ...accountQuery(context), enabled: signedIn, retry: false });
  const profile = useQuery({ ...profileQuery(context), enabled: signedIn, retry: false });
  const shopper = useMemo(
    () => (signedIn && account.data ? memberShopper(account.data.data, profile.data?.data) : null),
    [signedIn, account.data, profile.data],
  );
  if (signedIn && (account.isPending || profile.isPending)) return null;
  return <PageViews origin={origin} shopper={shopper} />;
}

function PageViews({ origin, shopper }: { origin: string; shopper: AnalyticsShopper | null }) {
  const { country, language } = useI18n();
  const device = useDeviceFlags();
  const site = useMemo(
    () => buildSiteData({ country, language, device, signedIn: shopper !== null }),
    [country, language, device, shopper],
  );
  usePageViews({ shopper, site, origin });
  return null;
}

/** Fraud prevention, once the layout has named the provider's site id. */
function FraudPrevention() {
  const context = useRouteContext({ from: '__root__' });
  const { data: layout } = useQuery(layoutQuery(context));
  if (!layout) return null;
  return <FraudToken siteId={layout.data.config.forterSiteId} />;
}

/** Loads the provider's script on checkout pages; the token stays in the `forterToken` cookie. */
function FraudToken({ siteId }: { siteId: string }) {
  useFraudPrevention(siteId);
  return null;
}
