// Route options shared by many routes' search and path checks. A module without components or
// queries: route options stay in the route tree every page loads, and a module is a chunk's unit.

/** A path id as a number, or `undefined` for what no order, booking or activity could have. */
export function pathNumber(value: string): number | undefined {
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined;
}

/** A guest's `?token=` (of an order or a booking link), if any. */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {};
}

/** A booking provider's return: the booking's `?id=` and a guest's `?token=`. */
export function providerReturnSearch(search: Record<string, unknown>): {
  id?: string;
  token?: string;
} {
  return {
    ...(typeof search.id === 'string' || typeof search.id === 'number'
      ? { id: String(search.id) }
      : {}),
    ...tokenSearch(search),
  };
}

/** Search of a happening list: the store it is narrowed to. */
export interface HappeningListSearch {
  store?: number;
}

/** Reads a happening list's `?store=` (a store id), dropping anything else. */
export function happeningListSearch(search: Record<string, unknown>): HappeningListSearch {
  const store = Number(search.store);
  return Number.isSafeInteger(store) && store > 0 ? { store } : {};
}
