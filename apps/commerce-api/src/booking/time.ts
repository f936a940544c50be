// Store time: sessions are written in a store's local time (`2026-12-05`, `14:00`) and its IANA
// zone; the API stores instants and sends them back with the zone's offset.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of an instant in a zone. */
function wallClock(instant: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  return parts;
}

/** The zone's offset from UTC at an instant, in minutes (`420` for Bangkok). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS);
}

/** The instant a wall-clock time of a day has in a zone (daylight saving included). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * MINUTE_MS;
  // A second pass settles days when the offset changes between the guess and the answer.
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * MINUTE_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as an ISO timestamp in the zone's local time with its offset (`…T14:00:00+07:00`). */
export function localTimestamp(instant: Date, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The calendar day (`YYYY-MM-DD`) of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  return localTimestamp(instant, timeZone).slice(0, 10);
}

/** The day `days` after a calendar day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The weekday of a calendar day: 0 Sunday to 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
