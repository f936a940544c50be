import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopExperiments } from './shopExperiments';

const experiments: ShopExperiments = {
  visitorCode: 'visitor1',
  variations: {},
  consent: 'pending',
  service: { url: 'https://shop.test/flags-service', siteCode: 'beautyshop', environment: 'test' },
};

/**
 * The module and the engine as a page loads them the first time: the module keeps its engine for
 * the page's life, so each test starts from a fresh copy.
 */
async function loadFresh() {
  vi.resetModules();
  const { FlagsClient } = await import('@beauty/flags-sdk');
  return { FlagsClient, ...(await import('./conversions')) };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'kameleoonVisitorCode=; Max-Age=0; Path=/';
});

describe('experiments in the browser', () => {
  it('reports a conversion the engine could not send to the error reporter, and never throws', async () => {
    const { FlagsClient, trackConversion } = await loadFresh();
    const down = new Error('Experimentation service unreachable');
    vi.spyOn(FlagsClient.prototype, 'initialize').mockRejectedValue(down);
    const reportError = vi.fn();
    const log = vi.spyOn(console, 'error');
    await expect(trackConversion(experiments, 301, reportError)).resolves.toBeUndefined();
    expect(reportError).toHaveBeenCalledWith(down);
    expect(log).not.toHaveBeenCalled();
  });

  it('reports a consent the engine could not record, and never throws', async () => {
    const { FlagsClient, recordConsent } = await loadFresh();
    const down = new Error('Experimentation service unreachable');
    vi.spyOn(FlagsClient.prototype, 'initialize').mockRejectedValue(down);
    const reportError = vi.fn();
    await expect(recordConsent(experiments, 'granted', reportError)).resolves.toBeUndefined();
    expect(reportError).toHaveBeenCalledWith(down);
  });

  it('keeps the visitor-code cookie once the shopper consents', async () => {
    const { FlagsClient, recordConsent } = await loadFresh();
    vi.spyOn(FlagsClient.prototype, 'initialize').mockResolvedValue(undefined);
    const reportError = vi.fn();
    await recordConsent(experiments, 'granted', reportError);
    expect(document.cookie).toContain('kameleoonVisitorCode=visitor1');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('leaves a visitor without a code alone', async () => {
    const { FlagsClient, recordConsent, trackConversion } = await loadFresh();
    const initialize = vi.spyOn(FlagsClient.prototype, 'initialize');
    const reportError = vi.fn();
    await trackConversion({ ...experiments, visitorCode: null }, 301, reportError);
    await recordConsent({ ...experiments, visitorCode: null }, 'denied', reportError);
    expect(initialize).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });
});
