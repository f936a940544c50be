import { queryOptions } from '@tanstack/react-query';
import { shopQueries, type QueryContext } from './scope';

/** The signed-in member's Beauty Pass account: tier, points, card (members only). */
export const accountQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).account.list());

/** The signed-in member's profile: phone, birthday, staff flag (members only). */
export const profileQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).user.list());
