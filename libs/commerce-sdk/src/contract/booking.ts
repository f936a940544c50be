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
  type InferInput,
  type InferOutput,
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
} from './common.js';
import { endpoint } from './endpoint.js';
import { OrderAccessTokenSchema } from './orders.js';

/**
 * An IANA time zone (`Asia/Bangkok`): a store's own. Every booking time is sent as an ISO timestamp
 * with that zone's offset (`2026-12-05T14:00:00+07:00`) and the zone beside it, so a Bangkok slot
 * reads as Bangkok time wherever the shopper is.
 */
export const TimeZoneSchema = pipe(string(), regex(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/));

/** Kinds of happening: in-store services, beauty classes and store events. */
export const ActivityKindSchema = picklist(['service', 'class', 'event']);
export type ActivityKind = InferOutput<typeof ActivityKindSchema>;

/** A beauty artist who runs services. */
export const ArtistSchema = object({
  id: IdSchema,
  name: string(),
  image: nullable(ImageSchema),
});
export type Artist = InferOutput<typeof ArtistSchema>;

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
export type Activity = InferOutput<typeof ActivitySchema>;

/** A group of activities (a service category or a campaign). */
export const ActivityGroupSchema = object({
  id: IdSchema,
  slug: SlugSchema,
  name: string(),
  kind: ActivityKindSchema,
  image: nullable(ImageSchema),
  activitiesCount: pipe(number(), integer(), minValue(0)),
});
export type ActivityGroup = InferOutput<typeof ActivityGroupSchema>;

/** A promotional banner of the happening pages. */
export const HappeningBannerSchema = object({
  id: IdSchema,
  title: string(),
  image: ImageSchema,
  href: nullable(SafeUrlSchema),
});
export type HappeningBanner = InferOutput<typeof HappeningBannerSchema>;

/** Filters of activity lists. */
export const ActivityQuerySchema = object({
  ...PagingQuerySchema.entries,
  storeId: optional(intParam(1, Number.MAX_SAFE_INTEGER)),
  groupId: optional(intParam(1, Number.MAX_SAFE_INTEGER)),
  kind: optional(ActivityKindSchema),
});
export type ActivityQuery = InferInput<typeof ActivityQuerySchema>;

export const ActivityListResponseSchema = pageOf(ActivitySchema);
export type ActivityListResponse = InferOutput<typeof ActivityListResponseSchema>;
export const ActivityResponseSchema = singleOf(ActivitySchema);
export type ActivityResponse = InferOutput<typeof ActivityResponseSchema>;
export const ActivityGroupListResponseSchema = listOf(ActivityGroupSchema);
export type ActivityGroupListResponse = InferOutput<typeof ActivityGroupListResponseSchema>;
export const HappeningBannerListResponseSchema = listOf(HappeningBannerSchema);
export type HappeningBannerListResponse = InferOutput<typeof HappeningBannerListResponseSchema>;

/** A question of an activity's booking form. */
export const BookingQuestionSchema = object({
  id: IdSchema,
  label: string(),
  type: picklist(['text', 'textarea', 'select', 'checkbox']),
  required: boolean(),
  options: array(string()),
  maxLength: nullable(pipe(number(), integer(), minValue(1))),
});
export type BookingQuestion = InferOutput<typeof BookingQuestionSchema>;

/** `GET booking-service/questions/{activityId}` */
export const BookingQuestionsResponseSchema = singleOf(
  object({
    activityId: IdSchema,
    /** Whether the form asks for a phone number (otherwise it is optional). */
    phoneRequired: boolean(),
    questions: array(BookingQuestionSchema),
  }),
);
export type BookingQuestionsResponse = InferOutput<typeof BookingQuestionsResponseSchema>;

/** The longest range `available-slots` answers: its last day at most this many days after its first. */
export const MAX_SLOT_RANGE_DAYS = 62;

/** Query of the slot calls: the store and the day or range. */
export const SlotQuerySchema = object({
  storeId: intParam(1, Number.MAX_SAFE_INTEGER),
  /** Day of `time-slots`, first day of `available-slots`. */
  date: DateSchema,
  /** Last day of `available-slots` (at most {@link MAX_SLOT_RANGE_DAYS} after `date`; two weeks by default). */
  to: optional(DateSchema),
  artistId: optional(intParam(1, Number.MAX_SAFE_INTEGER)),
});
export type SlotQuery = InferInput<typeof SlotQuerySchema>;

/** A bookable time of one day. */
export const TimeSlotSchema = object({
  startsAt: TimestampSchema,
  endsAt: TimestampSchema,
  /** Artists free at that time; empty for classes and events. */
  artistIds: array(IdSchema),
  remainingCapacity: pipe(number(), integer(), minValue(0)),
});
export type TimeSlot = InferOutput<typeof TimeSlotSchema>;

/** `GET booking-service/time-slots/{activityId}`: the slots of one day (empty: no time slots available). */
export const TimeSlotsResponseSchema = singleOf(
  object({
    activityId: IdSchema,
    storeId: IdSchema,
    /** The store's time zone: `date` is a day there, and the slots' offsets are its. */
    timeZone: TimeZoneSchema,
    date: DateSchema,
    slots: array(TimeSlotSchema),
  }),
);
export type TimeSlotsResponse = InferOutput<typeof TimeSlotsResponseSchema>;

/** `GET booking-service/available-slots/{activityId}`: which days of a range have free slots. */
export const AvailableSlotsResponseSchema = singleOf(
  object({
    activityId: IdSchema,
    storeId: IdSchema,
    /** The store's time zone: the days are days there. */
    timeZone: TimeZoneSchema,
    days: array(object({ date: DateSchema, slotsCount: pipe(number(), integer(), minValue(0)) })),
  }),
);
export type AvailableSlotsResponse = InferOutput<typeof AvailableSlotsResponseSchema>;

/** A booking landing page of `booking-services/pages`. */
export const BookingPageSchema = object({
  slug: SlugSchema,
  kind: ActivityKindSchema,
  title: string(),
  description: string(),
  image: nullable(ImageSchema),
});
export type BookingPage = InferOutput<typeof BookingPageSchema>;
export const BookingPageListResponseSchema = listOf(BookingPageSchema);
export type BookingPageListResponse = InferOutput<typeof BookingPageListResponseSchema>;

/** Booking states: an expired booking cannot be rescheduled or cancelled. */
export const ReservationStatusSchema = picklist([
  'confirmed',
  'rescheduled',
  'cancelled',
  'expired',
]);
export type ReservationStatus = InferOutput<typeof ReservationStatusSchema>;

/** A booking of a service, class or event. */
export const ReservationSchema = object({
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
});
export type Reservation = InferOutput<typeof ReservationSchema>;

const FullNameSchema = pipe(
  string('Full Name is required'),
  trim(),
  nonEmpty('Full Name is required'),
  maxLength(100, 'Character limit exceeded'),
);

/** Body of `POST reservation-service/create`: the booking form (messages of spec section 5). */
export const ReservationCreateBodySchema = object({
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
        value: pipe(string(), maxLength(1000, 'Character limit exceeded')),
      }),
    ),
    maxLength(50),
  ),
});
export type ReservationCreateBody = InferInput<typeof ReservationCreateBodySchema>;

/**
 * Query of `GET` and `DELETE reservation-service/{id}`: a guest proves the booking is theirs with
 * its access token (a member needs none: their own bookings only).
 */
export const ReservationQuerySchema = object({ token: optional(OrderAccessTokenSchema) });
export type ReservationQuery = InferInput<typeof ReservationQuerySchema>;

/** Body of `POST reservation-service/{id}`: reschedule to another slot (a guest adds `token`). */
export const ReservationRescheduleBodySchema = object({
  startsAt: TimestampSchema,
  artistId: nullable(IdSchema),
  token: optional(OrderAccessTokenSchema),
});
export type ReservationRescheduleBody = InferInput<typeof ReservationRescheduleBodySchema>;

export const ReservationResponseSchema = singleOf(ReservationSchema);
export type ReservationResponse = InferOutput<typeof ReservationResponseSchema>;

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
