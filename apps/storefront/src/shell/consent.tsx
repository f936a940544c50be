import { consentCookie, type ConsentStatus } from '@beauty/analytics';
import { useI18n } from '@beauty/i18n/react';
import { ConsentBanner } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { reportError } from './errorReports';

/** The shopper's answer to the cookie question. */
export type ConsentAnswer = Exclude<ConsentStatus, 'pending'>;

interface ShopConsent {
  status: ConsentStatus;
  answer(answer: ConsentAnswer): void;
}

const ConsentContext = createContext<ShopConsent | null>(null);

/**
 * The shopper's tracking consent for the page: what the server read from the consent cookie, then
 * their answer. Answering writes the cookie (the server's next pages evaluate and track
 * experiments by it) and gives it to the experimentation engine at once, which keeps the
 * visitor-code cookie on a grant and clears it on a refusal where consent is required. The
 * analytics read the status with {@link useShopConsent} and release or drop the events they held.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  // Read from the boot data directly: `useShopExperiments`'s module brings the flags engine's
  // code, which every page would then load up front.
  const { experiments } = useRouteContext({ from: '__root__' }).boot;
  const [status, setStatus] = useState<ConsentStatus>(experiments.consent);
  const answer = useCallback(
    (next: ConsentAnswer) => {
      document.cookie = consentCookie(next);
      setStatus(next);
      void import('../experiments/conversions').then(({ recordConsent }) =>
        recordConsent(experiments, next, reportError),
      );
    },
    [experiments],
  );
  const value = useMemo(() => ({ status, answer }), [status, answer]);
  return <ConsentContext value={value}>{children}</ConsentContext>;
}

/** The page's consent and the way to answer it; see {@link ConsentProvider}. */
export function useShopConsent(): ShopConsent {
  const consent = useContext(ConsentContext);
  if (!consent) throw new Error('useShopConsent needs a ConsentProvider');
  return consent;
}

/**
 * The cookie question, until the shopper answers, pinned to the bottom of the screen (at the end
 * of the page, which it keeps room at). The server renders it from the consent cookie, so the page
 * does not shift when it loads; it leaves with the answer.
 */
export function ShopConsentBanner() {
  const i18n = useI18n();
  const { status, answer } = useShopConsent();
  if (status !== 'pending') return null;
  return (
    <ConsentBanner
      label={i18n.text('cookies.label')}
      acceptLabel={i18n.text('cookies.accept')}
      refuseLabel={i18n.text('cookies.refuse')}
      onAccept={() => answer('granted')}
      onRefuse={() => answer('denied')}
    >
      {i18n.text('cookies.text')}
    </ConsentBanner>
  );
}
