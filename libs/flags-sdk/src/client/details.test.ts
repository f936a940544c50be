// What the OpenFeature providers read from the client: what decided a variation, and the outcome
// of each configuration refresh.
import { describe, expect, it } from 'vitest';
import type { ConfigurationRefresh } from '../index.js';
import { MemoryStorage } from '../storage/storage.js';
import { recordingFetch, sampleConfiguration, testClient } from '../test/harness.js';

describe('variation details', () => {
  it('says what decided the variation, in one evaluation', async () => {
    const { client } = testClient();
    await client.initialize();
    const details = (visitorCode: string, variableKey?: string) =>
      client.getVariationDetails({ visitorCode, featureKey: 'new_checkout', variableKey });
    expect(details('visitor1')).toMatchObject({
      decidedBy: 'experiment',
      ruleId: 102,
      variation: { key: 'on', id: 10021, experimentId: 1002 },
    });
    expect(details('visitor2')).toMatchObject({ decidedBy: 'default', ruleId: null });
    expect(details('visitor4')).toMatchObject({ decidedBy: 'default', ruleId: null });
    client.addData('visitor2', { type: 'customData', index: 0, values: ['premium'] });
    expect(details('visitor2', 'color')).toMatchObject({
      decidedBy: 'targetedDelivery',
      ruleId: 101,
      variable: { key: 'color', value: 'green' },
    });
    client.setForcedVariation({ visitorCode: 'visitor3', experimentId: 1002, variationKey: 'v2' });
    expect(details('visitor3')).toMatchObject({ decidedBy: 'forced', ruleId: 102 });
    expect(() => details('visitor1', 'nope')).toThrow(
      expect.objectContaining({ kind: 'FeatureFlagVariableNotFound' }),
    );
  });
});

describe('configuration refreshes', () => {
  it('reports each refresh after the first load: changed, unchanged or failed', async () => {
    let configuration = sampleConfiguration();
    let down = false;
    const http = recordingFetch(() => configuration, { failConfiguration: () => down });
    const { client, timers } = testClient({ fetch: http.fetch, updateInterval: 1 });
    const refreshes: ConfigurationRefresh[] = [];
    client.onConfigurationRefresh((refresh) => refreshes.push(refresh));
    await client.initialize();
    expect(refreshes).toEqual([]);
    await timers.advance(60_000);
    configuration = sampleConfiguration({ featureFlags: [] });
    await timers.advance(60_000);
    down = true;
    await timers.advance(60_000);
    expect(refreshes.map((r) => (r.ok ? r.changed : 'failed'))).toEqual([false, true, 'failed']);
    expect(refreshes[1]).toMatchObject({ previous: { flags: [{ featureKey: 'new_checkout' }] } });
    expect(client.getFeatureFlags()).toEqual([]);
  });

  it('reports a failed first fetch when it starts on the cached configuration', async () => {
    const storage = new MemoryStorage();
    const first = testClient({ storage });
    await first.client.initialize();
    first.client.close();
    const http = recordingFetch(sampleConfiguration(), { failConfiguration: () => true });
    const { client, timers } = testClient({ storage, fetch: http.fetch });
    timers.now += 2 * 60 * 60_000;
    const refreshes: ConfigurationRefresh[] = [];
    const unsubscribe = client.onConfigurationRefresh((refresh) => refreshes.push(refresh));
    await client.initialize();
    expect(refreshes).toEqual([{ ok: false, error: expect.any(Error) }]);
    unsubscribe();
    await timers.advance(60 * 60_000);
    expect(refreshes).toHaveLength(1);
  });

  it('logs a failing listener and keeps refreshing', async () => {
    let down = false;
    const http = recordingFetch(sampleConfiguration, { failConfiguration: () => down });
    const { client, timers, errors } = testClient({ fetch: http.fetch, updateInterval: 1 });
    const heard: boolean[] = [];
    client.onConfigurationRefresh(() => {
      throw new Error('listener broke');
    });
    client.onConfigurationRefresh((refresh) => heard.push(refresh.ok));
    await client.initialize();
    await timers.advance(60_000);
    down = true;
    await timers.advance(60_000);
    expect(heard).toEqual([true, false]);
    expect(errors.filter((e) => e === 'A configuration refresh listener failed')).toHaveLength(2);
  });
});
