// Reservations: booking a session, reading, rescheduling and cancelling it. A booking claims its
// store's sessions with `FOR UPDATE` on the store's schedules, then counts what is still free, so
// two shoppers racing for the last place cannot both get it (on PGlite and PostgreSQL alike).
import {
  ReservationCreateBodySchema,
  type CountryCode,
  type LanguageCode,
  type Reservation,
  type ReservationStatus,
} from '@beauty/commerce-sdk/contract';
import { COUNTRY_CODES, countries, formatDate } from '@beauty/i18n';
import type { Context } from 'hono';
import * as v from 'valibot';
import { hashToken, newSecretToken, requireUser, sessionUser } from '../auth/index.js';
import type { Database, Queryable } from '../db/database.js';
import { fitsIdColumn } from '../db/ids.js';
import { iso } from '../db/timestamps.js';
import { ApiError } from '../http/errors.js';
import { queueMail } from '../mail/index.js';
import {
  activityOf,
  localised,
  priceView,
  questionsOf,
  type ActivityRecord,
} from './activities.js';
import { BookingMessages, FORM_MESSAGES } from './messages.js';
import { freeSessions, loadSchedules, type Schedule } from './sessions.js';
import { localDate, localTimestamp } from './time.js';

type CreateBody = v.InferOutput<typeof ReservationCreateBodySchema>;

/** The calling codes a phone number may have: the shop's countries'. */
const callingCodes = new Set(COUNTRY_CODES.map((code) => countries[code].callingCode));

/** A 400 with the form's message and the field at fault (`answers.12`, `phone`). */
const invalid = (message: string, field: string) => new ApiError(400, message, { field });

/**
 * Reads the booking form: on a fault, a 400 with the spec's form message of the first faulty
 * field (section 5: 'Full Name is required', 'Invalid email', 'Invalid phone number', 'Required
 * field', 'Character limit exceeded'), or 'Invalid request' for what is not the shopper's typing.
 */
function readBookingForm(input: unknown): CreateBody {
  const result = v.safeParse(ReservationCreateBodySchema, input);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const field = v.getDotPath(issue) ?? '';
  const message = FORM_MESSAGES.has(issue.message)
    ? issue.message
    : field === 'fullName'
      ? BookingMessages.fullNameRequired
      : field === 'email'
        ? BookingMessages.invalidEmail
        : field.startsWith('phone')
          ? BookingMessages.invalidPhoneNumber
          : 'Invalid request';
  throw new ApiError(400, message, { field, issues: v.flatten(result.issues) });
}

/** Checks the phone and the answers against the activity's form: the first fault is a 400. */
async function checkedAnswers(
  db: Queryable,
  activity: ActivityRecord,
  body: CreateBody,
  language: LanguageCode,
): Promise<{ questionId: number; value: string }[]> {
  if (body.phone === null && activity.phoneRequired) {
    throw invalid(BookingMessages.requiredField, 'phone');
  }
  if (body.phone !== null && !callingCodes.has(body.phone.callingCode)) {
    throw invalid(BookingMessages.invalidPhoneNumber, 'phone.callingCode');
  }
  const questions = await questionsOf(db, activity.id, language);
  const given = new Map<number, string>();
  for (const answer of body.answers) {
    if (
      !questions.some((question) => question.id === answer.questionId) ||
      given.has(answer.questionId)
    ) {
      throw invalid('Invalid request', 'answers');
    }
    given.set(answer.questionId, answer.value.trim());
  }
  const answers: { questionId: number; value: string }[] = [];
  for (const question of questions) {
    const field = `answers.${question.id}`;
    const value = given.get(question.id) ?? '';
    const blank = value === '' || (question.type === 'checkbox' && value !== 'true');
    if (question.required && blank) throw invalid(BookingMessages.requiredField, field);
    if (question.maxLength !== null && value.length > question.maxLength) {
      throw invalid(BookingMessages.characterLimit, field);
    }
    if (value !== '' && question.type === 'select' && !question.allOptions.includes(value)) {
      throw invalid(BookingMessages.requiredField, field);
    }
    if (value !== '' && question.type === 'checkbox' && value !== 'true' && value !== 'false') {
      throw invalid(BookingMessages.requiredField, field);
    }
    if (given.has(question.id)) answers.push({ questionId: question.id, value });
  }
  return answers;
}

interface ReservationRow {
  id: number;
  confirmation_number: string;
  status: 'confirmed' | 'rescheduled' | 'cancelled';
  user_id: number | null;
  country: CountryCode;
  language: LanguageCode;
  activity_id: number;
  activity_slug: string;
  activity_kind: Reservation['activity']['kind'];
  activity_name: string;
  duration_minutes: number;
  price: string | number | null;
  store_id: number;
  store_slug: string;
  store_name: string;
  time_zone: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  artist_id: number | null;
  artist_name: string | null;
  any_artist: boolean;
  full_name: string;
  email: string;
  phone: Reservation['phone'];
  answers: Reservation['answers'];
  created_at: Date | string;
}

/** The columns of {@link ReservationRow}, the activity named in the language of parameter `$2`. */
const RESERVATION_COLUMNS = `r.id, r.confirmation_number, r.status, r.user_id, r.country, r.language,
       a.id AS activity_id, a.slug AS activity_slug, a.kind AS activity_kind,
       ${localised('a.name', '$2')} AS activity_name, a.duration_minutes, a.price,
       st.id AS store_id, st.slug AS store_slug, st.name AS store_name, st.time_zone,
       r.starts_at, r.ends_at, r.artist_id, ar.name AS artist_name, r.any_artist, r.full_name,
       r.email, r.phone, r.answers, r.created_at
     FROM reservations r JOIN activities a ON a.id = r.activity_id
     JOIN stores st ON st.id = r.store_id LEFT JOIN artists ar ON ar.id = r.artist_id`;

/** A reservation as stored, its activity named in the language. */
async function loadReservation(
  db: Queryable,
  id: number,
  language: LanguageCode,
): Promise<ReservationRow | undefined> {
  const [row] = await db.query<ReservationRow>(`SELECT ${RESERVATION_COLUMNS} WHERE r.id = $1`, [
    id,
    language,
  ]);
  return row;
}

const zoneOf = (row: ReservationRow) => row.time_zone ?? countries[row.country].timeZone;

/**
 * A booking's state: cancelled stays cancelled; otherwise it has expired once its session has
 * started (it can then be neither rescheduled nor cancelled); otherwise confirmed or rescheduled.
 */
function statusOf(row: ReservationRow, now: Date): ReservationStatus {
  if (row.status === 'cancelled') return 'cancelled';
  return new Date(row.starts_at) <= now ? 'expired' : row.status;
}

/** The contract's view of a reservation, times in the store's zone. */
function reservationView(row: ReservationRow, now: Date, accessToken?: string | null): Reservation {
  const timeZone = zoneOf(row);
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    status: statusOf(row, now),
    activity: {
      id: row.activity_id,
      slug: row.activity_slug,
      kind: row.activity_kind,
      name: row.activity_name,
      durationMinutes: row.duration_minutes,
      price: priceView(row.price === null ? null : Number(row.price), row.country),
    },
    store: { id: row.store_id, slug: row.store_slug, name: row.store_name },
    timeZone,
    startsAt: localTimestamp(new Date(row.starts_at), timeZone),
    endsAt: localTimestamp(new Date(row.ends_at), timeZone),
    artist:
      row.artist_id === null ? null : { id: row.artist_id, name: row.artist_name!, image: null },
    anyArtist: row.any_artist,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    answers: row.answers,
    createdAt: iso(row.created_at),
    ...(accessToken !== undefined && { accessToken }),
  };
}

/** A new access token of a guest's booking (256 random bits), stored hashed. */
async function issueAccessToken(tx: Queryable, reservationId: number): Promise<string> {
  const token = newSecretToken();
  await tx.query(
    'INSERT INTO reservation_access_tokens (token_hash, reservation_id) VALUES ($1, $2)',
    [await hashToken(token), reservationId],
  );
  return token;
}

/**
 * The reservation, if the request may see or change it: a member only their own, a guest only
 * with one of its access tokens. 404 'Resource not found!' when there is none, 403 'You are not
 * authorized to perform this action' when it is not the caller's.
 */
async function reservationForViewer(
  db: Queryable,
  c: Context,
  id: number,
  language: LanguageCode,
  token: string | undefined,
): Promise<ReservationRow> {
  if (!fitsIdColumn(id)) throw new ApiError(404, BookingMessages.resourceNotFound);
  const row = await loadReservation(db, id, language);
  if (!row) throw new ApiError(404, BookingMessages.resourceNotFound);
  const user = await sessionUser(c, db);
  const allowed =
    row.user_id !== null
      ? user?.id === row.user_id
      : token !== undefined &&
        (
          await db.query(
            'SELECT 1 FROM reservation_access_tokens WHERE token_hash = $1 AND reservation_id = $2',
            [await hashToken(token), id],
          )
        ).length > 0;
  if (!allowed) throw new ApiError(403, BookingMessages.notAuthorized);
  return row;
}

/** The booking's page of the shop (manage, or book again), with a guest's token. */
function bookingLink(row: ReservationRow, page: 'manage' | 'list', token: string | null): string {
  const plural = { service: 'services', class: 'classes', event: 'events' }[row.activity_kind];
  const path =
    page === 'list'
      ? {
          service: '/happening/beauty-services',
          class: '/happening/beauty-classes',
          event: '/happening/store-events',
        }[row.activity_kind]
      : row.activity_kind === 'service'
        ? `/happening/services/reschedule/${row.id}`
        : `/happening/${plural}/cancel/${row.id}`;
  return token ? `${path}?token=${token}` : path;
}

/** Queues the booking's email, written in the language it was booked in, times in store time. */
async function mailBooking(
  tx: Queryable,
  row: ReservationRow,
  kind: 'booking_confirmation' | 'booking_cancellation',
): Promise<void> {
  const timeZone = zoneOf(row);
  const startsAt = new Date(row.starts_at);
  const token =
    row.user_id === null && kind === 'booking_confirmation'
      ? await issueAccessToken(tx, row.id)
      : null;
  await queueMail(tx, {
    to: row.email,
    kind,
    language: row.language,
    country: row.country,
    data: {
      name: row.full_name,
      number: row.confirmation_number,
      activity: row.activity_name,
      store: row.store_name,
      date: formatDate(startsAt, row.country, row.language, { dateStyle: 'full', timeZone }),
      time: formatDate(startsAt, row.country, row.language, { timeStyle: 'short', timeZone }),
      link: bookingLink(row, kind === 'booking_confirmation' ? 'manage' : 'list', token),
    },
  });
}

/** Claims the store's sessions until the transaction ends: bookings there go one at a time. */
async function claimStore(tx: Queryable, storeId: number): Promise<void> {
  await tx.query('SELECT id FROM activity_schedules WHERE store_id = $1 ORDER BY id FOR UPDATE', [
    storeId,
  ]);
}

/**
 * The free session starting at `startsAt` (with the artist, when one is asked for), or 409 'No
 * time slots available': past, full, taken meanwhile, or not a session at all.
 */
async function freeSessionAt(
  tx: Queryable,
  activity: ActivityRecord,
  schedule: Schedule,
  startsAt: Date,
  now: Date,
  artistId: number | null,
  exceptReservationId?: number,
) {
  const day = localDate(startsAt, schedule.timeZone);
  const sessions = await freeSessions(tx, activity, schedule, day, day, now, {
    ...(artistId !== null && { artistId }),
    ...(exceptReservationId !== undefined && { exceptReservationId }),
  });
  const session = sessions.get(day)?.find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!session) throw new ApiError(409, BookingMessages.noTimeSlots);
  return session;
}

/** What a booking call is given besides its body. */
export interface BookingCall {
  c: Context;
  country: CountryCode;
  language: LanguageCode;
  now: Date;
}

/** The activity's schedule at the store, or 404 when the store does not offer it. */
async function scheduleAt(db: Queryable, activity: ActivityRecord, storeId: number) {
  const [schedule] = fitsIdColumn(storeId)
    ? await loadSchedules(db, [activity.id], countries[activity.country].timeZone, storeId)
    : [];
  if (!schedule) throw new ApiError(404, BookingMessages.resourceNotFound);
  return schedule;
}

/**
 * `POST reservation-service/create`: books a free session for a member (their own) or a guest
 * (answered with the booking's access token), and queues the confirmation email.
 */
export async function createReservation(
  db: Database,
  { c, country, language, now }: BookingCall,
  input: unknown,
): Promise<Reservation> {
  const body = readBookingForm(input);
  const activity = await activityOf(
    db,
    country,
    language,
    fitsIdColumn(body.activityId) ? body.activityId : 0,
  );
  const answers = await checkedAnswers(db, activity, body, language);
  const schedule = await scheduleAt(db, activity, body.storeId);
  const user = await sessionUser(c, db);
  const startsAt = new Date(body.startsAt);
  const artistId = activity.kind === 'service' ? body.artistId : null;
  const { id, token } = await db.transaction(async (tx) => {
    await claimStore(tx, schedule.storeId);
    const session = await freeSessionAt(tx, activity, schedule, startsAt, now, artistId);
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO reservations (activity_id, store_id, user_id, country, language, starts_at,
         ends_at, artist_id, any_artist, full_name, email, phone, answers)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        activity.id,
        schedule.storeId,
        user?.id ?? null,
        country,
        language,
        session.startsAt.toISOString(),
        session.endsAt.toISOString(),
        session.artistIds[0] ?? null,
        activity.kind === 'service' && body.artistId === null,
        body.fullName,
        body.email,
        body.phone === null ? null : JSON.stringify(body.phone),
        JSON.stringify(answers),
      ],
    );
    const row = (await loadReservation(tx, created!.id, language))!;
    await mailBooking(tx, row, 'booking_confirmation');
    return { id: row.id, token: user ? null : await issueAccessToken(tx, row.id) };
  });
  return reservationView((await loadReservation(db, id, language))!, now, token);
}

/** `GET reservation-service/{id}`: the booking, for its member or a guest with its token. */
export async function getReservation(
  db: Database,
  { c, language, now }: BookingCall,
  id: number,
  token: string | undefined,
): Promise<Reservation> {
  return reservationView(await reservationForViewer(db, c, id, language, token), now);
}

/**
 * `GET reservation-service`: a page of the member's own bookings, in every country: the coming
 * ones first, soonest first, then the cancelled and past ones, latest first. 401 for a guest.
 */
export async function listReservations(
  db: Database,
  { c, language, now }: BookingCall,
  window: { perPage: number; offset: number },
): Promise<{ reservations: Reservation[]; total: number }> {
  const user = await requireUser(c, db);
  const [counted] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM reservations WHERE user_id = $1',
    [user.id],
  );
  const coming = `(r.status <> 'cancelled' AND r.starts_at > $3)`;
  const rows = await db.query<ReservationRow>(
    `SELECT ${RESERVATION_COLUMNS} WHERE r.user_id = $1
     ORDER BY ${coming} DESC, CASE WHEN ${coming} THEN r.starts_at END ASC, r.starts_at DESC, r.id DESC
     LIMIT $4 OFFSET $5`,
    [user.id, language, now.toISOString(), window.perPage, window.offset],
  );
  return { reservations: rows.map((row) => reservationView(row, now)), total: counted!.total };
}

/** Refuses a change to a booking that is cancelled (409) or expired (409 'booking expired'). */
function checkChangeable(row: ReservationRow, now: Date): void {
  const status = statusOf(row, now);
  if (status === 'cancelled') throw new ApiError(409, BookingMessages.bookingCancelled);
  if (status === 'expired') throw new ApiError(409, BookingMessages.bookingExpired);
}

/**
 * `POST reservation-service/{id}`: moves the booking to another free session of the same activity
 * and store (its own place counts as free), and queues a confirmation of the new time.
 */
export async function rescheduleReservation(
  db: Database,
  call: BookingCall,
  id: number,
  body: { startsAt: string; artistId: number | null; token?: string },
): Promise<Reservation> {
  const { c, language, now } = call;
  const before = await reservationForViewer(db, c, id, language, body.token);
  checkChangeable(before, now);
  const activity = await activityOf(db, before.country, language, before.activity_id);
  const schedule = await scheduleAt(db, activity, before.store_id);
  const startsAt = new Date(body.startsAt);
  const artistId = activity.kind === 'service' ? body.artistId : null;
  await db.transaction(async (tx) => {
    await claimStore(tx, before.store_id);
    await tx.query('SELECT 1 FROM reservations WHERE id = $1 FOR UPDATE', [id]);
    const current = (await loadReservation(tx, id, language))!;
    checkChangeable(current, now);
    const session = await freeSessionAt(tx, activity, schedule, startsAt, now, artistId, id);
    await tx.query(
      `UPDATE reservations SET status = 'rescheduled', starts_at = $2, ends_at = $3,
         artist_id = $4, any_artist = $5, updated_at = now()
       WHERE id = $1`,
      [
        id,
        session.startsAt.toISOString(),
        session.endsAt.toISOString(),
        session.artistIds[0] ?? null,
        activity.kind === 'service' && body.artistId === null,
      ],
    );
    await mailBooking(
      tx,
      (await loadReservation(tx, id, current.language))!,
      'booking_confirmation',
    );
  });
  return reservationView((await loadReservation(db, id, language))!, now);
}

/**
 * `DELETE reservation-service/{id}`: cancels the booking and queues the cancellation email. A
 * booking already cancelled is answered as it is (no second email); an expired one is refused.
 */
export async function cancelReservation(
  db: Database,
  call: BookingCall,
  id: number,
  token: string | undefined,
): Promise<Reservation> {
  const { c, language, now } = call;
  const before = await reservationForViewer(db, c, id, language, token);
  if (before.status !== 'cancelled') {
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM reservations WHERE id = $1 FOR UPDATE', [id]);
      const current = (await loadReservation(tx, id, before.language))!;
      if (current.status === 'cancelled') return;
      checkChangeable(current, now);
      await tx.query(
        `UPDATE reservations SET status = 'cancelled', updated_at = now() WHERE id = $1`,
        [id],
      );
      await mailBooking(
        tx,
        (await loadReservation(tx, id, before.language))!,
        'booking_cancellation',
      );
    });
  }
  return reservationView((await loadReservation(db, id, language))!, now);
}

/**
 * `POST sandbox/reservations/{id}/expire`: moves the booking's session two days into the past, so
 * it has expired, for tests and the storefront's /sandbox pages. Any booking may be moved: the
 * sandbox is never served in production.
 */
export async function expireReservation(
  db: Database,
  { language, now }: BookingCall,
  id: number,
): Promise<Reservation> {
  if (!fitsIdColumn(id)) throw new ApiError(404, BookingMessages.resourceNotFound);
  const moved = await db.query(
    `UPDATE reservations SET starts_at = $2, ends_at = $2::timestamptz + (ends_at - starts_at),
       updated_at = now()
     WHERE id = $1 RETURNING id`,
    [id, new Date(now.getTime() - 2 * 86_400_000).toISOString()],
  );
  if (moved.length === 0) throw new ApiError(404, BookingMessages.resourceNotFound);
  return reservationView((await loadReservation(db, id, language))!, now);
}
