// A happening list route's options (search, loader) apart from its page: route options stay in
// the route tree every page loads, and a module is the unit of a chunk.
import { activitiesQuery, type ActivityListName } from '../queries/booking';
import { storeLocationsQuery } from '../queries/stores';
import type { QueryContext } from '../queries/scope';
import type { RouterContext } from '../router';

/** Search of a happening list: the store it is narrowed to. */
export interface HappeningListSearch {
  store?: number;
}

/** Reads `?store=` (a store id), dropping anything else. */
export function validateHappeningSearch(search: Record<string, unknown>): HappeningListSearch {
  const store = Number(search.store);
  return Number.isSafeInteger(store) && store > 0 ? { store } : {};
}

/** The query of a happening list, narrowed to a store or not. */
export const listQuery = (
  context: QueryContext,
  list: ActivityListName,
  store: number | undefined,
) => activitiesQuery(context, list, store === undefined ? {} : { storeId: store });

/** A happening list route's loader: the list and the stores it can be narrowed to. */
export async function loadHappeningList(
  context: RouterContext,
  list: ActivityListName,
  store: number | undefined,
): Promise<void> {
  await Promise.all([
    context.queryClient.ensureQueryData(listQuery(context, list, store)),
    context.queryClient.ensureQueryData(storeLocationsQuery(context)),
  ]);
}
