/** A stored timestamp (a Date or text, depending on the engine and column) in ISO 8601. */
export const iso = (value: Date | string): string => new Date(value).toISOString();
