import { CommerceError } from '@beauty/commerce-sdk';
import type { QueryClient } from '@tanstack/react-query';
import { rejectPage } from '../navigation/errors';
import { pathNumber } from '../navigation/routeParams';
import { orderQuery } from '../queries/orders';
import type { QueryContext } from '../queries/scope';

/** The status of the page for an API refusal of the order, if it is one. */
export function refusalStatus(error: unknown): 403 | 404 | undefined {
  if (!(error instanceof CommerceError)) return undefined;
  if ([401, 403].includes(error.statusCode)) return 403;
  if ([400, 404].includes(error.statusCode)) return 404;
  return undefined;
}

/**
 * Loads the order of an order page into the query cache. A refusal of the API is the page's: 403
 * 'You are not authorized to perform this action' (another shopper's order, or a wrong token),
 * 404 'Resource not found!', rendered by {@link OrderRefused} with that status. Without a token
 * the order is a member's, whose session the server does not render with: the browser loads it.
 */
export async function loadOrder(
  context: QueryContext & { queryClient: QueryClient },
  param: string,
  token: string | undefined,
  path: string,
): Promise<{ id: number; number?: string }> {
  const id = pathNumber(param);
  if (id === undefined) throw rejectPage(path);
  if (!token && typeof document === 'undefined') return { id };
  try {
    const { data } = await context.queryClient.ensureQueryData(orderQuery(context, id, token));
    return { id, number: data.number };
  } catch (error) {
    const status = refusalStatus(error);
    if (status) throw rejectPage(path, status);
    throw error;
  }
}
