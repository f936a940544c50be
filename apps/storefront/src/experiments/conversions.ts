// Conversions and the shopper's consent from the browser. The engine is loaded on the first use
// only: rendering never needs it (the server evaluated every flag), so pages do not pay for it up
// front.
import { readConsentCookie, type ConsentStatus } from '@beauty/analytics';
import { FlagsClient } from '@beauty/flags-sdk';
import { storefrontClientOptions } from '@beauty/flags-sdk/storefront';
import type { ShopExperiments } from './shopExperiments';

let started: Promise<FlagsClient> | null = null;

function client(experiments: ShopExperiments, reportError: (error: unknown) => void) {
  started ??= (async () => {
    const { url, siteCode, environment } = experiments.service;
    const flags = new FlagsClient(
      storefrontClientOptions({
        siteCode,
        environment,
        serviceUrl: url,
        storefrontDomain: window.location.hostname,
        country: '',
        // The page only reports conversions and consent: no configuration stream to hold open.
        eventSource: null,
        reportError,
      }),
    );
    await flags.initialize();
    return flags;
  })().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/**
 * Tracks a conversion of `goalId` for the page's visitor, as the consent allows (where consent is
 * required and not given, the engine sends conversions only). The consent is the cookie's, which
 * the shopper may have answered since the page was rendered. Never throws: a failure goes to
 * `reportError` (the shop's error reporter), never to the shopper.
 */
export async function trackConversion(
  experiments: ShopExperiments,
  goalId: number,
  reportError: (error: unknown) => void,
): Promise<void> {
  const { visitorCode } = experiments;
  if (visitorCode === null) return;
  try {
    const flags = await client(experiments, reportError);
    const consent = readConsentCookie(document.cookie);
    if (consent !== 'pending') flags.setLegalConsent(visitorCode, consent === 'granted');
    flags.trackConversion({ visitorCode, goalId });
    await flags.flush({ visitorCode, instant: true });
  } catch (error) {
    reportError(error);
  }
}

/**
 * Gives the engine the shopper's answer for the page's visitor: granted keeps the visitor-code
 * cookie, refused clears it where consent is required. Never throws: a failure is reported.
 */
export async function recordConsent(
  experiments: ShopExperiments,
  consent: Exclude<ConsentStatus, 'pending'>,
  reportError: (error: unknown) => void,
): Promise<void> {
  const { visitorCode } = experiments;
  if (visitorCode === null) return;
  try {
    (await client(experiments, reportError)).setLegalConsent(visitorCode, consent === 'granted');
  } catch (error) {
    reportError(error);
  }
}
