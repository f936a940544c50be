import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../index.js';
import { ManualTimers, recordingFetch, sampleConfiguration } from '../test/harness.js';
import { STOREFRONT_CUSTOM_DATA, StorefrontFlags, storefrontClientOptions } from './index.js';

function setup(environment = 'production', fetch = recordingFetch(sampleConfiguration()).fetch) {
  const reported: unknown[] = [];
  const timers = new ManualTimers();
  const flags = new StorefrontFlags({
    siteCode: 'tstsite01',
    environment,
    storefrontDomain: 'shop.example.sg',
    country: 'sg',
    reportError: (error) => reported.push(error),
    fetch,
    storage: new MemoryStorage(),
    eventSource: null,
    timers,
    clock: { now: () => timers.now },
    cookies: null,
    logger: { warn: () => undefined, error: () => undefined },
  });
  return { flags, reported };
}

describe('storefront glue', () => {
  it('uses the shop defaults: 5 min updates in production, 1 elsewhere, 20 s timeout, own domain', () => {
    const base = {
      siteCode: 's',
      storefrontDomain: 'shop.example.sg',
      country: 'SG',
      reportError: () => undefined,
    };
    expect(storefrontClientOptions(base)).toMatchObject({
      updateInterval: 5,
      requestTimeout: 20_000,
      networkDomain: 'shop.example.sg',
    });
    const staging = storefrontClientOptions({ ...base, environment: 'staging' });
    expect(staging).toMatchObject({ updateInterval: 1, requestTimeout: 20_000 });
    expect(staging.networkDomain).toBeUndefined();
    expect(STOREFRONT_CUSTOM_DATA).toEqual({
      tier: 0,
      country: 3,
      platform: 5,
      appPlatform: 6,
      version: 7,
      key: 8,
      brandCode: 9,
      pagePath: 10,
    });
  });

  it('reports and answers false before it is ready', () => {
    const { flags, reported } = setup();
    expect(flags.isFeatureFlagActive('new_checkout')).toBe(false);
    expect(reported[0]).toMatchObject({ kind: 'Initialization' });
  });

  it('stores the upper-case country at start-up and checks flags', async () => {
    const http = recordingFetch(sampleConfiguration());
    const { flags, reported } = setup('production', http.fetch);
    expect(await flags.start('visitor1')).toBe(true);
    expect(http.requests[0]!.url).toBe('https://sdk-config.shop.example.sg/v3/tstsite01');
    expect(flags.isFeatureFlagActive('new_checkout')).toBe(true);
    expect(flags.isFeatureFlagActive('missing_flag')).toBe(false);
    expect(reported[0]).toMatchObject({ kind: 'FeatureFlagConfigurationNotFound' });
    await flags.client.flush({ visitorCode: 'visitor1', instant: true });
    const tracking = http.requests.find((r) => r.method === 'POST')!;
    expect(tracking.url.startsWith('https://data.shop.example.sg/visit/events')).toBe(true);
    expect(tracking.body).toContain(
      'eventType=customData&index=3&valuesCountMap=%7B%22SG%22%3A1%7D',
    );
  });

  it('reports a failed start', async () => {
    const down = recordingFetch(sampleConfiguration(), { failConfiguration: () => true });
    const { flags, reported } = setup('staging', down.fetch);
    expect(await flags.start()).toBe(false);
    expect(reported[0]).toMatchObject({ kind: 'Initialization' });
  });
});
