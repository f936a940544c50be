// Conversions from the browser. The engine is loaded on the first one only: rendering never
// needs it (the server evaluated every flag), so pages do not pay for it up front.
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
        // The page only reports conversions: no configuration stream to hold open.
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
 * required and not given, the engine sends conversions only). Never throws: a failure is reported.
 */
export async function trackConversion(
  experiments: ShopExperiments,
  goalId: number,
  reportError: (error: unknown) => void,
): Promise<void> {
  const { visitorCode, consent } = experiments;
  if (visitorCode === null) return;
  try {
    const flags = await client(experiments, reportError);
    if (consent !== 'pending') flags.setLegalConsent(visitorCode, consent === 'granted');
    flags.trackConversion({ visitorCode, goalId });
    await flags.flush({ visitorCode, instant: true });
  } catch (error) {
    reportError(error);
  }
}
