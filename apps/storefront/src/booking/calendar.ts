import type { Artist, TimeSlot } from '@beauty/commerce-sdk/contract';
import { formatDate, type CountryCode, type Language } from '@beauty/i18n';
import type { TimeSlot as PickerSlot } from '@beauty/ui';

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone: a store's "today". */
export function dayIn(timeZone: string, instant: Date | string | number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/**
 * A store day as the shopper reads it (`Sat, 5 Dec`). The day is a calendar date already in the
 * store's zone, so it is formatted as that date, never shifted by a zone.
 */
export function dayLabel(
  date: string,
  country: CountryCode,
  language: Language,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
): string {
  return formatDate(`${date}T12:00:00Z`, country, language, { ...options, timeZone: 'UTC' });
}

/** The day to open the calendar on: the one asked for if it has times, else the first that has. */
export function openingDay(
  days: readonly { date: string; slotsCount: number }[],
  wanted?: string,
): string | undefined {
  const open = days.filter((day) => day.slotsCount > 0);
  return open.find((day) => day.date === wanted)?.date ?? open[0]?.date;
}

/** The artists free at some time of the day, in the activity's order. */
export function artistsOfDay(artists: readonly Artist[], slots: readonly TimeSlot[]): Artist[] {
  const free = new Set(slots.flatMap((slot) => slot.artistIds));
  return artists.filter((artist) => free.has(artist.id));
}

/**
 * The day's times for the picker: each slot by its start (the store's offset kept), those of the
 * chosen artist only when one is chosen (`null`: any available artist).
 */
export function pickerSlots(slots: readonly TimeSlot[], artistId: number | null): PickerSlot[] {
  return slots
    .filter((slot) => artistId === null || slot.artistIds.includes(artistId))
    .map((slot) => ({
      id: slot.startsAt,
      start: slot.startsAt,
      available: slot.remainingCapacity > 0,
    }));
}
