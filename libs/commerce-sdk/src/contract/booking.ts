import {
  array,
  boolean,
  integer,
  maxLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  pick,
  picklist,
  pipe,
  regex,
  string,
  trim,
} from 'valibot';
import {
  DateSchema,
  EmailSchema,
  IdSchema,
  ImageSchema,
  MoneySchema,
  PagingQuerySchema,
  PhoneSchema,
  SafeUrlSchema,
  SlugSchema,
  StoreRefSchema,
  TimestampSchema,
  intParam,
  listOf,
  pageOf,
  singleOf,
} from './shared.js';
import { endpoint } from './endpoint.js';
import { OrderAccessTokenSchema } from './orders.js';
import { named, types } from './named.js';
import type {
  ActivityGroup,
  ActivityGroupListResponse,
  ActivityKind,
  ActivityListResponse,
  ActivityQuery,
  ActivityQueryOutput,
  ActivityResponse,
  Artist,
  AvailableSlotsResponse,
  BookingPage,
  BookingPageListResponse,
  BookingQuestion,
  BookingQuestionsResponse,
  HappeningBanner,
  HappeningBannerListResponse,
  Reservation,
  ReservationCreateBody,
  ReservationListResponse,
  ReservationQuery,
  ReservationRescheduleBody,
  ReservationResponse,
  ReservationStatus,
  SlotQuery,
  SlotQueryOutput,
  TimeSlot,
  TimeSlotsResponse,
} from './types.gen.js';

/**
 * An IANA time zone (`Asia/Bangkok`): a store's own. Every booking time is sent as an ISO timestamp
 * with that zone's offset (`2026-12-05T14:00:00+07:00`) and the zone beside it, so a Bangkok slot
 * reads as Bangkok time wherever the shopper is.
 */
export const TimeZoneSchema = pipe(string(), regex(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/));

/** Kinds of happening: in-store services, beauty classes and store events. */
export const ActivityKindSchema = named(
  picklist(['service', 'class', 'event']),
  types<ActivityKind>,
);

/** A beauty artist who runs services. */
export const ArtistSchema = named(
  object({
    id: IdSchema,
    name: string(),
    image: nullable(ImageSchema),
  }),
  types<Artist>,
);

/** A bookable service, class or event. */
export const ActivitySchema = object({
  id: IdSchema,
  slug: SlugSchema,
  kind: ActivityKindSchema,
  name: string(),
  description: string(),
  image: nullable(ImageSchema),
  durationMinutes: pipe(number(), integer(), minValue(1)),
  /** `null` when free. */
  price: nullable(MoneySchema),
  /** Seats per session (classes and events); `null` for one-to-one services. */
  capacity: nullable(pipe(number(), integer(), minValue(1))),
  /** Seats left, for classes and events with a fixed date. */
  remainingCapacity: nullable(pipe(number(), integer(), minValue(0))),
  /** Fixed start of a class or event; `null` for services booked on a free slot. */
  startsAt: nullable(TimestampSchema),
  stores: array(StoreRefSchema),
  artists: array(ArtistSchema),
  groupId: nullable(IdSchema),
});

/** A group of activities (a service category or a campaign). */
export const ActivityGroupSchema = named(
  object({
    id: IdSchema,
    slug: SlugSchema,
    name: string(),
    kind: ActivityKindSchema,
    image: nullable(ImageSchema),
    activitiesCount: pipe(number(), integer(), minValue(0)),
  }),
  types<ActivityGroup>,
);

/** A promotional banner of the happening pages. */
export const HappeningBannerSchema = named(
  object({
    id: IdSchema,
    title: string(),
    image: ImageSchema,
    href: nullable(SafeUrlSchema),
  }),
  types<HappeningBanner>,
);

/** Filters of activity lists. */
export const ActivityQuerySchema = named(
  object({
    ...PagingQuerySchema.entries,
    storeId: optional(intParam(1, Number.MAX_SAFE_INTEGER)),
    groupId: optional(intParam(1, Number.MAX_SAFE_INTEGER)),
    kind: optional(ActivityKindSchema),
  }),
  types<ActivityQueryOutput, ActivityQuery>,
);

export const ActivityListResponseSchema = named(
  pageOf(ActivitySchema),
  types<ActivityListResponse>,
);
export const ActivityResponseSchema = named(singleOf(ActivitySchema), types<ActivityResponse>);
export const ActivityGroupListResponseSchema = named(
  listOf(ActivityGroupSchema),
  types<ActivityGroupListResponse>,
);
export const HappeningBannerListResponseSchema = named(
  listOf(HappeningBannerSchema),
  types<HappeningBannerListResponse>,
);

/** A question of an activity's booking form. */
export const BookingQuestionSchema = named(
  object({
    id: IdSchema,
    label: string(),
    type: picklist(['text', 'textarea', 'select', 'checkbox']),
    required: boolean(),
    options: array(string()),
    maxLength: nullable(pipe(number(), integer(), minValue(1))),
  }),
  types<BookingQuestion>,
);

/** `GET booking-service/questions/{activityId}` */
export const BookingQuestionsResponseSchema = named(
  singleOf(
    object({
      activityId: IdSchema,
      /** Whether the form asks for a phone number (otherwise it is optional). */
      phoneRequired: boolean(),
      questions: array(BookingQuestionSchema),
    }),
  ),
  types<BookingQuestionsResponse>,
);

/** The longest range `available-slots` answers: its last day at most this many days after its first. */
export const MAX_SLOT_RANGE_DAYS = 62;

/** Query of the slot calls: the store and the day or range. */
export const SlotQuerySchema = named(
  object({
    storeId: intParam(1, Number.MAX_SAFE_INTEGER),
    /** Day of `time-slots`, first day of `available-slots`. */
    date: DateSchema,
    /** Last day of `available-slots` (at most {@link MAX_SLOT_RANGE_DAYS} after `date`; two weeks by default). */
    to: optional(DateSchema),
    artistId: optional(intParam(1, Number.MAX_SAFE_INTEGER)),
  }),
  types<SlotQueryOutput, SlotQuery>,
);

/** A bookable time of one day. */
export const TimeSlotSchema = named(
  object({
    startsAt: TimestampSchema,
    endsAt: TimestampSchema,
    /** Artists free at that time; empty for classes and events. */
    artistIds: array(IdSchema),
    remainingCapacity: pipe(number(), integer(), minValue(0)),
  }),
  types<TimeSlot>,
);

/** `GET booking-service/time-slots/{activityId}`: the slots of one day (empty: no time slots available). */
export const TimeSlotsResponseSchema = named(
  singleOf(
    object({
      activityId: IdSchema,
      storeId: IdSchema,
      /** The store's time zone: `date` is a day there, and the slots' offsets are its. */
      timeZone: TimeZoneSchema,
      date: DateSchema,
      slots: array(TimeSlotSchema),
    }),
  ),
  types<TimeSlotsResponse>,
);

/** `GET booking-service/available-slots/{activityId}`: which days of a range have free slots. */
export const AvailableSlotsResponseSchema = named(
  singleOf(
    object({
      activityId: IdSchema,
      storeId: IdSchema,
      /** The store's time zone: the days are days there. */
      timeZone: TimeZoneSchema,
      days: array(object({ date: DateSchema, slotsCount: pipe(number(), integer(), minValue(0)) })),
    }),
  ),
  types<AvailableSlotsResponse>,
);

/** A booking landing page of `booking-services/pages`. */
export const BookingPageSchema = named(
  object({
    slug: SlugSchema,
    kind: ActivityKindSchema,
    title: string(),
    description: string(),
    image: nullable(ImageSchema),
  }),
  types<BookingPage>,
);
export const BookingPageListResponseSchema = named(
  listOf(BookingPageSchema),
  types<BookingPageListResponse>,
);

/** Booking states: an expired booking cannot be rescheduled or cancelled. */
export const ReservationStatusSchema = named(
  picklist(['confirmed', 'rescheduled', 'cancelled', 'expired']),
  types<ReservationStatus>,
);

/** A booking of a service, class or event. */
export const ReservationSchema = named(
  object({
    id: IdSchema,
    confirmationNumber: string(),
    status: ReservationStatusSchema,
    activity: pick(ActivitySchema, ['id', 'slug', 'kind', 'name', 'durationMinutes', 'price']),
    store: StoreRefSchema,
    /** The store's time zone; `startsAt` and `endsAt` carry its offset. */
    timeZone: TimeZoneSchema,
    startsAt: TimestampSchema,
    endsAt: TimestampSchema,
    /** Who does it: the chosen artist, or the one assigned when any available artist was asked for. */
    artist: nullable(ArtistSchema),
    /** Whether the shopper asked for any available artist. */
    anyArtist: boolean(),
    fullName: string(),
    email: string(),
    phone: nullable(PhoneSchema),
    answers: array(object({ questionId: IdSchema, value: string() })),
    createdAt: TimestampSchema,
    /**
     * A guest's access token, only in the answer of `reservation-service/create` (`null` for a
     * member): the guest sends it back as `token` to read, reschedule or cancel the booking.
     */
    accessToken: optional(nullable(OrderAccessTokenSchema)),
  }),
  types<Reservation>,
);

/**
 * The booking form's messages (spec section 5): what the form's schemas and the server's checks of
 * the activity's questions answer, so a shop can show each in the shopper's language.
 */
export const BookingFormMessages = {
  fullNameRequired: 'Full Name is required',
  invalidEmail: 'Invalid email',
  invalidPhoneNumber: 'Invalid phone number',
  requiredField: 'Required field',
  characterLimit: 'Character limit exceeded',
} as const;

const FullNameSchema = pipe(
  string(BookingFormMessages.fullNameRequired),
  trim(),
  nonEmpty(BookingFormMessages.fullNameRequired),
  maxLength(100, BookingFormMessages.characterLimit),
);

/** Body of `POST reservation-service/create`: the booking form (messages of spec section 5). */
export const ReservationCreateBodySchema = named(
  object({
    activityId: IdSchema,
    storeId: IdSchema,
    startsAt: TimestampSchema,
    /** `null`: any available artist. */
    artistId: nullable(IdSchema),
    fullName: FullNameSchema,
    email: EmailSchema,
    phone: nullable(PhoneSchema),
    answers: pipe(
      array(
        object({
          questionId: IdSchema,
          value: pipe(string(), maxLength(1000, BookingFormMessages.characterLimit)),
        }),
      ),
      maxLength(50),
    ),
  }),
  types<ReservationCreateBody>,
);

/**
 * Query of `GET` and `DELETE reservation-service/{id}`: a guest proves the booking is theirs with
 * its access token (a member needs none: their own bookings only).
 */
export const ReservationQuerySchema = named(
  object({ token: optional(OrderAccessTokenSchema) }),
  types<ReservationQuery>,
);

/** Body of `POST reservation-service/{id}`: reschedule to another slot (a guest adds `token`). */
export const ReservationRescheduleBodySchema = named(
  object({
    startsAt: TimestampSchema,
    artistId: nullable(IdSchema),
    token: optional(OrderAccessTokenSchema),
  }),
  types<ReservationRescheduleBody>,
);

export const ReservationResponseSchema = named(
  singleOf(ReservationSchema),
  types<ReservationResponse>,
);

/**
 * `GET reservation-service`: the signed-in member's bookings, a page at a time: the coming ones
 * first (soonest first), then the past and cancelled ones (latest first). Members only (401).
 */
export const ReservationListResponseSchema = named(
  pageOf(ReservationSchema),
  types<ReservationListResponse>,
);

// @__NO_SIDE_EFFECTS__
function activityRoutes<const TBase extends string>(base: TBase) {
  return [
    endpoint({
      method: 'GET',
      path: base,
      query: ActivityQuerySchema,
      response: ActivityListResponseSchema,
    }),
    endpoint({ method: 'GET', path: `${base}/:id`, response: ActivityResponseSchema }),
  ] as const;
}

export const [bookingServiceActivitiesList, bookingServiceActivitiesGet] = activityRoutes(
  'booking-service/activities',
);
export const bookingServiceQuestionsGet = endpoint({
  method: 'GET',
  path: 'booking-service/questions/:id',
  response: BookingQuestionsResponseSchema,
});
export const bookingServiceTimeSlotsGet = endpoint({
  method: 'GET',
  path: 'booking-service/time-slots/:id',
  query: SlotQuerySchema,
  response: TimeSlotsResponseSchema,
});
export const bookingServiceAvailableSlotsGet = endpoint({
  method: 'GET',
  path: 'booking-service/available-slots/:id',
  query: SlotQuerySchema,
  response: AvailableSlotsResponseSchema,
});
export const bookingServicesBeautyClassesList = endpoint({
  method: 'GET',
  path: 'booking-services/beauty-classes',
  query: ActivityQuerySchema,
  response: ActivityListResponseSchema,
});
export const bookingServicesBeautyServicesList = endpoint({
  method: 'GET',
  path: 'booking-services/beauty-services',
  query: ActivityQuerySchema,
  response: ActivityListResponseSchema,
});
export const bookingServicesPagesList = endpoint({
  method: 'GET',
  path: 'booking-services/pages',
  response: BookingPageListResponseSchema,
});
export const reservationServiceList = endpoint({
  method: 'GET',
  path: 'reservation-service',
  query: PagingQuerySchema,
  response: ReservationListResponseSchema,
});
export const reservationServiceCreate = endpoint({
  method: 'POST',
  path: 'reservation-service/create',
  body: ReservationCreateBodySchema,
  response: ReservationResponseSchema,
});
export const reservationServiceGet = endpoint({
  method: 'GET',
  path: 'reservation-service/:id',
  query: ReservationQuerySchema,
  response: ReservationResponseSchema,
});
export const reservationServiceReschedule = endpoint({
  method: 'POST',
  path: 'reservation-service/:id',
  body: ReservationRescheduleBodySchema,
  response: ReservationResponseSchema,
});
export const reservationServiceDelete = endpoint({
  method: 'DELETE',
  path: 'reservation-service/:id',
  query: ReservationQuerySchema,
  response: ReservationResponseSchema,
});
export const [happeningServicesActivitiesList, happeningServicesActivitiesGet] = activityRoutes(
  'happening/services/activities',
);
export const [happeningServicesEventsList, happeningServicesEventsGet] = activityRoutes(
  'happening/services/events',
);
export const [happeningServicesClassesList, happeningServicesClassesGet] = activityRoutes(
  'happening/services/classes',
);
export const happeningActivityGroupsList = endpoint({
  method: 'GET',
  path: 'happening/activity-groups',
  response: ActivityGroupListResponseSchema,
});
export const happeningBannersList = endpoint({
  method: 'GET',
  path: 'happening/banners',
  response: HappeningBannerListResponseSchema,
});
export const layoutsStoreServicesActivitiesList = endpoint({
  method: 'GET',
  path: 'layouts/store-services/activities',
  query: ActivityQuerySchema,
  response: ActivityListResponseSchema,
});
export const layoutsStoreServicesActivityGroupsList = endpoint({
  method: 'GET',
  path: 'layouts/store-services/activity-groups',
  response: ActivityGroupListResponseSchema,
});

/**
 * `POST sandbox/reservations/{id}/expire`: moves a booking's session two days into the past, so it
 * reads as expired, for tests and the storefront's /sandbox pages (never in production).
 */
export const sandboxReservationsExpireCreate = endpoint({
  method: 'POST',
  path: 'sandbox/reservations/:id/expire',
  response: ReservationResponseSchema,
});
