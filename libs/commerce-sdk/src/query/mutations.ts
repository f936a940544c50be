import { invalidationsOf } from './invalidation.js';
import { commerceKeys, type QueryScope } from './policy.js';
import {
  methodAt,
  table,
  type ClientSource,
  type CommerceMutations,
  type LeafFactory,
} from './factories.js';
import { argsOf } from './shape.js';

// The writes apart from the reads: an app whose first screen only reads does not load what every
// write makes stale (the invalidation table) before its first write.

/**
 * Mutation-options factories for every write of a client, in the client's shape:
 *
 * ```ts
 * const mutations = commerceMutations(client, { country: 'sg', language: 'en' });
 * const addToBag = useMutation(mutations.cart.lineItems.create());
 * addToBag.mutate({ variantId: 101, quantity: 1 });
 * const changeLine = useMutation(mutations.cart.lineItems.update());
 * changeLine.mutate([lineId, { quantity: 2 }]);
 * ```
 *
 * Variables are the method's arguments as one value (see `OperationParams`). Writes are
 * never retried. `meta.invalidates` lists the key prefixes the write makes stale (a bag change:
 * the bag queries, the bag count, the checkout); nothing is invalidated for you.
 *
 * @param client The client, a domain object, or a function giving one (the app's lazy client).
 * @param scope The country and language the client was made for: part of every key.
 */
export function commerceMutations<C extends object>(
  client: ClientSource<C>,
  scope: QueryScope,
): CommerceMutations<C> {
  const leaf: LeafFactory = (path) => () => ({
    mutationKey: [...commerceKeys.scope(scope), ...path],
    mutationFn: async (variables: unknown) => (await methodAt(client, path))(...argsOf(variables)),
    retry: false,
    meta: {
      invalidates: invalidationsOf(path.join('.')).map((prefix) => [
        ...commerceKeys.scope(scope),
        ...prefix,
      ]),
    },
  });
  return table(client, false, leaf) as CommerceMutations<C>;
}
