import type { Artist, TimeSlot } from '@beauty/commerce-sdk/contract';
import { describe, expect, it } from 'vitest';
import { artistsOfDay, dayIn, dayLabel, openingDay, pickerSlots } from './calendar';

const slot = (startsAt: string, artistIds: number[], remainingCapacity = 1): TimeSlot => ({
  startsAt,
  endsAt: startsAt,
  artistIds,
  remainingCapacity,
});

describe('the booking calendar', () => {
  it('reads "today" in the store’s zone, not the browser’s', () => {
    // 23:30 in London on 4 December is already 5 December in Auckland and still the 4th in Bangkok.
    const instant = '2026-12-04T23:30:00Z';
    expect(dayIn('Pacific/Auckland', instant)).toBe('2026-12-05');
    expect(dayIn('Asia/Bangkok', instant)).toBe('2026-12-05');
    expect(dayIn('Asia/Jakarta', '2026-12-04T16:59:00Z')).toBe('2026-12-04');
    expect(dayIn('Asia/Jakarta', '2026-12-04T17:00:00Z')).toBe('2026-12-05');
  });

  it('labels a store day as that calendar date in the shopper’s language', () => {
    expect(dayLabel('2026-12-05', 'au', 'en')).toBe('Sat, 5 Dec');
    // Noon UTC is already the next day in Auckland: the day is never shifted by a zone.
    expect(dayLabel('2026-12-05', 'nz', 'en')).toBe('Sat, 5 Dec');
    expect(dayLabel('2026-12-05', 'th', 'th')).toContain('5');
    expect(dayLabel('2026-12-05', 'hk', 'zh')).toContain('12月5日');
  });

  it('opens on the day asked for when it has times, else on the first day that has', () => {
    const days = [
      { date: '2026-12-05', slotsCount: 0 },
      { date: '2026-12-06', slotsCount: 3 },
      { date: '2026-12-07', slotsCount: 2 },
    ];
    expect(openingDay(days)).toBe('2026-12-06');
    expect(openingDay(days, '2026-12-07')).toBe('2026-12-07');
    expect(openingDay(days, '2026-12-05')).toBe('2026-12-06');
    expect(openingDay(days.map((day) => ({ ...day, slotsCount: 0 })))).toBeUndefined();
  });

  it('offers the artists free that day and narrows the times to the one chosen', () => {
    const artists: Artist[] = [
      { id: 1, name: 'Mei', image: null },
      { id: 2, name: 'Ana', image: null },
      { id: 3, name: 'Kit', image: null },
    ];
    const slots = [
      slot('2026-12-05T11:00:00+07:00', [1, 2]),
      slot('2026-12-05T12:00:00+07:00', [2]),
      slot('2026-12-05T13:00:00+07:00', [], 0),
    ];
    expect(artistsOfDay(artists, slots).map((artist) => artist.name)).toEqual(['Mei', 'Ana']);
    expect(pickerSlots(slots, null)).toEqual([
      { id: '2026-12-05T11:00:00+07:00', start: '2026-12-05T11:00:00+07:00', available: true },
      { id: '2026-12-05T12:00:00+07:00', start: '2026-12-05T12:00:00+07:00', available: true },
      { id: '2026-12-05T13:00:00+07:00', start: '2026-12-05T13:00:00+07:00', available: false },
    ]);
    expect(pickerSlots(slots, 1).map((choice) => choice.id)).toEqual(['2026-12-05T11:00:00+07:00']);
  });
});
