/**
 * The shopper's recent searches, kept on the device: newest first, at most
 * {@link MAX_RECENT_SEARCHES}, each term once (whatever its case or spacing).
 */

export const RECENT_SEARCHES_KEY = 'beauty.recent-searches';
export const MAX_RECENT_SEARCHES = 8;

/** The slice of `Storage` (`localStorage`) the list needs. */
export type SearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const tidy = (term: string) => term.trim().replace(/\s+/g, ' ');
const sameTerm = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The list as stored; anything unreadable counts as no recent searches. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((term): term is string => typeof term === 'string')
    .map(tidy)
    .filter(
      (term, index, terms) => term !== '' && terms.findIndex((t) => sameTerm(t, term)) === index,
    )
    .slice(0, MAX_RECENT_SEARCHES);
}

/** The list with `term` first: an earlier search for the same term moves up, the oldest drops. */
export function withRecentSearch(terms: readonly string[], term: string): string[] {
  const searched = tidy(term);
  if (!searched) return [...terms];
  return [searched, ...terms.filter((earlier) => !sameTerm(earlier, searched))].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
}

/** The recent searches on this device. A storage that cannot be read (blocked, private mode) has none. */
export function readRecentSearches(storage: SearchStorage): string[] {
  try {
    return parseRecentSearches(storage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

/** Records a search and returns the new list. A full or blocked storage keeps the old list. */
export function addRecentSearch(storage: SearchStorage, term: string): string[] {
  const terms = withRecentSearch(readRecentSearches(storage), term);
  try {
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(terms));
  } catch {
    return readRecentSearches(storage);
  }
  return terms;
}

/** Forgets every recent search. */
export function clearRecentSearches(storage: SearchStorage): void {
  try {
    storage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // A storage that cannot be written has nothing of ours to forget.
  }
}
