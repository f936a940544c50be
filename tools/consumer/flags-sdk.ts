// The engine alone: a client fed its configuration up front, offline.
import assert from 'node:assert/strict';
import { FlagsClient, generateVisitorCode, type RawConfiguration } from '@beauty/flags-sdk';

assert.match(generateVisitorCode(), /^[a-z0-9]{16}$/);

export const configuration: RawConfiguration = {
  featureFlags: [
    {
      id: 1,
      featureKey: 'new_checkout',
      environmentEnabled: true,
      defaultVariationKey: 'off',
      variations: [{ key: 'off' }, { key: 'on' }],
      rules: [
        {
          id: 101,
          type: 'TARGETED_DELIVERY',
          exposition: 1,
          experimentId: 1001,
          respoolTime: null,
          variationByExposition: [{ variationKey: 'on', variationId: 10011, exposition: 1 }],
        },
      ],
    },
  ],
};

/** A client that never leaves the process: the configuration endpoint answers "not modified". */
export const offlineClient = (options: { isServer?: boolean } = {}) =>
  new FlagsClient({
    siteCode: 'tstsite01',
    defaultConfiguration: configuration,
    cookies: null,
    ...(options.isServer ? { sdk: { isServer: true } } : {}),
    fetch: async (_url, init) =>
      new Response(null, { status: init?.method === 'POST' ? 204 : 304 }),
  });

const client = offlineClient();
await client.initialize();
assert.equal(
  client.getVariation({ visitorCode: 'visitor1', featureKey: 'new_checkout' }).key,
  'on',
);
client.close();
