// The OpenFeature server provider (`@beauty/flags-sdk/openfeature/server`) with
// `@openfeature/server-sdk`: one client per process, each call naming its visitor.
import assert from 'node:assert/strict';
import { FlagsOpenFeatureServerProvider } from '@beauty/flags-sdk/openfeature/server';
import { OpenFeature, type EvaluationContext } from '@openfeature/server-sdk';
import { offlineClient } from './flags-sdk.js';

const provider = new FlagsOpenFeatureServerProvider(offlineClient({ isServer: true }), {
  goals: { purchase: 301 },
});
await OpenFeature.setProviderAndWait(provider);
const flags = OpenFeature.getClient();
const context: EvaluationContext = { targetingKey: 'visitor1' };
assert.equal(await flags.getBooleanValue('new_checkout', false, context), true);
const missing = await flags.getBooleanDetails('new_checkout', false, {});
assert.equal(missing.errorCode, 'TARGETING_KEY_MISSING');
flags.track('purchase', context, { value: 49.9 });
await OpenFeature.close();
