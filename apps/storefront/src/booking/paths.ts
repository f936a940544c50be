import type { ActivityKind } from '@beauty/commerce-sdk/contract';

/** The path segment of each kind under `/happening/` (spec section 2). */
const SEGMENTS: Record<ActivityKind, string> = {
  service: 'services',
  class: 'classes',
  event: 'events',
};

/** The list page of each kind (default layout). */
export const HAPPENING_LISTS: Record<ActivityKind, string> = {
  service: '/happening/beauty-services',
  class: '/happening/beauty-classes',
  event: '/happening/store-events',
};

const withToken = (path: string, token: string | null | undefined) =>
  token ? `${path}?${new URLSearchParams({ token }).toString()}` : path;

/** Where an activity is booked: `/happening/{services|classes|events}/{id}`. */
export const activityHref = (kind: ActivityKind, id: number) =>
  `/happening/${SEGMENTS[kind]}/${id}`;

/** Where a booking is cancelled, with a guest's token. */
export const cancelHref = (kind: ActivityKind, id: number, token?: string | null) =>
  withToken(`/happening/${SEGMENTS[kind]}/cancel/${id}`, token);

/**
 * A booking's manage page, with a guest's token: a service's is its reschedule page (which also
 * leads to cancelling), a class's or event's its cancel page, as the confirmation email links.
 */
export const manageHref = (kind: ActivityKind, id: number, token?: string | null) =>
  kind === 'service'
    ? withToken(`/happening/services/reschedule/${id}`, token)
    : cancelHref(kind, id, token);
