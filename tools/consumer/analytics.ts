// The tag manager's data layer.
import assert from 'node:assert/strict';
import { createDataLayer, validateContainerId } from '@beauty/analytics';

assert.equal(validateContainerId('GTM-ABC123'), 'GTM-ABC123');
export const layer = createDataLayer({});
