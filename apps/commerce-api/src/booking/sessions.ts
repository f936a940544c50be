// Sessions and free places. A schedule says on which weekdays (every n weeks, between two days)
// an activity runs at a store and at which local times; sessions are computed from it on read, so
// the seed stays valid however long after it ran: there are always past and future sessions.
import type { ActivityKind, TimeSlot } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { addDays, daysBetween, localTimestamp, weekday, zonedInstant } from './time.js';

const MINUTE_MS = 60_000;

/** An activity's schedule at one store, with the store's time zone. */
export interface Schedule {
  id: number;
  activityId: number;
  storeId: number;
  storeSlug: string;
  storeName: string;
  timeZone: string;
  startsOn: string;
  endsOn: string | null;
  everyWeeks: number;
  weekdays: number[];
  times: string[];
  /** Places kept for invited guests: a session is full when they and the bookings fill it. */
  heldSeats: number;
}

/** What sessions and free places depend on of an activity. */
export interface BookableActivity {
  id: number;
  kind: ActivityKind;
  durationMinutes: number;
  /** Places per class or event session; `null` for services, one shopper per artist. */
  capacity: number | null;
}

/** One session: its start and end. */
export interface Session {
  startsAt: Date;
  endsAt: Date;
}

/** A session with what is still free at it. */
export interface FreeSession extends Session {
  artistIds: number[];
  remainingCapacity: number;
}

interface ScheduleRow {
  id: number;
  activity_id: number;
  store_id: number;
  store_slug: string;
  store_name: string;
  time_zone: string;
  starts_on: string;
  ends_on: string | null;
  every_weeks: number;
  weekdays: number[];
  times: string[];
  held_seats: number;
}

/**
 * The schedules of activities, with their stores (a store without a time zone of its own keeps its
 * country's, `fallbackZone`). `FOR UPDATE` of the store's schedules is how a booking claims it.
 */
export async function loadSchedules(
  db: Queryable,
  activityIds: readonly number[],
  fallbackZone: string,
  storeId?: number,
): Promise<Schedule[]> {
  if (activityIds.length === 0) return [];
  const rows = await db.query<ScheduleRow>(
    `SELECT s.id, s.activity_id, s.store_id, st.slug AS store_slug, st.name AS store_name,
       coalesce(st.time_zone, $2) AS time_zone, s.starts_on::text AS starts_on,
       s.ends_on::text AS ends_on, s.every_weeks, s.weekdays, s.times, s.held_seats
     FROM activity_schedules s JOIN stores st ON st.id = s.store_id
     WHERE s.activity_id = ANY($1::int[]) AND ($3::int IS NULL OR s.store_id = $3)
     ORDER BY s.store_id, s.id`,
    [activityIds, fallbackZone, storeId ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    activityId: row.activity_id,
    storeId: row.store_id,
    storeSlug: row.store_slug,
    storeName: row.store_name,
    timeZone: row.time_zone,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    everyWeeks: row.every_weeks,
    weekdays: row.weekdays,
    times: row.times,
    heldSeats: row.held_seats,
  }));
}

/** The sessions of a schedule on one day (a day in the store's zone), earliest first. */
export function sessionsOn(schedule: Schedule, date: string, durationMinutes: number): Session[] {
  if (date < schedule.startsOn || (schedule.endsOn !== null && date > schedule.endsOn)) return [];
  if (!schedule.weekdays.includes(weekday(date))) return [];
  const weekOf = (day: string) => addDays(day, -weekday(day));
  const weeks = daysBetween(weekOf(schedule.startsOn), weekOf(date)) / 7;
  if (weeks % schedule.everyWeeks !== 0) return [];
  return [...schedule.times].sort().map((time) => {
    const startsAt = zonedInstant(date, time, schedule.timeZone);
    return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE_MS) };
  });
}

interface Booked {
  id: number;
  activity_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  artist_id: number | null;
}

/** Options of {@link freeSessions}. */
export interface FreeSessionOptions {
  /** Only sessions with this artist free (services). */
  artistId?: number;
  /** A booking being moved: its own place counts as free. */
  exceptReservationId?: number;
  /** Keep sessions with no place left (their `remainingCapacity` is 0). */
  includeFull?: boolean;
}

/**
 * The sessions of an activity at a store on the days `from`…`to` (store days) that start after
 * `now`, with their free places: the artists of a service not booked at an overlapping time, the
 * places of a class or event not held or booked. Full sessions are left out unless asked for.
 */
export async function freeSessions(
  db: Queryable,
  activity: BookableActivity,
  schedule: Schedule,
  from: string,
  to: string,
  now: Date,
  options: FreeSessionOptions = {},
): Promise<Map<string, FreeSession[]>> {
  const days = new Map<string, Session[]>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.set(
      day,
      sessionsOn(schedule, day, activity.durationMinutes).filter(
        (session) => session.startsAt > now,
      ),
    );
  }
  const all = [...days.values()].flat();
  const result = new Map<string, FreeSession[]>();
  if (all.length === 0) {
    for (const day of days.keys()) result.set(day, []);
    return result;
  }
  const first = all[0]!.startsAt;
  const last = all.reduce((end, session) => (session.endsAt > end ? session.endsAt : end), first);
  const booked = await db.query<Booked>(
    `SELECT id, activity_id, starts_at, ends_at, artist_id FROM reservations
     WHERE store_id = $1 AND status <> 'cancelled' AND starts_at < $3 AND ends_at > $2
       AND id <> $4`,
    [schedule.storeId, first.toISOString(), last.toISOString(), options.exceptReservationId ?? 0],
  );
  const artists =
    activity.kind === 'service'
      ? (
          await db.query<{ id: number }>(
            `SELECT ar.id FROM artists ar JOIN activity_artists aa ON aa.artist_id = ar.id
             WHERE aa.activity_id = $1 AND ar.store_id = $2 ORDER BY ar.id`,
            [activity.id, schedule.storeId],
          )
        ).map((row) => row.id)
      : [];
  for (const [day, sessions] of days) {
    const free: FreeSession[] = [];
    for (const session of sessions) {
      const start = session.startsAt.getTime();
      const end = session.endsAt.getTime();
      let artistIds: number[] = [];
      let remainingCapacity: number;
      if (activity.capacity === null) {
        const busy = new Set(
          booked
            .filter(
              (row) =>
                row.artist_id !== null &&
                new Date(row.starts_at).getTime() < end &&
                new Date(row.ends_at).getTime() > start,
            )
            .map((row) => row.artist_id),
        );
        artistIds = artists.filter(
          (id) => !busy.has(id) && (options.artistId === undefined || id === options.artistId),
        );
        remainingCapacity = artistIds.length;
      } else {
        const taken = booked.filter(
          (row) => row.activity_id === activity.id && new Date(row.starts_at).getTime() === start,
        ).length;
        remainingCapacity = Math.max(0, activity.capacity - schedule.heldSeats - taken);
      }
      if (remainingCapacity > 0 || options.includeFull) {
        free.push({ ...session, artistIds, remainingCapacity });
      }
    }
    result.set(day, free);
  }
  return result;
}

/** A free session as the contract's time slot, in the store's time zone. */
export function slotView(session: FreeSession, timeZone: string): TimeSlot {
  return {
    startsAt: localTimestamp(session.startsAt, timeZone),
    endsAt: localTimestamp(session.endsAt, timeZone),
    artistIds: session.artistIds,
    remainingCapacity: session.remainingCapacity,
  };
}
