import { describe, expect, it } from 'vitest';
import { sampleConfiguration, testClient } from '../test/harness.js';
import { ENGINE_TRACKING_CODE_PREFIX } from './engineTrackingCode.js';

const assign = (experimentId: number, variationId: number, trigger: boolean) =>
  `window.kameleoonQueue.push(['Experiments.assignVariation',${experimentId},${variationId},true]);` +
  `window.kameleoonQueue.push(['Experiments.trigger',${experimentId},${trigger}]);`;

describe('engine tracking code', () => {
  it('reports the assignments of the last 5 seconds, then forgets them', async () => {
    const { client, timers } = testClient();
    await client.initialize();
    expect(client.getEngineTrackingCode('visitor1')).toBe(ENGINE_TRACKING_CODE_PREFIX);
    client.addData('visitor1', { type: 'customData', index: 0, values: ['premium'] });
    const result = client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout' });
    expect(result).toMatchObject({ experimentId: 1001, id: 10011 });
    const code = ENGINE_TRACKING_CODE_PREFIX + assign(1001, 10011, true);
    expect(client.getEngineTrackingCode('visitor1')).toBe(code);
    timers.now += 4_999;
    // Reading does not extend an assignment's life.
    expect(client.getEngineTrackingCode('visitor1')).toBe(code);
    timers.now += 1;
    expect(client.getEngineTrackingCode('visitor1')).toBe(ENGINE_TRACKING_CODE_PREFIX);
    expect(() => client.getEngineTrackingCode('')).toThrow(
      expect.objectContaining({ kind: 'VisitorCodeEmpty' }),
    );
    client.close();
  });

  it('keeps each assignment its own 5 seconds and flags variations with JS or CSS', async () => {
    const configuration = sampleConfiguration();
    const flag = configuration.featureFlags[0]!;
    configuration.featureFlags.push({
      ...flag,
      id: 2,
      featureKey: 'banner',
      variations: [
        { key: 'off', variables: [] },
        { key: 'on', variables: [{ key: 'style', type: 'CSS', value: '.b{}' }] },
      ],
      rules: [
        {
          id: 201,
          type: 'TARGETED_DELIVERY',
          order: 1,
          exposition: 1,
          experimentId: 2001,
          respoolTime: null,
          segmentId: null,
          variationByExposition: [{ variationKey: 'on', variationId: 20011, exposition: 1 }],
        },
      ],
    });
    const { client, timers } = testClient({ configuration });
    await client.initialize();
    client.addData('visitor1', { type: 'customData', index: 0, values: ['premium'] });
    client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout' });
    timers.now += 3_000;
    client.getVariation({ visitorCode: 'visitor1', featureKey: 'banner', track: false });
    expect(client.getEngineTrackingCode('visitor1')).toBe(
      ENGINE_TRACKING_CODE_PREFIX + assign(1001, 10011, true) + assign(2001, 20011, false),
    );
    timers.now += 2_000;
    expect(client.getEngineTrackingCode('visitor1')).toBe(
      ENGINE_TRACKING_CODE_PREFIX + assign(2001, 20011, false),
    );
    expect(client.getEngineTrackingCode('visitor2')).toBe(ENGINE_TRACKING_CODE_PREFIX);
    client.close();
  });
});
