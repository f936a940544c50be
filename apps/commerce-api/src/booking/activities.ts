// Activities as shoppers see them: in the site's country and language, with their stores,
// artists, price and next session.
import type {
  Activity,
  ActivityGroup,
  ActivityKind,
  Artist,
  BookingQuestion,
  CountryCode,
  LanguageCode,
  Money,
} from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { BookingMessages } from './messages.js';
import {
  freeSessions,
  loadSchedules,
  sessionsOn,
  type BookableActivity,
  type Schedule,
} from './sessions.js';
import { addDays, localDate, localTimestamp } from './time.js';

/** How far ahead (and back, for past events) the next or last session is looked for, in days. */
const SESSION_HORIZON_DAYS = 120;

/** An activity of a country, its texts in one language. */
export interface ActivityRecord extends BookableActivity {
  slug: string;
  country: CountryCode;
  groupId: number | null;
  name: string;
  description: string;
  /** Minor units of the country's currency; `null` when free. */
  priceMinor: number | null;
  phoneRequired: boolean;
}

interface ActivityRow {
  id: number;
  slug: string;
  kind: ActivityKind;
  country: CountryCode;
  group_id: number | null;
  name: string;
  description: string;
  duration_minutes: number;
  price: string | number | null;
  capacity: number | null;
  phone_required: boolean;
}

const toRecord = (row: ActivityRow): ActivityRecord => ({
  id: row.id,
  slug: row.slug,
  kind: row.kind,
  country: row.country,
  groupId: row.group_id,
  name: row.name,
  description: row.description,
  durationMinutes: row.duration_minutes,
  priceMinor: row.price === null ? null : Number(row.price),
  capacity: row.capacity,
  phoneRequired: row.phone_required,
});

/** A localised `jsonb` text in the language (texts are seeded in every language). */
export const localised = (column: string, languageParam: string) => `${column}->>${languageParam}`;

/** Which activities of a country to load. */
export interface ActivityFilter {
  kind?: ActivityKind;
  groupId?: number;
  storeId?: number;
  id?: number;
}

/** The country's activities that meet the filter, in their order. */
export async function loadActivities(
  db: Queryable,
  country: CountryCode,
  language: LanguageCode,
  filter: ActivityFilter = {},
): Promise<ActivityRecord[]> {
  const rows = await db.query<ActivityRow>(
    `SELECT a.id, a.slug, a.kind, a.country, a.group_id, ${localised('a.name', '$2')} AS name,
       ${localised('a.description', '$2')} AS description, a.duration_minutes, a.price,
       a.capacity, a.phone_required
     FROM activities a
     WHERE a.country = $1 AND ($3::text IS NULL OR a.kind = $3) AND ($4::int IS NULL OR a.group_id = $4)
       AND ($5::int IS NULL OR a.id = $5)
       AND ($6::int IS NULL OR EXISTS (
         SELECT 1 FROM activity_schedules s WHERE s.activity_id = a.id AND s.store_id = $6))
     ORDER BY a.position, a.id`,
    [
      country,
      language,
      filter.kind ?? null,
      filter.groupId ?? null,
      filter.id ?? null,
      filter.storeId ?? null,
    ],
  );
  return rows.map(toRecord);
}

/**
 * One activity of the site's country (of the kind, when the route names one): 404 'Resource not
 * found!' otherwise.
 */
export async function activityOf(
  db: Queryable,
  country: CountryCode,
  language: LanguageCode,
  id: number,
  kind?: ActivityKind,
): Promise<ActivityRecord> {
  const [activity] = await loadActivities(db, country, language, { id, kind });
  if (!activity) throw new ApiError(404, BookingMessages.resourceNotFound);
  return activity;
}

/** A price in minor units as the contract's `Money` (`null`: free). */
export function priceView(priceMinor: number | null, country: CountryCode): Money | null {
  if (priceMinor === null) return null;
  const market = countries[country];
  return { amount: priceMinor / 10 ** market.priceFractionDigits, currency: market.currency };
}

/** The picture of an activity, group or banner: a generated banner named after it. */
export const happeningImage = (slug: string, alt: string) => ({
  url: `/api/web/v1/images/banners/happening-${slug}.svg`,
  alt,
});

/** The artists of activities (services) at their stores, by activity. */
async function artistsOf(
  db: Queryable,
  activityIds: number[],
  storeId?: number,
): Promise<Map<number, Artist[]>> {
  const rows = await db.query<{ activity_id: number; id: number; name: string }>(
    `SELECT aa.activity_id, ar.id, ar.name FROM activity_artists aa
     JOIN artists ar ON ar.id = aa.artist_id
     WHERE aa.activity_id = ANY($1::int[]) AND ($2::int IS NULL OR ar.store_id = $2)
     ORDER BY ar.id`,
    [activityIds, storeId ?? null],
  );
  const byActivity = new Map<number, Artist[]>();
  for (const row of rows) {
    const list = byActivity.get(row.activity_id) ?? [];
    list.push({ id: row.id, name: row.name, image: null });
    byActivity.set(row.activity_id, list);
  }
  return byActivity;
}

/** The next session of a class or event (full or not), or its last one when all have passed. */
async function sessionOfNote(
  db: Queryable,
  activity: ActivityRecord,
  schedules: Schedule[],
  now: Date,
): Promise<{ startsAt: string; remainingCapacity: number; upcoming: boolean } | null> {
  let next: { startsAt: Date; remainingCapacity: number; timeZone: string } | null = null;
  for (const schedule of schedules) {
    const today = localDate(now, schedule.timeZone);
    const sessions = await freeSessions(
      db,
      activity,
      schedule,
      today,
      addDays(today, SESSION_HORIZON_DAYS),
      now,
      { includeFull: true },
    );
    const first = [...sessions.values()].flat()[0];
    if (first && (!next || first.startsAt < next.startsAt)) {
      next = { ...first, timeZone: schedule.timeZone };
    }
  }
  if (next) {
    return {
      startsAt: localTimestamp(next.startsAt, next.timeZone),
      remainingCapacity: next.remainingCapacity,
      upcoming: true,
    };
  }
  let last: { startsAt: Date; timeZone: string } | null = null;
  for (const schedule of schedules) {
    const today = localDate(now, schedule.timeZone);
    const end = schedule.endsOn !== null && schedule.endsOn < today ? schedule.endsOn : today;
    for (let back = 0; back <= SESSION_HORIZON_DAYS; back += 1) {
      const day = addDays(end, -back);
      const passed = sessionsOn(schedule, day, activity.durationMinutes).filter(
        (session) => session.startsAt <= now,
      );
      const latest = passed.at(-1);
      if (latest) {
        if (!last || latest.startsAt > last.startsAt) {
          last = { startsAt: latest.startsAt, timeZone: schedule.timeZone };
        }
        break;
      }
    }
  }
  return last
    ? {
        startsAt: localTimestamp(last.startsAt, last.timeZone),
        remainingCapacity: 0,
        upcoming: false,
      }
    : null;
}

/** An activity as the contract shows it, and whether it can still be booked (a future session). */
export interface ActivityView {
  activity: Activity;
  upcoming: boolean;
}

/** The contract's view of activities: stores, artists, price, next (or last) session. */
export async function activityViews(
  db: Queryable,
  activities: ActivityRecord[],
  now: Date,
  storeId?: number,
): Promise<ActivityView[]> {
  if (activities.length === 0) return [];
  const country = activities[0]!.country;
  const ids = activities.map((activity) => activity.id);
  const schedules = await loadSchedules(db, ids, countries[country].timeZone, storeId);
  const artists = await artistsOf(db, ids, storeId);
  const views: ActivityView[] = [];
  for (const activity of activities) {
    const own = schedules.filter((schedule) => schedule.activityId === activity.id);
    const stores = [...new Map(own.map((s) => [s.storeId, s])).values()].map((s) => ({
      id: s.storeId,
      slug: s.storeSlug,
      name: s.storeName,
    }));
    const session =
      activity.kind === 'service' ? null : await sessionOfNote(db, activity, own, now);
    const upcoming =
      activity.kind === 'service'
        ? own.some((s) => s.endsOn === null || s.endsOn >= localDate(now, s.timeZone))
        : (session?.upcoming ?? false);
    views.push({
      upcoming,
      activity: {
        id: activity.id,
        slug: activity.slug,
        kind: activity.kind,
        name: activity.name,
        description: activity.description,
        image: happeningImage(activity.slug, activity.name),
        durationMinutes: activity.durationMinutes,
        price: priceView(activity.priceMinor, activity.country),
        capacity: activity.capacity,
        remainingCapacity: session?.remainingCapacity ?? null,
        startsAt: session?.startsAt ?? null,
        stores,
        artists: artists.get(activity.id) ?? [],
        groupId: activity.groupId,
      },
    });
  }
  return views;
}

/** The activity groups of the country's activities, with how many each holds. */
export async function activityGroups(
  db: Queryable,
  country: CountryCode,
  language: LanguageCode,
): Promise<ActivityGroup[]> {
  const rows = await db.query<{
    id: number;
    slug: string;
    kind: ActivityKind;
    name: string;
    count: number;
  }>(
    `SELECT g.id, g.slug, g.kind, ${localised('g.name', '$2')} AS name,
       (SELECT count(*)::int FROM activities a WHERE a.group_id = g.id AND a.country = $1) AS count
     FROM activity_groups g ORDER BY g.position, g.id`,
    [country, language],
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    image: happeningImage(row.slug, row.name),
    activitiesCount: row.count,
  }));
}

/** The booking form's questions of an activity, in the language. */
export async function questionsOf(
  db: Queryable,
  activityId: number,
  language: LanguageCode,
): Promise<(BookingQuestion & { allOptions: string[] })[]> {
  const rows = await db.query<{
    id: number;
    type: BookingQuestion['type'];
    label: string;
    options: string[] | null;
    all_options: string[][];
    required: boolean;
    max_length: number | null;
  }>(
    `SELECT q.id, q.type, ${localised('q.label', '$2')} AS label, q.options->$2 AS options,
       (SELECT coalesce(jsonb_agg(value), '[]'::jsonb) FROM jsonb_each(q.options)) AS all_options,
       q.required, q.max_length
     FROM booking_questions q WHERE q.activity_id = $1 ORDER BY q.position, q.id`,
    [activityId, language],
  );
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    type: row.type,
    required: row.required,
    options: row.options ?? [],
    maxLength: row.max_length,
    allOptions: row.all_options.flat(),
  }));
}
