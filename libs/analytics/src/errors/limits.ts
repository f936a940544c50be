/** Events sent per session by default. */
export const DEFAULT_MAX_EVENTS = 10;
/** The configurable range of events per session. */
export const MAX_EVENTS_RANGE = { min: 1, max: 100 } as const;
/** Breadcrumbs kept by default. */
export const DEFAULT_MAX_BREADCRUMBS = 25;
/** The configurable range of kept breadcrumbs. */
export const MAX_BREADCRUMBS_RANGE = { min: 0, max: 100 } as const;
/** The largest event payload sent, in bytes of UTF-8 JSON (1 MB). */
export const MAX_PAYLOAD_BYTES = 1_000_000;
/** Clicked text kept in a breadcrumb. */
export const MAX_CLICK_TEXT_LENGTH = 140;

/** Clamps a configured limit into its range; a missing or non-numeric value gives the default. */
export function clampLimit(
  value: number | undefined,
  fallback: number,
  range: { readonly min: number; readonly max: number },
): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(range.max, Math.max(range.min, Math.floor(value)));
}

/** Byte length of a string once UTF-8 encoded. */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Collapses whitespace and cuts a clicked element's text to 140 characters. */
export function clickText(text: string): string {
  const compact = text.replace(/\s+/g, ' ').trim();
  return compact.length > MAX_CLICK_TEXT_LENGTH
    ? `${compact.slice(0, MAX_CLICK_TEXT_LENGTH - 1)}…`
    : compact;
}
