import type { CommerceClient } from '@beauty/commerce-sdk';
import { commerceMutations, type CommerceMutations } from '@beauty/commerce-sdk/query';
import { apiScope, type QueryContext } from './scope';

// A module apart from the reads: what every page's shell reads must not bring every write with it
// (the writes' invalidation table), only the pages that write.

/**
 * The SDK's write options of the visit's site (`shopMutations(context).cart.lineItems.update()`):
 * never retried, each saying in `meta.invalidates` what it makes stale.
 */
export const shopMutations = ({
  commerce,
  boot,
}: QueryContext): CommerceMutations<CommerceClient> =>
  commerceMutations(commerce, apiScope(boot.site));
