// A happening list route's loader apart from its page (its search: `navigation/routeParams`).
import { activitiesQuery, type ActivityListName } from '../queries/booking';
import { storeLocationsQuery } from '../queries/stores';
import type { QueryContext } from '../queries/scope';
import type { RouterContext } from '../router';

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
