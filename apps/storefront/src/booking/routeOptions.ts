// The booking routes' loader apart from their pages: route options stay
// in the route tree every page loads, and a module is the unit of a chunk.
import { CommerceError } from '@beauty/commerce-sdk';
import type { ActivityKind } from '@beauty/commerce-sdk/contract';
import { pathNumber } from '../navigation/routeParams';
import { activityQuery } from '../queries/booking';
import type { RouterContext } from '../router';

/**
 * An activity page's loader: the activity into the query cache and its name for the head, or
 * `null` when the country has no such activity of that kind (the page then says so).
 */
export async function loadActivity(
  context: RouterContext,
  kind: ActivityKind,
  param: string,
): Promise<{ name: string } | null> {
  const id = pathNumber(param);
  if (id === undefined) return null;
  try {
    const { data } = await context.queryClient.ensureQueryData(activityQuery(context, kind, id));
    return { name: data.name };
  } catch (error) {
    if (error instanceof CommerceError && [400, 404].includes(error.statusCode)) return null;
    throw error;
  }
}
