import type { CountryCode } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';

/** A calendar day in a country. */
export interface LocalDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const parts = new Map<string, Intl.DateTimeFormat>();

/** The calendar day and time of day an instant is in a time zone. */
function zoned(instant: Date, timeZone: string) {
  let format = parts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    parts.set(timeZone, format);
  }
  const value = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return value;
}

/** The calendar day an instant is in the country. */
export function localDay(instant: Date, country: CountryCode): LocalDay {
  const { year, month, day } = zoned(instant, countries[country].timeZone);
  return { year, month, day };
}

/** The instant a calendar day starts (00:00) in the country, whatever its offset that day. */
export function startOfDay({ year, month, day }: LocalDay, country: CountryCode): Date {
  const timeZone = countries[country].timeZone;
  const guess = Date.UTC(year, month - 1, day);
  // The zone's offset at the guess, then again at the corrected instant (offset changes).
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const seen = zoned(new Date(instant), timeZone);
    const shown = Date.UTC(
      seen.year,
      seen.month - 1,
      seen.day,
      seen.hour,
      seen.minute,
      seen.second,
    );
    instant = guess - (shown - instant);
  }
  return new Date(instant);
}

/** The day `days` calendar days after `day`. */
export function addDays({ year, month, day }: LocalDay, days: number): LocalDay {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Monday to Friday: the working days (public holidays are not kept). */
export const isWorkingDay = ({ year, month, day }: LocalDay) => {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * When `workingDays` working days after an instant have passed, in the country: the start of the
 * day after the last of them. Delivered on a Friday, 3 working days are Monday to Wednesday, so
 * the answer is Thursday 00:00 in the country's time zone.
 */
export function afterWorkingDays(instant: Date, workingDays: number, country: CountryCode): Date {
  let day = localDay(instant, country);
  for (let counted = 0; counted < workingDays;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) counted++;
  }
  return startOfDay(addDays(day, 1), country);
}

/** A calendar day as the contract's date (`2026-01-31`). */
export const isoDay = ({ year, month, day }: LocalDay) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The tier year an instant is in, for the country: the calendar year, and when it starts and ends. */
export function tierYear(instant: Date, country: CountryCode) {
  const { year } = localDay(instant, country);
  return {
    year,
    start: startOfDay({ year, month: 1, day: 1 }, country),
    end: startOfDay({ year: year + 1, month: 1, day: 1 }, country),
    lastDay: { year, month: 12, day: 31 },
  };
}
