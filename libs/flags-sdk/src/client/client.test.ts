import { describe, expect, it } from 'vitest';
import { FlagsClient, FlagsError, MemoryStorage, STORAGE_KEYS } from '../index.js';
import type { EventSourceLike } from '../index.js';
import {
  ManualTimers,
  recordingFetch,
  sampleConfiguration,
  settle,
  testClient,
} from '../test/harness.js';

describe('client lifecycle', () => {
  it('raises the initialization error before the configuration is loaded', async () => {
    const { client } = testClient();
    expect(client.ready).toBe(false);
    expect(() =>
      client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout' }),
    ).toThrow(expect.objectContaining({ kind: 'Initialization' }));
    await client.initialize();
    expect(client.ready).toBe(true);
    expect(client.getFeatureFlags()).toEqual([
      {
        id: 1,
        key: 'new_checkout',
        rules: [
          { id: 101, type: 'TARGETED_DELIVERY', experimentId: 1001, variationKeys: ['on'] },
          {
            id: 102,
            type: 'EXPERIMENTATION',
            experimentId: 1002,
            variationKeys: ['off', 'on', 'v2'],
          },
        ],
      },
    ]);
  });

  it('fetches the configuration with the SDK headers, retrying twice', async () => {
    let failures = 2;
    const http = recordingFetch(sampleConfiguration(), { failConfiguration: () => failures-- > 0 });
    const { client } = testClient({ fetch: http.fetch, environment: 'staging' });
    await client.initialize();
    expect(http.requests.map((r) => r.url)).toEqual(
      Array(3).fill('https://sdk-config.kameleoon.eu/v3/tstsite01?environment=staging'),
    );
    expect(http.requests[0]!.headers).toMatchObject({
      'X-Kameleoon-SDK-Type': 'javascript',
      'X-Kameleoon-SDK-Version': '4.9.0',
    });
  });

  it('fails initialization after three attempts without a cache, then can retry', async () => {
    let down = true;
    const http = recordingFetch(sampleConfiguration(), { failConfiguration: () => down });
    const { client, errors } = testClient({ fetch: http.fetch });
    await expect(client.initialize()).rejects.toMatchObject({ kind: 'Initialization' });
    expect(http.requests).toHaveLength(3);
    expect(errors[0]).toMatch(/Client initialization failed/);
    down = false;
    await client.initialize();
    expect(client.ready).toBe(true);
  });

  it('keeps the cached configuration when the fetch fails', async () => {
    const storage = new MemoryStorage();
    const first = testClient({ storage });
    await first.client.initialize();
    first.client.close();
    const http = recordingFetch(sampleConfiguration(), { failConfiguration: () => true });
    const second = testClient({ storage, fetch: http.fetch });
    second.timers.now += 2 * 60 * 60_000;
    await second.client.initialize();
    expect(
      second.client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout' }).key,
    ).toBe('on');
  });

  it('polls every update interval', async () => {
    let flags = sampleConfiguration();
    const http = recordingFetch(() => flags);
    const { client, timers } = testClient({ fetch: http.fetch, updateInterval: 5 });
    await client.initialize();
    flags = sampleConfiguration({ featureFlags: [] });
    await timers.advance(4 * 60_000);
    expect(client.getFeatureFlags()).toHaveLength(1);
    await timers.advance(60_000);
    expect(client.getFeatureFlags()).toHaveLength(0);
    expect(http.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('follows the real-time stream for its own site only and polls while it is down', async () => {
    const listeners = new Map<string, (event: { data?: unknown }) => void>();
    const opened: string[] = [];
    const eventSource = (url: string): EventSourceLike => {
      opened.push(url);
      return {
        addEventListener: (type, listener) => listeners.set(type, listener),
        close: () => undefined,
      };
    };
    let version = 1;
    const http = recordingFetch(() =>
      sampleConfiguration({
        configuration: { realTimeUpdate: true },
        featureFlags: version === 1 ? sampleConfiguration().featureFlags : [],
      }),
    );
    const { client, timers } = testClient({ fetch: http.fetch, eventSource, updateInterval: 1 });
    await client.initialize();
    expect(opened).toEqual(['https://events.kameleoon.eu:8110/sse?siteCode=tstsite01']);
    version = 2;
    listeners.get('configuration-update-event')!({
      data: JSON.stringify({ siteCode: 'other', ts: 5 }),
    });
    await settle();
    expect(client.getFeatureFlags()).toHaveLength(1);
    listeners.get('configuration-update-event')!({
      data: JSON.stringify({ siteCode: 'tstsite01', ts: 7 }),
    });
    await settle();
    expect(http.requests.at(-1)!.url).toBe('https://sdk-config.kameleoon.eu/v3/tstsite01?ts=7');
    expect(client.getFeatureFlags()).toHaveLength(0);

    const gets = () => http.requests.filter((r) => r.method === 'GET').length;
    listeners.get('error')!({});
    const before = gets();
    await timers.advance(60_000);
    expect(gets()).toBe(before + 1);
    listeners.get('open')!({});
    await timers.advance(5 * 60_000);
    expect(gets()).toBe(before + 1);
  });
});

describe('visitor code cookie', () => {
  function jar(initial = '') {
    const written: string[] = [];
    return { written, jar: { read: () => initial, write: (c: string) => written.push(c) } };
  }

  it('reads the cookie, else uses the default, else generates one, and stores it', async () => {
    const fromCookie = jar('a=1; kameleoonVisitorCode=abc123');
    const { client } = testClient({ cookies: fromCookie.jar });
    await client.initialize();
    expect(client.getVisitorCode('ignored')).toBe('abc123');
    expect(fromCookie.written).toEqual(['kameleoonVisitorCode=abc123; Max-Age=31536000; Path=/']);

    const empty = jar();
    const second = testClient({ cookies: empty.jar, cookieDomain: 'shop.example.com' });
    await second.client.initialize();
    expect(second.client.getVisitorCode('mine')).toBe('mine');
    expect(second.client.getVisitorCode()).toMatch(/^[a-z0-9]{16}$/);
    expect(empty.written[0]).toBe(
      'kameleoonVisitorCode=mine; Max-Age=31536000; Domain=shop.example.com; Path=/',
    );
    expect(() => second.client.getVisitorCode('')).toThrow(
      expect.objectContaining({ kind: 'VisitorCodeEmpty' }),
    );
  });

  it('stores the cookie only with consent when consent is required, and zeroes it on refusal', async () => {
    const cookies = jar();
    const configuration = sampleConfiguration({
      configuration: { consentType: 'REQUIRED' },
      featureFlags: sampleConfiguration().featureFlags.map((flag) => ({
        ...flag,
        rules: flag.rules.filter((rule) => rule.type === 'EXPERIMENTATION'),
      })),
    });
    const { client } = testClient({ cookies: cookies.jar, configuration });
    await client.initialize();
    client.getVisitorCode('shopper');
    expect(cookies.written).toEqual([]);
    client.setLegalConsent('shopper', true);
    expect(cookies.written).toEqual(['kameleoonVisitorCode=shopper; Max-Age=31536000; Path=/']);
    client.setLegalConsent('shopper', false);
    expect(cookies.written.at(-1)).toBe('kameleoonVisitorCode=; Max-Age=0; Path=/');
  });

  it('reloads simulated variations from the simulation cookie', async () => {
    const simulation = encodeURIComponent(
      JSON.stringify({ new_checkout: { expId: 1002, varId: 10022 } }),
    );
    const cookies = jar(`kameleoonVisitorCode=visitor2; kameleoonSimulationFFData=${simulation}`);
    const { client, http } = testClient({ cookies: cookies.jar });
    await client.initialize();
    const code = client.getVisitorCode();
    const variation = client.getVariation({ visitorCode: code, featureKey: 'new_checkout' });
    expect(variation).toMatchObject({ key: 'v2', id: 10022, experimentId: 1002 });
    await client.flush({ visitorCode: code, instant: true });
    expect(http.tracking()[0]!.body).not.toContain('eventType=experiment');
  });

  it('records the page visitor’s visits and keeps it active every 15 s', async () => {
    const cookies = jar('kameleoonVisitorCode=shopper');
    const { client, timers, http, storage } = testClient({ cookies: cookies.jar });
    await client.initialize();
    client.getVisitorCode();
    await timers.advance(15_000);
    // The visitor now has a stored record, so its keep-alive is the browser summary line.
    expect(http.tracking().at(-1)!.body).toMatch(
      /^eventType=staticData&visitNumber=0&timeSincePreviousVisit=0&nonce=[0-9A-F]{16}&visitorCode=shopper$/,
    );
    const visits = () => JSON.parse(storage.getItem(STORAGE_KEYS.targetingData)!).shopper.visits;
    expect(visits()).toEqual([{ timeStarted: timers.now, timeLastActivity: timers.now }]);
    const started = timers.now;
    timers.now += 31 * 60_000;
    client.getVisitorCode();
    await settle();
    expect(visits()).toHaveLength(2);
    expect(visits()[0].timeStarted).toBe(started);
    client.close();
  });

  it('ignores a simulation cookie that does not parse', async () => {
    const cookies = jar('kameleoonVisitorCode=visitor2; kameleoonSimulationFFData=%7Bnope');
    const { client, warnings } = testClient({ cookies: cookies.jar });
    await client.initialize();
    client.getVisitorCode();
    expect(warnings.some((w) => w.startsWith('Simulation cookie could not be read'))).toBe(true);
    expect(client.getVariation({ visitorCode: 'visitor2', featureKey: 'new_checkout' }).key).toBe(
      'off',
    );
  });
});

describe('evaluation through the client', () => {
  it('gives the reference worked example', async () => {
    const { client } = testClient();
    await client.initialize();
    const get = (visitorCode: string) =>
      client.getVariation({ visitorCode, featureKey: 'new_checkout' });
    expect(get('visitor1')).toMatchObject({
      key: 'on',
      name: 'New',
      id: 10021,
      experimentId: 1002,
    });
    expect(get('visitor1').variables.get('color')).toEqual({
      key: 'color',
      type: 'STRING',
      value: 'green',
    });
    expect(get('visitor2')).toMatchObject({ key: 'off', id: null, experimentId: null });
    expect(get('visitor4')).toMatchObject({ key: 'off', id: null });
    client.addData('visitor1', { type: 'customData', index: 0, values: ['premium'] });
    expect(get('visitor1')).toMatchObject({ key: 'on', id: 10011, experimentId: 1001 });
    expect(client.isFeatureFlagActive('visitor2', 'new_checkout')).toBe(false);
    expect(
      client.getVariations({ visitorCode: 'visitor1', onlyActive: true }).get('new_checkout')?.key,
    ).toBe('on');
  });

  it('raises typed errors for unknown flags, variables and experiments', async () => {
    const { client } = testClient();
    await client.initialize();
    expect(() => client.getVariation({ visitorCode: 'v', featureKey: 'nope' })).toThrow(
      expect.objectContaining({ kind: 'FeatureFlagConfigurationNotFound' }),
    );
    expect(() =>
      client.getFeatureFlagVariable({
        visitorCode: 'v',
        featureKey: 'new_checkout',
        variableKey: 'size',
      }),
    ).toThrow(expect.objectContaining({ kind: 'FeatureFlagVariableNotFound' }));
    expect(() =>
      client.setForcedVariation({ visitorCode: 'v', experimentId: 5, variationKey: 'on' }),
    ).toThrow(expect.objectContaining({ kind: 'FeatureFlagExperimentNotFound' }));
    expect(() =>
      client.setForcedVariation({ visitorCode: 'v', experimentId: 1002, variationKey: 'zzz' }),
    ).toThrow(expect.objectContaining({ kind: 'FeatureFlagVariationNotFound' }));
    expect(() => client.addData('x'.repeat(256))).toThrow(
      expect.objectContaining({ kind: 'VisitorCodeMaxLength' }),
    );
  });

  it('treats an environment-disabled flag as inactive', async () => {
    const configuration = sampleConfiguration();
    configuration.featureFlags[0]!.environmentEnabled = false;
    const { client } = testClient({ configuration });
    await client.initialize();
    expect(client.isFeatureFlagActive('visitor1', 'new_checkout')).toBe(false);
    expect(() =>
      client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout' }),
    ).toThrow(FlagsError);
    expect(client.getVariations({ visitorCode: 'visitor1' }).size).toBe(0);
  });

  it('counts a failing condition as a miss and reports it', async () => {
    const configuration = sampleConfiguration();
    const condition = configuration.segments![0]!.conditionsData!.firstLevel![0]!.conditions![0]!;
    Object.assign(condition, { valueMatchType: 'AMONG_VALUES', value: '[not json' });
    const reported: unknown[] = [];
    const { client, errors } = testClient({
      configuration,
      errorReporter: (e) => reported.push(e),
    });
    await client.initialize();
    client.addData('visitor2', { type: 'customData', index: 0, values: ['premium'] });
    // The targeted delivery's segment fails, so the experiment rule decides (visitor2 misses it).
    expect(client.getVariation({ visitorCode: 'visitor2', featureKey: 'new_checkout' }).key).toBe(
      'off',
    );
    expect(errors[0]).toMatch(/Rule 101 of new_checkout: Among-values/);
    expect(reported[0]).toMatchObject({ kind: 'AmongValuesCheck' });
  });

  it('links a user id to the anonymous visitor (newer link wins) and hashes the anonymous code', async () => {
    const { client, timers, http } = testClient();
    await client.initialize();
    client.addData('visitor1', { type: 'customData', index: 2, values: ['user-42'] });
    expect(client.getVariation({ visitorCode: 'user-42', featureKey: 'new_checkout' }).id).toBe(
      10021,
    );
    timers.now += 1000;
    client.addData('visitor2', { type: 'customData', index: 2, values: ['user-42'] });
    expect(client.getVariation({ visitorCode: 'user-42', featureKey: 'new_checkout' }).key).toBe(
      'off',
    );
    await client.flush({ visitorCode: 'visitor2', instant: true });
    expect(http.tracking()[0]!.body).toContain(
      'eventType=customData&index=2&valuesCountMap=%7B%22user-42%22%3A1%7D&overwrite=true&mappingIdentifier=true',
    );
    await client.flush({ visitorCode: 'user-42', instant: true });
    expect(http.tracking()[1]!.body).toMatch(/&mappingValue=user-42/);
  });

  it('resets storage that fails its integrity check and starts empty storage with defaults', async () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.targetingData, '{"v":{"customData":[]}}');
    storage.setItem(STORAGE_KEYS.variationData, 'not json');
    const { client, warnings } = testClient({ storage });
    expect(warnings).toEqual([
      'Failed to read data from storage: kameleoonTargetingData',
      'Failed to read data from storage: kameleoonVariationData',
    ]);
    await client.initialize();
    await settle();
    expect(storage.getItem(STORAGE_KEYS.targetingData)).toBe('{}');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.dataInfo)!)).toMatchObject({
      mappingIdentifiers: {},
    });
  });

  it('logs storage write failures with the spec message', async () => {
    const storage = new MemoryStorage();
    const broken = {
      ...storage,
      getItem: (k: string) => storage.getItem(k),
      removeItem: () => undefined,
      setItem: () => {
        throw new Error('quota');
      },
    };
    const { client, warnings } = testClient({ storage: broken });
    await client.initialize();
    client.addData('v', { type: 'device', device: 'PHONE' });
    await settle();
    expect(warnings).toContain('Failed to write data to storage: kameleoonTargetingData');
  });

  it('removes expired sent data and empty visitors on cleanup', async () => {
    const { client, timers, storage } = testClient({ cleanupInterval: 1 });
    await client.initialize();
    client.addData('v', { type: 'customData', index: 1, values: ['local'] });
    client.addData('w', { type: 'device', device: 'PHONE' });
    client.addData('u', { type: 'operatingSystem', os: 'IOS' });
    await client.flush();
    await timers.advance(30_000);
    const stored = () => Object.keys(JSON.parse(storage.getItem(STORAGE_KEYS.targetingData)!));
    expect(stored()).toEqual(['v', 'w', 'u']);
    await timers.advance(60_000);
    expect(stored()).toEqual([]);
  });
});

describe('new client', () => {
  it('validates its settings on creation', () => {
    expect(() => new FlagsClient({ siteCode: '' })).toThrow(
      'Kameleoon siteCode or environment is missing',
    );
    const timers = new ManualTimers();
    expect(timers.size).toBe(0);
  });
});
