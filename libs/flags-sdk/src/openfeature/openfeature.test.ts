import { OpenFeature } from '@openfeature/web-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleConfiguration, testClient } from '../test/harness.js';
import { FlagsOpenFeatureProvider } from './index.js';

describe('OpenFeature provider', () => {
  afterEach(async () => {
    await OpenFeature.close();
  });

  it('plugs the engine into the standard API', async () => {
    const configuration = sampleConfiguration();
    configuration.featureFlags[0]!.variations[1]!.variables!.push(
      { key: 'limit', type: 'NUMBER', value: '3' },
      { key: 'layout', type: 'JSON', value: '{"columns":2}' },
    );
    const { client } = testClient({ configuration });
    await OpenFeature.setContext({ targetingKey: 'visitor1' });
    await OpenFeature.setProviderAndWait(new FlagsOpenFeatureProvider(client));
    const flags = OpenFeature.getClient();
    expect(flags.getBooleanValue('new_checkout', false)).toBe(true);
    expect(flags.getStringDetails('new_checkout', 'x')).toMatchObject({
      value: 'on',
      variant: 'on',
      reason: 'TARGETING_MATCH',
      flagMetadata: { experimentId: 1002 },
    });
    expect(flags.getNumberValue('new_checkout:limit', 0)).toBe(3);
    expect(flags.getObjectValue('new_checkout:layout', {})).toEqual({ columns: 2 });
    expect(flags.getStringValue('new_checkout:color', '')).toBe('green');
    expect(flags.getNumberDetails('new_checkout:color', 1)).toMatchObject({
      value: 1,
      errorCode: 'TYPE_MISMATCH',
    });
    expect(flags.getBooleanDetails('nope', false)).toMatchObject({
      value: false,
      errorCode: 'FLAG_NOT_FOUND',
    });
  });

  it('needs a visitor code', async () => {
    const { client } = testClient();
    await OpenFeature.setContext({});
    await OpenFeature.setProviderAndWait(new FlagsOpenFeatureProvider(client));
    expect(OpenFeature.getClient().getBooleanDetails('new_checkout', true)).toMatchObject({
      value: true,
      errorCode: 'TARGETING_KEY_MISSING',
    });
  });
});
