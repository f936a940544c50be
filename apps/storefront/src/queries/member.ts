import { queryOptions } from '@tanstack/react-query';
import { shopQueries, type QueryContext } from './scope';

/** The signed-in member's Beauty Pass account: tier, points, card (members only). */
export const accountQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).account.list());

/** The signed-in member's profile: phone, birthday, staff flag (members only). */
export const profileQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).user.list());

/** How many entries a page of the Beauty Pass point log shows. */
export const POINT_LOG_PER_PAGE = 20;

/** A page of the member's point log, newest first (members only). */
export const pointLogQuery = (context: QueryContext, page: number) =>
  queryOptions(shopQueries(context).account.pointLog.list({ page, perPage: POINT_LOG_PER_PAGE }));

/** The Beauty Pass rewards catalogue: public, so guests see what membership offers. */
export const rewardsQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).rewards.list());

/** The member's back-in-stock requests. */
export const waitlistQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).waitlist.list());

/** The member's notification preferences, per channel and topic (members only). */
export const notificationPreferencesQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).notificationSubscription.list());

/** The member's beauty profile (members only). */
export const beautyProfileQuery = (context: QueryContext) =>
  queryOptions(shopQueries(context).account.beautyProfile.get());
