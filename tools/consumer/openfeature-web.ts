// The OpenFeature web provider (`@beauty/flags-sdk/openfeature`) with `@openfeature/web-sdk`:
// synchronous evaluation, the context's targetingKey as the visitor.
import assert from 'node:assert/strict';
import { FlagsOpenFeatureProvider } from '@beauty/flags-sdk/openfeature';
import { OpenFeature } from '@openfeature/web-sdk';
import { offlineClient } from './flags-sdk.js';

const client = offlineClient();
const provider = new FlagsOpenFeatureProvider(client, {
  visitorCode: () => client.getVisitorCode(),
  goals: { purchase: 301 },
});
await OpenFeature.setContext({ targetingKey: 'visitor1' });
await OpenFeature.setProviderAndWait(provider);
const flags = OpenFeature.getClient();
const details = flags.getBooleanDetails('new_checkout', false);
assert.equal(details.value, true);
assert.equal(details.reason, 'TARGETING_MATCH');
flags.track('purchase', { value: 49.9 });
await OpenFeature.close();
