import { COUNTRY_CODES, countries } from '@beauty/i18n';
import type { Queryable } from '../../db/database.js';
import {
  activitySeeds,
  artistNames,
  bannerSeeds,
  groupSeeds,
  pageSeeds,
  type ActivitySeed,
} from './activities.js';

/** Per-language texts as stored (`jsonb`). */
const json = (value: unknown) => JSON.stringify(value);

/**
 * Happening in every country (step `booking-v1`, after the stores' time zones): activity groups,
 * booking pages, banners, then per country its artists (two per store) and the activities with
 * their questions and schedules at the country's stores.
 */
export async function demoRows(tx: Queryable): Promise<void> {
  const groupIds = new Map<string, number>();
  for (const [position, group] of groupSeeds.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO activity_groups (slug, kind, name, position) VALUES ($1, $2, $3, $4) RETURNING id',
      [group.slug, group.kind, json(group.name), position],
    );
    groupIds.set(group.slug, row!.id);
  }
  for (const [position, page] of pageSeeds.entries()) {
    await tx.query(
      'INSERT INTO booking_pages (slug, kind, title, description, position) VALUES ($1, $2, $3, $4, $5)',
      [page.slug, page.kind, json(page.title), json(page.description), position],
    );
  }
  for (const [position, banner] of bannerSeeds.entries()) {
    await tx.query(
      'INSERT INTO happening_banners (slug, title, href, position) VALUES ($1, $2, $3, $4)',
      [banner.slug, json(banner.title), banner.href, position],
    );
  }
  for (const country of COUNTRY_CODES) {
    const stores = await tx.query<{ id: number }>(
      'SELECT id FROM stores WHERE country = $1 ORDER BY id',
      [country],
    );
    if (stores.length === 0) continue;
    const names = artistNames[country];
    const artistIds: number[] = [];
    for (const [index, store] of stores.entries()) {
      for (const offset of [0, 1]) {
        const [artist] = await tx.query<{ id: number }>(
          'INSERT INTO artists (store_id, name) VALUES ($1, $2) RETURNING id',
          [store.id, names[(index * 2 + offset) % names.length]],
        );
        artistIds.push(artist!.id);
      }
    }
    for (const [position, seed] of activitySeeds.entries()) {
      await insertActivity(tx, country, seed, position, {
        groupId: groupIds.get(seed.group)!,
        storeIds: seed.schedule.flagshipOnly ? [stores[0]!.id] : stores.map((store) => store.id),
        artistIds,
      });
    }
  }
}

async function insertActivity(
  tx: Queryable,
  country: (typeof COUNTRY_CODES)[number],
  seed: ActivitySeed,
  position: number,
  { groupId, storeIds, artistIds }: { groupId: number; storeIds: number[]; artistIds: number[] },
): Promise<void> {
  const minorPerMajor = 10 ** countries[country].priceFractionDigits;
  const [activity] = await tx.query<{ id: number }>(
    `INSERT INTO activities (country, slug, kind, group_id, name, description, duration_minutes,
       price, capacity, phone_required, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      country,
      seed.slug,
      seed.kind,
      groupId,
      json(seed.name),
      json(seed.description),
      seed.durationMinutes,
      seed.price ? Math.round(seed.price[country] * minorPerMajor) : null,
      seed.capacity ?? null,
      seed.phoneRequired,
      position,
    ],
  );
  const activityId = activity!.id;
  for (const [index, question] of seed.questions.entries()) {
    await tx.query(
      `INSERT INTO booking_questions (activity_id, position, type, label, options, required, max_length)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        activityId,
        index,
        question.type,
        json(question.label),
        json(question.options ?? { en: [], zh: [], id: [], th: [] }),
        question.required,
        question.maxLength ?? null,
      ],
    );
  }
  const { schedule } = seed;
  for (const storeId of storeIds) {
    await tx.query(
      `INSERT INTO activity_schedules (activity_id, store_id, starts_on, ends_on, every_weeks,
         weekdays, times, held_seats)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        activityId,
        storeId,
        schedule.startsOn,
        schedule.endsOn ?? null,
        schedule.everyWeeks ?? 1,
        schedule.weekdays,
        schedule.times,
        schedule.heldSeats ?? 0,
      ],
    );
  }
  if (seed.kind === 'service') {
    await tx.query(
      `INSERT INTO activity_artists (activity_id, artist_id) SELECT $1, unnest($2::int[])`,
      [activityId, artistIds],
    );
  }
}
