import type { ActivityKind, ActivityQuery, SlotQuery } from '@beauty/commerce-sdk/contract';
import type { CommerceClient } from '@beauty/commerce-sdk';
import type { CommerceMutations } from '@beauty/commerce-sdk/query';
import { queryOptions } from '@tanstack/react-query';
import { shopMutations } from './mutations';
import { shopQueries, type QueryContext } from './scope';

/** The happening lists a page can show: in-store services, beauty classes, store events. */
export type ActivityListName = 'beautyServices' | 'services' | 'beautyClasses' | 'storeEvents';

/** A page of the country's activities of one list, in the visit's language (optionally one store's). */
export function activitiesQuery(
  context: QueryContext,
  list: ActivityListName,
  query: ActivityQuery = {},
) {
  const queries = shopQueries(context);
  switch (list) {
    case 'beautyServices':
      return queryOptions(queries.bookingServices.beautyServices.list(query));
    case 'beautyClasses':
      return queryOptions(queries.bookingServices.beautyClasses.list(query));
    case 'services':
      return queryOptions(queries.happening.services.activities.list(query));
    case 'storeEvents':
      return queryOptions(queries.happening.services.events.list(query));
  }
}

/** One service, class or event by id (404 for another kind or country). */
export function activityQuery(context: QueryContext, kind: ActivityKind, id: number) {
  const { services } = shopQueries(context).happening;
  switch (kind) {
    case 'service':
      return queryOptions(services.activities.get(id));
    case 'class':
      return queryOptions(services.classes.get(id));
    case 'event':
      return queryOptions(services.events.get(id));
  }
}

/** The booking form of an activity: its questions and whether the phone is required. */
export const bookingQuestionsQuery = (context: QueryContext, id: number) =>
  queryOptions(shopQueries(context).bookingService.questions.get(id));

/** Which days of the coming two weeks have free times at a store (days in the store's zone). */
export const availableDaysQuery = (context: QueryContext, id: number, query: SlotQuery) =>
  queryOptions(shopQueries(context).bookingService.availableSlots.get(id, query));

/** The free times of one store day. */
export const timeSlotsQuery = (context: QueryContext, id: number, query: SlotQuery) =>
  queryOptions(shopQueries(context).bookingService.timeSlots.get(id, query));

/** A booking, for the manage pages (a guest passes the token of the confirmation). */
export const reservationQuery = (context: QueryContext, id: number, token?: string) =>
  queryOptions({
    ...shopQueries(context).reservationService.get(id, token ? { token } : {}),
    // A booking's state changes with time (expiry) and with the shopper's own changes.
    staleTime: 0,
  });

/**
 * The SDK's write options of bookings (create, reschedule, delete): never retried, each saying in
 * `meta.invalidates` what it makes stale (the bookings and the slots).
 */
export const reservationMutations = (
  context: QueryContext,
): CommerceMutations<CommerceClient>['reservationService'] =>
  shopMutations(context).reservationService;

/** How many bookings a page of the member's bookings shows. */
export const MEMBER_BOOKINGS_PER_PAGE = 10;

/** A page of the signed-in member's bookings, coming ones first (members only). */
export const memberBookingsQuery = (context: QueryContext, page: number) =>
  queryOptions({
    ...shopQueries(context).reservationService.list({ page, perPage: MEMBER_BOOKINGS_PER_PAGE }),
    // A booking's state changes with time (expiry) and with the member's own changes.
    staleTime: 0,
  });
