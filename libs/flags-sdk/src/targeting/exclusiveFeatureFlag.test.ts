import { describe, expect, it } from 'vitest';
import { sampleConfiguration, testClient } from '../test/harness.js';

/** The sample configuration plus a flag delivered only to visitors in no other flag. */
function configuration() {
  const raw = sampleConfiguration();
  // The sample lists its segments, so rules refer to them by id.
  raw.segments!.push({
    id: 800,
    name: 'in no other flag',
    conditionsData: {
      firstLevelOrOperators: [],
      firstLevel: [{ orOperators: [], conditions: [{ targetingType: 'EXCLUSIVE_FEATURE_FLAG' }] }],
    },
  });
  raw.featureFlags.push({
    ...raw.featureFlags[0]!,
    id: 2,
    featureKey: 'exclusive_banner',
    variations: [
      { key: 'off', variables: [] },
      { key: 'on', variables: [] },
    ],
    rules: [
      {
        id: 201,
        type: 'TARGETED_DELIVERY',
        order: 1,
        exposition: 1,
        experimentId: 2001,
        respoolTime: null,
        segmentId: 800,
        variationByExposition: [{ variationKey: 'on', variationId: 20011, exposition: 1 }],
      },
    ],
  });
  return raw;
}

describe('EXCLUSIVE_FEATURE_FLAG through the client', () => {
  it('targets visitors with no assignment of another flag, including its own earlier one', async () => {
    const { client, errors } = testClient({ configuration: configuration() });
    await client.initialize();
    const variationKey = (visitorCode: string) =>
      client.getVariation({ visitorCode, featureKey: 'exclusive_banner', track: false }).key;
    expect(variationKey('newcomer')).toBe('on');
    // Its own assignment (experiment 2001) is now stored and does not exclude it.
    expect(variationKey('newcomer')).toBe('on');

    client.addData('premium1', { type: 'customData', index: 0, values: ['premium'] });
    client.getVariation({ visitorCode: 'premium1', featureKey: 'new_checkout', track: false });
    expect(variationKey('premium1')).toBe('off');
    expect(errors).toEqual([]);
    client.close();
  });
});
