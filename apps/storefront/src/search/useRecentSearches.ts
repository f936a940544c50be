import { useCallback, useSyncExternalStore } from 'react';
import {
  addRecentSearch,
  clearRecentSearches,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  type SearchStorage,
} from './recentSearches';

const none: readonly string[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; terms: readonly string[] } = { raw: null, terms: none };

function deviceStorage(): SearchStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// One array per stored value, so React sees no change until the list really changes.
function snapshot(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = deviceStorage()?.getItem(RECENT_SEARCHES_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, terms: parseRecentSearches(raw) };
  return cached.terms;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Searches made in another tab show here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_SEARCHES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const changed = () => listeners.forEach((listener) => listener());

/**
 * The device's recent searches. The server and the first (hydrating) render have none: the list
 * is read from `localStorage` once the page is live, so the markup always matches.
 */
export function useRecentSearches() {
  const terms = useSyncExternalStore(subscribe, snapshot, () => none);
  const add = useCallback((term: string) => {
    const storage = deviceStorage();
    if (!storage) return;
    addRecentSearch(storage, term);
    changed();
  }, []);
  const clear = useCallback(() => {
    const storage = deviceStorage();
    if (!storage) return;
    clearRecentSearches(storage);
    changed();
  }, []);
  return { terms, add, clear };
}
