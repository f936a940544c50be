import {
  bookingServiceActivitiesGet,
  bookingServiceActivitiesList,
  bookingServiceAvailableSlotsGet,
  bookingServiceQuestionsGet,
  bookingServiceTimeSlotsGet,
  bookingServicesBeautyClassesList,
  bookingServicesBeautyServicesList,
  bookingServicesPagesList,
  reservationServiceCreate,
  reservationServiceDelete,
  reservationServiceGet,
  reservationServiceList,
  reservationServiceReschedule,
} from '../contract/booking.js';
import {
  bare,
  byId,
  byIdWithBody,
  byIdWithQuery,
  withBody,
  withQuery,
} from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/** Booking: `booking-service/...` (L, S), `booking-services/...` (L), `reservation-service/...` (L, S, C, D). */
export function bookingApi(t: Transport) {
  return {
    bookingService: {
      activities: {
        /** Bookable services, classes and events. */
        list: withQuery(t, bookingServiceActivitiesList),
        get: byId(t, bookingServiceActivitiesGet),
      },
      questions: {
        /** The booking form's questions of an activity. */
        get: byId(t, bookingServiceQuestionsGet),
      },
      timeSlots: {
        /** The free times of one day at one store. */
        get: byIdWithQuery(t, bookingServiceTimeSlotsGet),
      },
      availableSlots: {
        /** Which days of a range have free times. */
        get: byIdWithQuery(t, bookingServiceAvailableSlotsGet),
      },
    },
    bookingServices: {
      beautyClasses: { list: withQuery(t, bookingServicesBeautyClassesList) },
      beautyServices: { list: withQuery(t, bookingServicesBeautyServicesList) },
      pages: { list: bare(t, bookingServicesPagesList) },
    },
    reservationService: {
      /** The signed-in member's bookings, coming ones first (members only). */
      list: withQuery(t, reservationServiceList),
      /** Books a slot (`reservation-service/create`). */
      create: withBody(t, reservationServiceCreate),
      /** A booking, for the manage page (a guest passes `{ token }`). */
      get: byIdWithQuery(t, reservationServiceGet),
      /** Moves a booking to another slot (`POST reservation-service/{id}`); expired bookings cannot move. */
      reschedule: byIdWithBody(t, reservationServiceReschedule),
      /** Cancels a booking (a guest passes `{ token }`); expired bookings cannot be cancelled. */
      delete: byIdWithQuery(t, reservationServiceDelete),
    },
  };
}
