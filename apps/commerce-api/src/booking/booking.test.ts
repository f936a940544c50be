import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createCommerceClient, createMemoryCookieStore } from '@beauty/commerce-sdk';
import {
  ErrorObjectSchema,
  type Activity,
  type CountryCode,
  type Reservation,
  type SandboxMail,
  type TimeSlot,
} from '@beauty/commerce-sdk/contract';
import { COUNTRY_CODES } from '@beauty/i18n';
import { serve, type ServerType } from '@hono/node-server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testTokens, useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';
import { recipientIn } from '../test/shoppers.js';

const languages = ['en', 'zh', 'id', 'th'] as const;
const errorOf = (body: unknown) => v.parse(ErrorObjectSchema, body);

/** Today's calendar day in a time zone. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The first day at least `after` days from today (store time) that falls on the weekday. */
function nextWeekday(timeZone: string, weekday: number, after = 1): string {
  let day = addDays(todayIn(timeZone), after);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

describe.each(engines)('bookings and happening on %s', (engine) => {
  const shop = useTestApi(engine);

  const get = async <T>(path: string, options: Parameters<typeof shop.call>[1] = {}) => {
    const answer = await shop.call(path, options);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return (answer.body as { data: T }).data;
  };
  const mails = async (to: string) =>
    get<SandboxMail[]>(`sandbox/mail?to=${encodeURIComponent(to)}`);

  /** An activity's id and its stores (flagship first) with their time zones. */
  async function seeded(country: CountryCode, slug: string) {
    const [activity] = await shop.db.query<{ id: number }>(
      'SELECT id FROM activities WHERE country = $1 AND slug = $2',
      [country, slug],
    );
    const stores = await shop.db.query<{ id: number; time_zone: string }>(
      `SELECT st.id, st.time_zone FROM activity_schedules s JOIN stores st ON st.id = s.store_id
       WHERE s.activity_id = $1 ORDER BY st.id`,
      [activity!.id],
    );
    return { id: activity!.id, stores };
  }

  const slotsOn = (id: number, storeId: number, date: string, country: CountryCode = 'sg') =>
    get<{ timeZone: string; date: string; slots: TimeSlot[] }>(
      `booking-service/time-slots/${id}?storeId=${storeId}&date=${date}`,
      { country },
    );

  /** A booking form for a slot, filled in as a shopper would. */
  function form(
    country: CountryCode,
    activityId: number,
    storeId: number,
    startsAt: string,
    overrides: Record<string, unknown> = {},
  ) {
    const { fullName, email, phone } = recipientIn(country);
    return {
      activityId,
      storeId,
      startsAt,
      artistId: null,
      fullName,
      email,
      phone,
      answers: [],
      ...overrides,
    };
  }

  /** The makeover's required look question and a first free slot of a future day. */
  async function makeoverSlot(country: CountryCode = 'sg', after = 2) {
    const makeover = await seeded(country, 'signature-makeover');
    const store = makeover.stores[0]!;
    const { slots } = await slotsOn(
      makeover.id,
      store.id,
      addDays(todayIn(store.time_zone), after),
      country,
    );
    const { questions } = await get<{
      questions: { id: number; required: boolean; options: string[] }[];
    }>(`booking-service/questions/${makeover.id}`, { country });
    const look = questions.find((question) => question.required)!;
    return { makeover, store, slots, answers: [{ questionId: look.id, value: look.options[0]! }] };
  }

  describe('lists and details', () => {
    it('lists the country’s services, classes and events with a future session, in four languages', async () => {
      const services = await get<Activity[]>('happening/services/activities');
      const classes = await get<Activity[]>('happening/services/classes');
      const events = await get<Activity[]>('happening/services/events');
      expect(services.map((a) => a.slug)).toEqual([
        'signature-makeover',
        'skin-consultation',
        'brow-shaping',
      ]);
      expect(classes.map((a) => a.slug)).toEqual([
        'glow-skin-masterclass',
        'everyday-makeup-class',
      ]);
      expect(events.map((a) => a.slug)).toEqual(['gold-insider-night', 'new-launch-party']);
      expect(await get<Activity[]>('booking-services/beauty-services')).toEqual(services);
      expect(await get<Activity[]>('booking-services/beauty-classes')).toEqual(classes);
      const all = await get<Activity[]>('booking-service/activities?perPage=100');
      expect(all).toHaveLength(7);
      expect(await get<Activity[]>('layouts/store-services/activities?perPage=100')).toEqual(all);
      expect(await get<Activity[]>('booking-service/activities?kind=event')).toEqual(events);

      const names = new Set<string>();
      for (const language of languages) {
        const [first] = await get<Activity[]>('happening/services/activities', {
          country: 'sg',
          language,
        });
        names.add(first!.name);
        expect(first!.description.length).toBeGreaterThan(20);
      }
      expect(names.size).toBe(4);
    });

    it('shows price (free allowed), duration, capacity, artists, stores and the next session', async () => {
      const [makeover, consultation] = await get<Activity[]>('happening/services/activities', {
        country: 'th',
      });
      expect(makeover).toMatchObject({
        kind: 'service',
        durationMinutes: 60,
        price: { amount: 1200, currency: 'THB' },
        capacity: null,
        startsAt: null,
        image: { url: expect.stringMatching(/^\/api\/web\/v1\/images\//) },
      });
      const picture = await shop.api.request(makeover!.image!.url);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/svg+xml');
      expect(makeover!.artists.length).toBeGreaterThanOrEqual(2);
      expect(makeover!.stores.length).toBeGreaterThanOrEqual(3);
      expect(consultation!.price).toBeNull();
      const [masterclass] = await get<Activity[]>('happening/services/classes', { country: 'id' });
      expect(masterclass).toMatchObject({
        capacity: 8,
        price: { amount: 600_000, currency: 'IDR' },
        remainingCapacity: expect.any(Number),
        startsAt: expect.stringMatching(/T14:00:00\+07:00$/),
      });
      expect(Date.parse(masterclass!.startsAt!)).toBeGreaterThan(Date.now());
      const full = (await get<Activity[]>('happening/services/events', { country: 'au' }))[0]!;
      expect(full).toMatchObject({ slug: 'gold-insider-night', remainingCapacity: 0, price: null });
    });

    it('shows a past event by id, with its last session, and nothing to book', async () => {
      const fair = await seeded('my', 'clean-beauty-fair');
      const shown = await get<Activity>(`happening/services/events/${fair.id}`, { country: 'my' });
      expect(shown).toMatchObject({
        slug: 'clean-beauty-fair',
        remainingCapacity: 0,
        startsAt: '2026-04-18T11:00:00+08:00',
      });
      const days = await get<{ days: { slotsCount: number }[] }>(
        `booking-service/available-slots/${fair.id}?storeId=${fair.stores[0]!.id}&date=2026-04-10&to=2026-04-30`,
        { country: 'my' },
      );
      expect(days.days.every((day) => day.slotsCount === 0)).toBe(true);
      // Another kind's route, or another country, does not show it.
      expect(
        (await shop.call(`happening/services/classes/${fair.id}`, { country: 'my' })).status,
      ).toBe(404);
      expect(
        (await shop.call(`happening/services/events/${fair.id}`, { country: 'sg' })).status,
      ).toBe(404);
    });

    it('seeds at least 3 services, 2 classes and 2 events in every country, some free, full and past', async () => {
      for (const country of COUNTRY_CODES) {
        const [counts] = await shop.db.query<Record<string, number>>(
          `SELECT count(*) FILTER (WHERE kind = 'service')::int AS services,
             count(*) FILTER (WHERE kind = 'class')::int AS classes,
             count(*) FILTER (WHERE kind = 'event')::int AS events,
             count(*) FILTER (WHERE price IS NULL)::int AS free
           FROM activities WHERE country = $1`,
          [country],
        );
        expect(counts, country).toMatchObject({ services: 3, classes: 3, events: 3 });
        expect(counts!.free, country).toBeGreaterThanOrEqual(2);
        const events = await get<Activity[]>('happening/services/events', { country });
        expect(
          events.some((event) => event.remainingCapacity === 0),
          country,
        ).toBe(true);
        expect(
          await get<Activity[]>('happening/services/classes', { country }),
          country,
        ).toHaveLength(2);
      }
    });

    it('lists activity groups, banners and booking pages in four languages', async () => {
      const titles = new Set<string>();
      for (const language of languages) {
        const groups = await get<{ slug: string; name: string; activitiesCount: number }[]>(
          'happening/activity-groups',
          { language, country: 'sg' },
        );
        expect(groups.map((group) => group.slug)).toEqual([
          'makeup-services',
          'skincare-services',
          'beauty-classes',
          'store-events',
        ]);
        expect(groups.map((group) => group.activitiesCount)).toEqual([2, 1, 3, 3]);
        expect(await get('layouts/store-services/activity-groups', { language })).toEqual(groups);
        const [banner] = await get<{ title: string; href: string }[]>('happening/banners', {
          language,
        });
        titles.add(banner!.title);
        const pages = await get<{ slug: string }[]>('booking-services/pages', { language });
        expect(pages.map((page) => page.slug)).toEqual([
          'beauty-services',
          'beauty-classes',
          'store-events',
        ]);
      }
      expect(titles.size).toBe(4);
      const [group] = await get<{ id: number }[]>('happening/activity-groups');
      const grouped = await get<Activity[]>(`booking-service/activities?groupId=${group!.id}`);
      expect(grouped.map((activity) => activity.slug)).toEqual([
        'signature-makeover',
        'brow-shaping',
      ]);
    });

    it('gives each activity’s form questions in the language', async () => {
      const makeover = await seeded('th', 'signature-makeover');
      const form = await get<{
        phoneRequired: boolean;
        questions: {
          type: string;
          label: string;
          options: string[];
          required: boolean;
          maxLength: number | null;
        }[];
      }>(`booking-service/questions/${makeover.id}`, { country: 'th', language: 'th' });
      expect(form.phoneRequired).toBe(true);
      expect(form.questions).toEqual([
        expect.objectContaining({
          type: 'select',
          label: 'คุณต้องการลุคแบบไหน',
          required: true,
          options: ['เป็นธรรมชาติ', 'แกลม', 'เจ้าสาว'],
        }),
        expect.objectContaining({ type: 'textarea', required: false, maxLength: 300 }),
      ]);
    });
  });

  describe('time slots', () => {
    it('writes slots in the store’s own time zone, whatever the shopper’s language', async () => {
      for (const [country, zone, offset] of [
        ['th', 'Asia/Bangkok', '+07:00'],
        ['sg', 'Asia/Singapore', '+08:00'],
      ] as const) {
        const makeover = await seeded(country, 'signature-makeover');
        const store = makeover.stores[0]!;
        expect(store.time_zone).toBe(zone);
        const date = addDays(todayIn(zone), 3);
        for (const language of ['en', country === 'th' ? 'th' : 'zh']) {
          const day = await get<{ timeZone: string; slots: TimeSlot[] }>(
            `booking-service/time-slots/${makeover.id}?storeId=${store.id}&date=${date}`,
            { country, language },
          );
          expect(day.timeZone).toBe(zone);
          expect(day.slots[0]).toMatchObject({
            startsAt: `${date}T11:00:00${offset}`,
            endsAt: `${date}T12:00:00${offset}`,
            remainingCapacity: 2,
          });
          expect(day.slots).toHaveLength(9);
        }
      }
      // Sydney keeps daylight saving time: the offset follows the date.
      const makeover = await seeded('au', 'signature-makeover');
      const { timeZone, slots } = await slotsOn(
        makeover.id,
        makeover.stores[0]!.id,
        '2027-01-15',
        'au',
      );
      expect(timeZone).toBe('Australia/Sydney');
      expect(slots[0]!.startsAt).toBe('2027-01-15T11:00:00+11:00');
      const winter = await slotsOn(makeover.id, makeover.stores[0]!.id, '2027-07-15', 'au');
      expect(winter.slots[0]!.startsAt).toBe('2027-07-15T11:00:00+10:00');
    });

    it('leaves out past and full slots', async () => {
      const makeover = await seeded('sg', 'signature-makeover');
      const store = makeover.stores[0]!;
      const today = todayIn(store.time_zone);
      expect((await slotsOn(makeover.id, store.id, addDays(today, -1))).slots).toEqual([]);
      const now = Date.now();
      for (const slot of (await slotsOn(makeover.id, store.id, today)).slots) {
        expect(Date.parse(slot.startsAt)).toBeGreaterThan(now);
      }
      const gold = await seeded('sg', 'gold-insider-night');
      const range = await get<{ timeZone: string; days: { date: string; slotsCount: number }[] }>(
        `booking-service/available-slots/${gold.id}?storeId=${gold.stores[0]!.id}&date=${today}&to=${addDays(today, 60)}`,
      );
      expect(range.days).toHaveLength(61);
      expect(range.days.every((day) => day.slotsCount === 0)).toBe(true);
      const masterclass = await seeded('sg', 'glow-skin-masterclass');
      const weeks = await get<{ days: { date: string; slotsCount: number }[] }>(
        `booking-service/available-slots/${masterclass.id}?storeId=${masterclass.stores[1]!.id}&date=${addDays(today, 1)}`,
      );
      expect(weeks.days).toHaveLength(14);
      for (const day of weeks.days) {
        expect(day.slotsCount, day.date).toBe(weekdayOf(day.date) === 6 ? 1 : 0);
      }
    });

    it('answers bad slot queries with a 4xx', async () => {
      const makeover = await seeded('sg', 'signature-makeover');
      const store = makeover.stores[0]!.id;
      const cases: [string, number][] = [
        [`booking-service/time-slots/${makeover.id}?storeId=${store}&date=2026-02-30`, 400],
        [`booking-service/time-slots/${makeover.id}?storeId=${store}&date=tomorrow`, 400],
        [`booking-service/time-slots/${makeover.id}?date=2027-01-01`, 400],
        [
          `booking-service/available-slots/${makeover.id}?storeId=${store}&date=2027-01-01&to=2027-06-01`,
          400,
        ],
        [
          `booking-service/available-slots/${makeover.id}?storeId=${store}&date=2027-01-10&to=2027-01-01`,
          400,
        ],
        [`booking-service/time-slots/${makeover.id}?storeId=999999&date=2027-01-01`, 404],
        [`booking-service/time-slots/999999?storeId=${store}&date=2027-01-01`, 404],
      ];
      for (const [path, status] of cases) {
        expect((await shop.call(path)).status, path).toBe(status);
      }
      expect(errorOf((await shop.call(cases[3]![0])).body).message).toBe(
        'Choose a range of at most 62 days',
      );
    });
  });

  describe('reservations', () => {
    it('books, shows, reschedules and cancels a guest’s booking through the SDK, with emails', async () => {
      const server: ServerType = serve({ fetch: shop.api.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const client = createCommerceClient({
          baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
          country: 'th',
          language: 'en',
          cookies: createMemoryCookieStore({ 'device-id': `booker-${randomUUID()}` }),
        });
        const { makeover, store, slots, answers } = await makeoverSlot('th');
        const body = form('th', makeover.id, store.id, slots[0]!.startsAt, { answers });
        const { data: booked } = await client.reservationService.create(body);
        expect(booked).toMatchObject({
          confirmationNumber: expect.stringMatching(/^BK\d{6,}$/),
          status: 'confirmed',
          timeZone: 'Asia/Bangkok',
          startsAt: slots[0]!.startsAt,
          anyArtist: true,
          artist: { id: slots[0]!.artistIds[0] },
          activity: { slug: 'signature-makeover', price: { amount: 1200, currency: 'THB' } },
          store: { id: store.id },
          accessToken: expect.any(String),
        });
        const token = booked.accessToken!;
        const [confirmation] = await mails(body.email);
        expect(confirmation).toMatchObject({ kind: 'booking_confirmation', language: 'en' });
        expect(confirmation!.text).toContain(booked.confirmationNumber);
        expect(confirmation!.text).toContain(`/happening/services/reschedule/${booked.id}?token=`);

        await expect(client.reservationService.get(booked.id)).rejects.toMatchObject({
          statusCode: 403,
        });
        const { data: shown } = await client.reservationService.get(booked.id, { token });
        expect(shown).toEqual({ ...booked, accessToken: undefined });

        const later = slots[2]!;
        const { data: moved } = await client.reservationService.reschedule(booked.id, {
          startsAt: later.startsAt,
          artistId: later.artistIds.at(-1)!,
          token,
        });
        expect(moved).toMatchObject({
          status: 'rescheduled',
          startsAt: later.startsAt,
          anyArtist: false,
          artist: { id: later.artistIds.at(-1) },
        });
        expect((await mails(body.email)).map((mail) => mail.kind)).toEqual([
          'booking_confirmation',
          'booking_confirmation',
        ]);

        const { data: cancelled } = await client.reservationService.delete(booked.id, { token });
        expect(cancelled.status).toBe('cancelled');
        const { data: again } = await client.reservationService.delete(booked.id, { token });
        expect(again.status).toBe('cancelled');
        const sent = await mails(body.email);
        expect(sent.map((mail) => mail.kind)).toEqual([
          'booking_confirmation',
          'booking_confirmation',
          'booking_cancellation',
        ]);
        expect(sent[2]!.text).toContain(booked.confirmationNumber);
        await expect(
          client.reservationService.reschedule(booked.id, {
            startsAt: later.startsAt,
            artistId: null,
            token,
          }),
        ).rejects.toMatchObject({ statusCode: 409 });
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });

    it('writes the emails in the booking’s language, times in store time', async () => {
      const subjects = new Set<string>();
      for (const [country, language] of [
        ['th', 'th'],
        ['hk', 'zh'],
        ['id', 'id'],
        ['au', 'en'],
      ] as const) {
        const everyday = await seeded(country, 'everyday-makeup-class');
        const store = everyday.stores[0]!;
        const sunday = nextWeekday(store.time_zone, 0);
        const [slot] = (await slotsOn(everyday.id, store.id, sunday, country)).slots;
        const body = form(country, everyday.id, store.id, slot!.startsAt);
        const answer = await shop.call('reservation-service/create', { country, language, body });
        expect(answer.status).toBe(200);
        const { confirmationNumber } = (answer.body as { data: Reservation }).data;
        const [mail] = await mails(body.email);
        expect(mail).toMatchObject({ language, kind: 'booking_confirmation' });
        expect(mail!.subject).toContain(confirmationNumber);
        expect(mail!.text).toMatch(/11[:.]00/);
        subjects.add(mail!.subject.replace(confirmationNumber, ''));
      }
      expect(subjects.size).toBe(4);
    });

    it('lets only the member who booked see or change a member’s booking', async () => {
      const gold = await testTokens.sign(shop.memberIds.gold!);
      const white = await testTokens.sign(shop.memberIds.white!);
      const { makeover, store, slots, answers } = await makeoverSlot('sg', 5);
      const created = await shop.call('reservation-service/create', {
        token: gold,
        body: form('sg', makeover.id, store.id, slots[0]!.startsAt, { answers }),
      });
      expect(created.status).toBe(200);
      const booked = (created.body as { data: Reservation }).data;
      expect(booked.accessToken).toBeNull();
      expect((await shop.call(`reservation-service/${booked.id}`, { token: gold })).status).toBe(
        200,
      );
      for (const other of [{ token: white }, {}]) {
        expect((await shop.call(`reservation-service/${booked.id}`, other)).status).toBe(403);
        expect(
          (await shop.call(`reservation-service/${booked.id}`, { ...other, method: 'DELETE' }))
            .status,
        ).toBe(403);
        const move = await shop.call(`reservation-service/${booked.id}`, {
          ...other,
          body: { startsAt: slots[1]!.startsAt, artistId: null },
        });
        expect(move.status).toBe(403);
        expect(errorOf(move.body).message).toBe('You are not authorized to perform this action');
      }
      const guestToken = 'x'.repeat(43);
      expect((await shop.call(`reservation-service/${booked.id}?token=${guestToken}`)).status).toBe(
        403,
      );
      expect((await shop.call('reservation-service/99999999')).status).toBe(404);
      expect(
        (await get<Reservation>(`reservation-service/${booked.id}`, { token: gold })).status,
      ).toBe('confirmed');
    });

    it('lists a member’s own bookings, coming ones first, and no one else’s', async () => {
      const black = await testTokens.sign(shop.memberIds.black!);
      const { makeover, store, slots, answers } = await makeoverSlot('sg', 7);
      const book = async (startsAt: string, token?: string) => {
        const created = await shop.call('reservation-service/create', {
          ...(token && { token }),
          body: form('sg', makeover.id, store.id, startsAt, { answers }),
        });
        expect(created.status).toBe(200);
        return (created.body as { data: Reservation }).data;
      };
      const later = await book(slots[2]!.startsAt, black);
      const sooner = await book(slots[1]!.startsAt, black);
      const cancelled = await book(slots[3]!.startsAt, black);
      const past = await book(slots[4]!.startsAt, black);
      const guests = await book(slots[5]!.startsAt);
      await shop.call(`reservation-service/${cancelled.id}`, { token: black, method: 'DELETE' });
      await shop.db.query(
        `UPDATE reservations SET starts_at = now() - interval '2 days', ends_at = now() - interval '47 hours' WHERE id = $1`,
        [past.id],
      );

      const page = await shop.call('reservation-service?perPage=50', {
        token: black,
        language: 'th',
      });
      expect(page.status).toBe(200);
      const { data, meta } = page.body as { data: Reservation[]; meta: { total: number } };
      const mine = [later.id, sooner.id, cancelled.id, past.id];
      expect(data.filter((booking) => mine.includes(booking.id)).map((b) => b.id)).toEqual([
        sooner.id,
        later.id,
        // Cancelled and past: the latest session first.
        cancelled.id,
        past.id,
      ]);
      expect(data.map((booking) => booking.id)).not.toContain(guests.id);
      expect(meta.total).toBe(data.length);
      const listed = data.find((booking) => booking.id === past.id)!;
      expect(listed).toMatchObject({ status: 'expired', timeZone: store.time_zone });
      expect(listed.activity.name).toBe('ซิกเนเจอร์เมคโอเวอร์');
      expect(data.find((booking) => booking.id === cancelled.id)!.status).toBe('cancelled');
      expect(listed.accessToken).toBeUndefined();

      const second = await shop.call('reservation-service?perPage=1&page=2', { token: black });
      expect((second.body as { data: Reservation[] }).data.map((b) => b.id)).toEqual([later.id]);

      const guest = await shop.call('reservation-service');
      expect(guest.status).toBe(401);
    });

    it('refuses to reschedule or cancel an expired booking', async () => {
      const { makeover, store, slots, answers } = await makeoverSlot('ph', 6);
      const body = form('ph', makeover.id, store.id, slots[0]!.startsAt, { answers });
      const created = await shop.call('reservation-service/create', { country: 'ph', body });
      const booked = (created.body as { data: Reservation }).data;
      // Its session has passed.
      await shop.db.query(
        `UPDATE reservations SET starts_at = now() - interval '2 days', ends_at = now() - interval '47 hours' WHERE id = $1`,
        [booked.id],
      );
      const token = booked.accessToken!;
      const seen = await get<Reservation>(`reservation-service/${booked.id}?token=${token}`, {
        country: 'ph',
      });
      expect(seen.status).toBe('expired');
      const cancel = await shop.call(`reservation-service/${booked.id}?token=${token}`, {
        method: 'DELETE',
        country: 'ph',
      });
      const move = await shop.call(`reservation-service/${booked.id}`, {
        country: 'ph',
        body: { startsAt: slots[1]!.startsAt, artistId: null, token },
      });
      for (const refused of [cancel, move]) {
        expect(refused.status).toBe(409);
        expect(errorOf(refused.body).message).toBe('This booking has expired');
      }
      expect(
        await get<Reservation>(`reservation-service/${booked.id}?token=${token}`, {
          country: 'ph',
        }),
      ).toEqual(seen);
      expect((await mails(body.email)).map((mail) => mail.kind)).toEqual(['booking_confirmation']);
    });

    it('expires a booking through the sandbox, so the shop can show one refusing changes', async () => {
      const { makeover, store, slots, answers } = await makeoverSlot('ph', 6);
      const body = form('ph', makeover.id, store.id, slots[0]!.startsAt, { answers });
      const created = await shop.call('reservation-service/create', { country: 'ph', body });
      const booked = (created.body as { data: Reservation }).data;
      const expired = await get<Reservation>(`sandbox/reservations/${booked.id}/expire`, {
        country: 'ph',
        method: 'POST',
      });
      expect(expired.status).toBe('expired');
      expect(new Date(expired.endsAt).getTime() - new Date(expired.startsAt).getTime()).toBe(
        new Date(booked.endsAt).getTime() - new Date(booked.startsAt).getTime(),
      );
      const cancel = await shop.call(
        `reservation-service/${booked.id}?token=${booked.accessToken!}`,
        { method: 'DELETE', country: 'ph' },
      );
      expect(cancel.status).toBe(409);
      expect(
        (await shop.call('sandbox/reservations/99999999/expire', { method: 'POST' })).status,
      ).toBe(404);
    });

    it('gives the last place to exactly one of two shoppers racing for it', async () => {
      const masterclass = await seeded('my', 'glow-skin-masterclass');
      const store = masterclass.stores[2]!;
      const saturday = nextWeekday(store.time_zone, 6, 2);
      const [slot] = (await slotsOn(masterclass.id, store.id, saturday, 'my')).slots;
      expect(slot!.remainingCapacity).toBe(2);
      const first = await shop.call('reservation-service/create', {
        country: 'my',
        body: form('my', masterclass.id, store.id, slot!.startsAt),
      });
      expect(first.status).toBe(200);
      expect(
        (await slotsOn(masterclass.id, store.id, saturday, 'my')).slots[0]!.remainingCapacity,
      ).toBe(1);
      const racers = [
        form('my', masterclass.id, store.id, slot!.startsAt),
        form('my', masterclass.id, store.id, slot!.startsAt),
      ];
      const answers = await Promise.all(
        racers.map((body) => shop.call('reservation-service/create', { country: 'my', body })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const lost = answers.find((answer) => answer.status === 409)!;
      expect(errorOf(lost.body).message).toBe('No time slots available');
      expect((await slotsOn(masterclass.id, store.id, saturday, 'my')).slots).toEqual([]);
      const [{ count }] = (await shop.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM reservations WHERE activity_id = $1 AND store_id = $2 AND status <> 'cancelled'`,
        [masterclass.id, store.id],
      )) as [{ count: number }];
      expect(count).toBe(2);
    });

    it('gives an artist to one shopper at a time, and any available artist to the next', async () => {
      const { makeover, store, slots, answers } = await makeoverSlot('nz', 8);
      const [slot] = slots;
      const [artist, other] = slot!.artistIds;
      const bodies = [artist, artist].map((artistId) =>
        form('nz', makeover.id, store.id, slot!.startsAt, { answers, artistId }),
      );
      const raced = await Promise.all(
        bodies.map((body) => shop.call('reservation-service/create', { country: 'nz', body })),
      );
      expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const any = await shop.call('reservation-service/create', {
        country: 'nz',
        body: form('nz', makeover.id, store.id, slot!.startsAt, { answers }),
      });
      expect((any.body as { data: Reservation }).data.artist?.id).toBe(other);
      const full = await shop.call('reservation-service/create', {
        country: 'nz',
        body: form('nz', makeover.id, store.id, slot!.startsAt, { answers }),
      });
      expect(full.status).toBe(409);
      const day = await slotsOn(makeover.id, store.id, slot!.startsAt.slice(0, 10), 'nz');
      expect(day.slots[0]!.startsAt).not.toBe(slot!.startsAt);
    });

    it('refuses full, past and made-up sessions with “No time slots available”', async () => {
      const gold = await seeded('sg', 'gold-insider-night');
      const store = gold.stores[0]!;
      const friday = nextWeekday(store.time_zone, 5);
      const { makeover, store: makeoverStore, answers } = await makeoverSlot('sg');
      const yesterday = addDays(todayIn(makeoverStore.time_zone), -1);
      const attempts = [
        form('sg', gold.id, store.id, `${friday}T19:00:00+08:00`),
        form('sg', makeover.id, makeoverStore.id, `${yesterday}T11:00:00+08:00`, { answers }),
        form('sg', makeover.id, makeoverStore.id, `${addDays(yesterday, 5)}T11:17:00+08:00`, {
          answers,
        }),
        form('sg', makeover.id, makeoverStore.id, `${addDays(yesterday, 5)}T23:00:00+08:00`, {
          answers,
        }),
      ];
      for (const body of attempts) {
        const answer = await shop.call('reservation-service/create', { body });
        expect(answer.status, body.startsAt).toBe(409);
        expect(errorOf(answer.body).message).toBe('No time slots available');
      }
    });

    it('checks the booking form with the spec’s messages and stores nothing refused', async () => {
      const { makeover, store, slots, answers } = await makeoverSlot('id', 3);
      const email = `form.${randomUUID().slice(0, 8)}@example.com`;
      const base = form('id', makeover.id, store.id, slots[0]!.startsAt, { answers, email });
      const [look, notes] = (
        await get<{ questions: { id: number }[] }>(`booking-service/questions/${makeover.id}`, {
          country: 'id',
        })
      ).questions;
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['no name', { fullName: '  ' }, 'Full Name is required', 'fullName'],
        ['no name at all', { fullName: undefined }, 'Full Name is required', 'fullName'],
        ['a long name', { fullName: 'x'.repeat(101) }, 'Character limit exceeded', 'fullName'],
        ['a bad email', { email: 'ayu@' }, 'Invalid email', 'email'],
        ['no email', { email: undefined }, 'Invalid email', 'email'],
        [
          'a bad phone',
          { phone: { callingCode: '+62', number: '12ab' } },
          'Invalid phone number',
          'phone.number',
        ],
        [
          'a foreign calling code',
          { phone: { callingCode: '+1', number: '2025550123' } },
          'Invalid phone number',
          'phone.callingCode',
        ],
        ['no phone where it is required', { phone: null }, 'Required field', 'phone'],
        [
          'a required question unanswered',
          { answers: [] },
          'Required field',
          `answers.${look!.id}`,
        ],
        [
          'an answer not among the choices',
          { answers: [{ questionId: look!.id, value: 'Punk' }] },
          'Required field',
          `answers.${look!.id}`,
        ],
        [
          'a note too long',
          { answers: [...answers, { questionId: notes!.id, value: 'x'.repeat(301) }] },
          'Character limit exceeded',
          `answers.${notes!.id}`,
        ],
        [
          'an answer too long for any question',
          { answers: [{ questionId: look!.id, value: 'x'.repeat(1001) }] },
          'Character limit exceeded',
          'answers.0.value',
        ],
      ];
      for (const [what, overrides, message, field] of cases) {
        const answer = await shop.call('reservation-service/create', {
          country: 'id',
          body: { ...base, ...overrides },
        });
        expect(answer.status, what).toBe(400);
        expect(errorOf(answer.body), what).toMatchObject({ message, data: { field } });
      }
      for (const [what, body, status] of [
        ['no body', '{', 400],
        ['not an object', [], 400],
        [
          'a made-up question',
          { ...base, answers: [...answers, { questionId: 999999, value: 'x' }] },
          400,
        ],
        [
          'an activity of another country',
          { ...base, activityId: (await seeded('sg', 'signature-makeover')).id },
          404,
        ],
        ['a store that does not offer it', { ...base, storeId: 999999 }, 404],
        ['no such activity', { ...base, activityId: 999999999999 }, 404],
      ] as const) {
        const answer = await shop.call('reservation-service/create', { country: 'id', body });
        expect(answer.status, what).toBe(status);
      }
      expect(await mails(email)).toEqual([]);
      expect(await shop.db.query('SELECT 1 FROM reservations WHERE email = $1', [email])).toEqual(
        [],
      );
      // The same form, corrected, books.
      expect(
        (await shop.call('reservation-service/create', { country: 'id', body: base })).status,
      ).toBe(200);
    });

    it('books a free class without a phone number', async () => {
      const everyday = await seeded('hk', 'everyday-makeup-class');
      const store = everyday.stores[0]!;
      const sunday = nextWeekday(store.time_zone, 0);
      const [slot] = (await slotsOn(everyday.id, store.id, sunday, 'hk')).slots;
      const answer = await shop.call('reservation-service/create', {
        country: 'hk',
        language: 'zh',
        body: form('hk', everyday.id, store.id, slot!.startsAt, { phone: null }),
      });
      expect(answer.status).toBe(200);
      expect((answer.body as { data: Reservation }).data).toMatchObject({
        activity: { price: null, name: '五分鐘日常妝容' },
        startsAt: `${sunday}T11:00:00+08:00`,
        artist: null,
        phone: null,
      });
    });
  });
});
