import {
  bookingServiceActivitiesGet,
  bookingServiceActivitiesList,
  bookingServiceAvailableSlotsGet,
  bookingServiceQuestionsGet,
  bookingServiceTimeSlotsGet,
  bookingServicesBeautyClassesList,
  bookingServicesBeautyServicesList,
  bookingServicesPagesList,
  happeningActivityGroupsList,
  happeningBannersList,
  happeningServicesActivitiesGet,
  happeningServicesActivitiesList,
  happeningServicesClassesGet,
  happeningServicesClassesList,
  happeningServicesEventsGet,
  happeningServicesEventsList,
  layoutsStoreServicesActivitiesList,
  layoutsStoreServicesActivityGroupsList,
  MAX_SLOT_RANGE_DAYS,
  reservationServiceCreate,
  reservationServiceDelete,
  reservationServiceGet,
  reservationServiceList,
  reservationServiceReschedule,
  sandboxReservationsExpireCreate,
  type ActivityKind,
  type ActivityQuerySchema,
  type CountryCode,
  type LanguageCode,
  type SlotQuerySchema,
} from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { pageMeta, pageWindow } from '../catalogue/index.js';
import type { Database } from '../db/database.js';
import { fitsIdColumn } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { readJsonBody } from '../http/guards.js';
import { mount } from '../http/route.js';
import { pathId } from '../http/validation.js';
import {
  activityGroups,
  activityOf,
  activityViews,
  happeningImage,
  loadActivities,
  localised,
  questionsOf,
} from './activities.js';
import { BookingMessages } from './messages.js';
import {
  cancelReservation,
  createReservation,
  expireReservation,
  getReservation,
  listReservations,
  rescheduleReservation,
} from './reservations.js';
import { freeSessions, loadSchedules, slotView } from './sessions.js';
import { addDays, daysBetween } from './time.js';

/** The range `available-slots` answers without `to`: two weeks. */
const DEFAULT_RANGE_DAYS = 13;

type ListQuery = v.InferOutput<typeof ActivityQuerySchema>;

/** A calendar day that exists (`2026-02-30` does not): 400 otherwise. */
function realDay(date: string, field: string): string {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== date) {
    throw new ApiError(400, 'Invalid request', { field });
  }
  return date;
}

/**
 * Bookings and happening: activity lists and details (`booking-service/activities`,
 * `happening/services/…`, `booking-services/…`, `layouts/store-services/…`), questions, time
 * slots, activity groups, banners, booking pages, and reservations (`reservation-service/…`).
 */
export function bookingRoutes(db: Database) {
  const app = new Hono();

  /** A page of the country's activities (of the route's kind), the ones with a future session. */
  async function listActivities(
    query: ListQuery,
    country: CountryCode,
    language: LanguageCode,
    routeKind?: ActivityKind,
  ) {
    const window = pageWindow(query);
    const kind = routeKind ?? query.kind;
    const unknown =
      (routeKind && query.kind && query.kind !== routeKind) ||
      (query.storeId !== undefined && !fitsIdColumn(query.storeId)) ||
      (query.groupId !== undefined && !fitsIdColumn(query.groupId));
    const activities = unknown
      ? []
      : await loadActivities(db, country, language, {
          ...(kind && { kind }),
          ...(query.groupId !== undefined && { groupId: query.groupId }),
          ...(query.storeId !== undefined && { storeId: query.storeId }),
        });
    const views = (await activityViews(db, activities, new Date(), query.storeId))
      .filter((view) => view.upcoming)
      .map((view) => view.activity);
    return {
      data: views.slice(window.offset, window.offset + window.perPage),
      meta: pageMeta(views.length, window),
    };
  }

  for (const [endpoint, kind] of [
    [bookingServiceActivitiesList, undefined],
    [happeningServicesActivitiesList, 'service'],
    [happeningServicesClassesList, 'class'],
    [happeningServicesEventsList, 'event'],
    [bookingServicesBeautyServicesList, 'service'],
    [bookingServicesBeautyClassesList, 'class'],
    [layoutsStoreServicesActivitiesList, undefined],
  ] as const) {
    mount(app, endpoint, ({ query, country, language }) =>
      listActivities(query, country, language, kind),
    );
  }

  for (const [endpoint, kind] of [
    [bookingServiceActivitiesGet, undefined],
    [happeningServicesActivitiesGet, 'service'],
    [happeningServicesClassesGet, 'class'],
    [happeningServicesEventsGet, 'event'],
  ] as const) {
    mount(app, endpoint, async ({ params, country, language }) => {
      const activity = await activityOf(db, country, language, pathId(params), kind);
      const [view] = await activityViews(db, [activity], new Date());
      return { data: view!.activity };
    });
  }

  for (const endpoint of [happeningActivityGroupsList, layoutsStoreServicesActivityGroupsList]) {
    mount(app, endpoint, async ({ country, language }) => {
      const groups = await activityGroups(db, country, language);
      return { data: groups, meta: { total: groups.length } };
    });
  }

  mount(app, happeningBannersList, async ({ language }) => {
    const rows = await db.query<{ id: number; slug: string; title: string; href: string | null }>(
      `SELECT id, slug, ${localised('title', '$1')} AS title, href FROM happening_banners
       ORDER BY position, id`,
      [language],
    );
    const data = rows.map((row) => ({
      id: row.id,
      title: row.title,
      image: happeningImage(row.slug, row.title),
      href: row.href,
    }));
    return { data, meta: { total: data.length } };
  });

  mount(app, bookingServicesPagesList, async ({ language }) => {
    const rows = await db.query<{
      slug: string;
      kind: ActivityKind;
      title: string;
      description: string;
    }>(
      `SELECT slug, kind, ${localised('title', '$1')} AS title,
         ${localised('description', '$1')} AS description
       FROM booking_pages ORDER BY position`,
      [language],
    );
    const data = rows.map((row) => ({ ...row, image: happeningImage(row.slug, row.title) }));
    return { data, meta: { total: data.length } };
  });

  mount(app, bookingServiceQuestionsGet, async ({ params, country, language }) => {
    const activity = await activityOf(db, country, language, pathId(params));
    const questions = await questionsOf(db, activity.id, language);
    return {
      data: {
        activityId: activity.id,
        phoneRequired: activity.phoneRequired,
        questions: questions.map(({ allOptions: _all, ...question }) => question),
      },
    };
  });

  /** The free sessions of an activity at a store on the days asked for, in store time. */
  async function slots(
    params: Record<string, string>,
    query: v.InferOutput<typeof SlotQuerySchema>,
    country: CountryCode,
    language: LanguageCode,
    lastDay: (first: string) => string,
  ) {
    const activity = await activityOf(db, country, language, pathId(params));
    const [schedule] = fitsIdColumn(query.storeId)
      ? await loadSchedules(db, [activity.id], countries[country].timeZone, query.storeId)
      : [];
    if (!schedule) throw new ApiError(404, BookingMessages.resourceNotFound);
    const from = realDay(query.date, 'date');
    const to = lastDay(from);
    const artistId = query.artistId;
    const sessions =
      artistId !== undefined && !fitsIdColumn(artistId)
        ? new Map<string, never[]>()
        : await freeSessions(db, activity, schedule, from, to, new Date(), {
            ...(artistId !== undefined && { artistId }),
          });
    return { activity, schedule, from, to, sessions };
  }

  mount(app, bookingServiceTimeSlotsGet, async ({ params, query, country, language }) => {
    const { activity, schedule, from, sessions } = await slots(
      params,
      query,
      country,
      language,
      (first) => first,
    );
    return {
      data: {
        activityId: activity.id,
        storeId: schedule.storeId,
        timeZone: schedule.timeZone,
        date: from,
        slots: (sessions.get(from) ?? []).map((session) => slotView(session, schedule.timeZone)),
      },
    };
  });

  mount(app, bookingServiceAvailableSlotsGet, async ({ params, query, country, language }) => {
    const { activity, schedule, from, to, sessions } = await slots(
      params,
      query,
      country,
      language,
      (first) => {
        if (query.to === undefined) return addDays(first, DEFAULT_RANGE_DAYS);
        const last = realDay(query.to, 'to');
        if (last < first) throw new ApiError(400, BookingMessages.rangeReversed, { field: 'to' });
        if (daysBetween(first, last) > MAX_SLOT_RANGE_DAYS) {
          throw new ApiError(400, BookingMessages.rangeTooLong, { field: 'to' });
        }
        return last;
      },
    );
    const days: { date: string; slotsCount: number }[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      days.push({ date: day, slotsCount: sessions.get(day)?.length ?? 0 });
    }
    return {
      data: {
        activityId: activity.id,
        storeId: schedule.storeId,
        timeZone: schedule.timeZone,
        days,
      },
    };
  });

  // The booking form is read here rather than by `mount`, so a refused form answers the spec's
  // message of its first faulty field instead of a list of schema issues.
  mount(
    app,
    { ...reservationServiceCreate, body: undefined },
    async ({ c, country, language }) => ({
      data: await createReservation(
        db,
        { c, country, language, now: new Date() },
        await readJsonBody(c),
      ),
    }),
  );

  mount(app, reservationServiceList, async ({ c, query, country, language }) => {
    const window = pageWindow(query);
    const { reservations, total } = await listReservations(
      db,
      { c, country, language, now: new Date() },
      window,
    );
    return { data: reservations, meta: pageMeta(total, window) };
  });

  mount(app, reservationServiceGet, async ({ c, params, query, country, language }) => ({
    data: await getReservation(
      db,
      { c, country, language, now: new Date() },
      pathId(params),
      query.token,
    ),
  }));

  mount(app, reservationServiceReschedule, async ({ c, params, body, country, language }) => ({
    data: await rescheduleReservation(
      db,
      { c, country, language, now: new Date() },
      pathId(params),
      body,
    ),
  }));

  mount(app, reservationServiceDelete, async ({ c, params, query, country, language }) => ({
    data: await cancelReservation(
      db,
      { c, country, language, now: new Date() },
      pathId(params),
      query.token,
    ),
  }));

  // Refused in production with every `sandbox/*` route (app.ts).
  mount(app, sandboxReservationsExpireCreate, async ({ c, params, country, language }) => ({
    data: await expireReservation(db, { c, country, language, now: new Date() }, pathId(params)),
  }));

  return app;
}
